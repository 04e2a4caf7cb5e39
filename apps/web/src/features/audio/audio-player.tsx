import { BackwardOutlined, CaretRightFilled, ForwardOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { stopVoicePreview } from '../voices';
import { seekTarget } from './player-keys';

export interface AudioPlayerProps {
  /** A signed link to the audio (same origin: the CSP allows media from 'self' and blob: only). */
  url: string;
  /** What the player is playing, for people using a screen reader. */
  label: string;
  /** Start playing once the first file is loaded (the listener asked for it with a click). */
  autoPlay?: boolean;
}

const RATES = [1, 1.25, 1.5, 0.75] as const;
const SKIP_SECONDS = 10;

/** m:ss, or h:mm:ss past an hour. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Reads the theme's primary colour so the waveform follows the CSS tokens. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * The podcast player: a wavesurfer.js waveform over our own <audio> element. When `url` changes (the opening
 * seconds give way to the whole episode) the new file takes over at the same moment, still playing if it was.
 */
export function AudioPlayer({ url, label, autoPlay = false }: AudioPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLAudioElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState<(typeof RATES)[number]>(1);
  const autoPlayRef = useRef(autoPlay);
  autoPlayRef.current = autoPlay;
  const autoPlayed = useRef(false);

  useEffect(() => {
    if (!container.current || !media.current) return;
    const primary = themeColour('--pl-primary', '#6d3df5');
    const ws = WaveSurfer.create({
      container: container.current,
      media: media.current,
      height: 64,
      waveColor: '#d8cffc',
      progressColor: primary,
      cursorColor: primary,
      cursorWidth: 2,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      normalize: true,
      dragToSeek: true,
      // Without motion the waveform does not scroll itself to follow the play position.
      autoScroll: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    });
    surfer.current = ws;
    const unsubscribe = [
      ws.on('ready', (d) => {
        setDuration(d);
        setReady(true);
        setFailed(false);
      }),
      ws.on('play', () => setPlaying(true)),
      ws.on('pause', () => setPlaying(false)),
      ws.on('finish', () => setPlaying(false)),
      ws.on('timeupdate', (t) => setTime(t)),
      ws.on('error', (error) => {
        console.error('The audio could not be loaded.', error);
        setFailed(true);
      }),
    ];
    return () => {
      for (const off of unsubscribe) off();
      ws.destroy();
      surfer.current = null;
    };
  }, []);

  useEffect(() => {
    const ws = surfer.current;
    if (!ws) return;
    // Carry the listener's place and playing state over to the new file.
    const resumeAt = ws.getCurrentTime();
    const wasPlaying = ws.isPlaying();
    setReady(false);
    setFailed(false);
    let cancelled = false;
    ws.load(url)
      .then(() => {
        if (cancelled) return;
        if (resumeAt > 0) ws.setTime(Math.min(resumeAt, Math.max(0, ws.getDuration() - 0.25)));
        const start = wasPlaying || (autoPlayRef.current && !autoPlayed.current);
        if (autoPlayRef.current) autoPlayed.current = true;
        if (start) void ws.play().catch(() => setPlaying(false));
      })
      .catch((error: unknown) => {
        if (cancelled || (error instanceof DOMException && error.name === 'AbortError')) return;
        console.error('The audio could not be loaded.', error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => {
    surfer.current?.setPlaybackRate(rate, true);
  }, [rate]);

  const toggle = () => {
    const ws = surfer.current;
    if (!ws) return;
    stopVoicePreview();
    void ws.playPause().catch((error: unknown) => console.error('The audio could not be played.', error));
  };

  const skip = (seconds: number) => surfer.current?.skip(seconds);
  const nextRate = () => setRate(RATES[(RATES.indexOf(rate) + 1) % RATES.length] ?? 1);
  const onWaveKey = (event: KeyboardEvent) => {
    const ws = surfer.current;
    const target = ws && ready ? seekTarget(event.key, ws.getCurrentTime(), ws.getDuration()) : null;
    if (target === null || !ws) return;
    event.preventDefault();
    // Straight on the media element: wavesurfer's setTime only notes the time while the element has no data
    // ahead (at the very end, say), so Home after End would not move.
    if (media.current) media.current.currentTime = target;
    else ws.setTime(target);
    setTime(target);
  };

  return (
    <div className={`pl-player${ready ? ' is-ready' : ''}`}>
      <div className="pl-player__wave-box">
        {/* The waveform is the seek bar: a slider for keyboards and screen readers (arrows ±5 s, Home, End). */}
        <div
          className="pl-player__seek"
          role="slider"
          tabIndex={ready ? 0 : -1}
          aria-label="Seek"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          aria-disabled={!ready}
          onKeyDown={onWaveKey}
        >
          <div ref={container} className="pl-player__wave" aria-hidden="true" />
        </div>
        {!ready && !failed && <div className="pl-player__wave-loading" aria-hidden="true" />}
        {failed && <p className="pl-player__error">We could not load this audio. Please try again in a moment.</p>}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: spoken-word audio has its script on the same page */}
      <audio ref={media} preload="auto" className="pl-player__media" aria-label={label} data-testid="podcast-audio" />
      <div className="pl-player__controls">
        <Tooltip title={`Back ${SKIP_SECONDS} s`}>
          <Button
            type="text"
            shape="circle"
            icon={<BackwardOutlined />}
            onClick={() => skip(-SKIP_SECONDS)}
            disabled={!ready}
            aria-label={`Back ${SKIP_SECONDS} seconds`}
          />
        </Tooltip>
        <Button
          type="primary"
          shape="circle"
          size="large"
          className="pl-player__play"
          icon={playing ? <PauseOutlined /> : <CaretRightFilled />}
          onClick={toggle}
          disabled={!ready}
          aria-label={playing ? 'Pause' : 'Play'}
        />
        <Tooltip title={`Forward ${SKIP_SECONDS} s`}>
          <Button
            type="text"
            shape="circle"
            icon={<ForwardOutlined />}
            onClick={() => skip(SKIP_SECONDS)}
            disabled={!ready}
            aria-label={`Forward ${SKIP_SECONDS} seconds`}
          />
        </Tooltip>
        <span className="pl-player__time" aria-live="off" data-testid="player-time">
          {formatClock(time)} <span className="pl-player__time-sep">/</span> {formatClock(duration)}
        </span>
        <Tooltip title="Playback speed">
          <Button size="small" className="pl-player__rate" onClick={nextRate} aria-label={`Playback speed ${rate}×`}>
            {rate}×
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
