import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { usePlayback } from '../../ui/playback/playback';
import { stopVoicePreview } from '../voices';
import { carriesOn, seekTarget } from './player-keys';

export const RATES = [1, 1.25, 1.5, 0.75] as const;
export type Rate = (typeof RATES)[number];

/** Reads the theme's primary colour so the waveform follows the CSS tokens. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** A wavesurfer.js waveform drawn in `container` over our own <audio> element. */
function createWaveSurfer(container: HTMLElement, media: HTMLMediaElement): WaveSurfer {
  const primary = themeColour('--pl-primary', '#6d3df5');
  return WaveSurfer.create({
    container,
    media,
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
}

/** The player's state as wavesurfer reports it. */
function useSurferState() {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const subscribe = (ws: WaveSurfer) => [
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
  return { ready, failed, playing, time, duration, setReady, setFailed, setPlaying, setTime, subscribe };
}

/**
 * Loads `url` into the waveform. A new file (the opening seconds giving way to the whole episode) takes over at the
 * listener's place, still playing if it was or if the opening had run out before the rest arrived; `autoPlay` starts
 * the first file once.
 */
function useLoad(
  surfer: RefObject<WaveSurfer | null>,
  url: string,
  autoPlay: boolean,
  { setReady, setFailed, setPlaying }: ReturnType<typeof useSurferState>,
) {
  const autoPlayRef = useRef(autoPlay);
  autoPlayRef.current = autoPlay;
  const autoPlayed = useRef(false);
  const endedEarly = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the waveform is made once, before this runs.
  useEffect(() => {
    const ws = surfer.current;
    if (!ws) return;
    const offs = [
      // Listening early, the opening can run out before the rest is rendered: the listener waits for more.
      ws.on('finish', () => {
        endedEarly.current = autoPlayRef.current;
      }),
      ws.on('play', () => {
        endedEarly.current = false;
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: surfer is a ref, read afresh each time the url changes.
  useEffect(() => {
    const ws = surfer.current;
    if (!ws) return;
    // Carry the listener's place and playing state over to the new file.
    const resumeAt = ws.getCurrentTime();
    const was = { playing: ws.isPlaying(), endedEarly: endedEarly.current, resumeAt };
    endedEarly.current = false;
    setReady(false);
    setFailed(false);
    let cancelled = false;
    ws.load(url)
      .then(() => {
        if (cancelled) return;
        if (resumeAt > 0) ws.setTime(Math.min(resumeAt, Math.max(0, ws.getDuration() - 0.25)));
        const autoPlayFirst = autoPlayRef.current && !autoPlayed.current;
        if (autoPlayRef.current) autoPlayed.current = true;
        if (carriesOn({ ...was, duration: ws.getDuration(), autoPlayFirst }))
          void ws.play().catch(() => setPlaying(false));
      })
      .catch((error: unknown) => {
        if (cancelled || (error instanceof DOMException && error.name === 'AbortError')) return;
        console.error('The audio could not be loaded.', error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [url, setReady, setFailed, setPlaying]);
}

/**
 * The podcast player's engine: wavesurfer over the <audio> element. When `url` changes (the opening seconds give
 * way to the whole episode) the new file takes over at the same moment, still playing if it was.
 */
export function useWavePlayer(url: string, autoPlay: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLAudioElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const state = useSurferState();
  const [rate, setRate] = useState<Rate>(1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the waveform is made once, for the element's life.
  useEffect(() => {
    if (!container.current || !media.current) return;
    const element = media.current;
    const ws = createWaveSurfer(container.current, element);
    surfer.current = ws;
    const unsubscribe = state.subscribe(ws);
    // The script follows this player (the line being spoken) and seeks it (a click on a line).
    usePlayback.getState().setMedia(element);
    return () => {
      if (usePlayback.getState().media === element) usePlayback.getState().setMedia(null);
      for (const off of unsubscribe) off();
      ws.destroy();
      surfer.current = null;
    };
  }, []);

  useLoad(surfer, url, autoPlay, state);

  useEffect(() => {
    surfer.current?.setPlaybackRate(rate, true);
  }, [rate]);

  const toggle = () => {
    const ws = surfer.current;
    if (!ws) return;
    stopVoicePreview();
    void ws.playPause().catch((error: unknown) => console.error('The audio could not be played.', error));
  };

  const onWaveKey = (event: KeyboardEvent) => {
    const ws = surfer.current;
    const target = ws && state.ready ? seekTarget(event.key, ws.getCurrentTime(), ws.getDuration()) : null;
    if (target === null || !ws) return;
    event.preventDefault();
    // Straight on the media element: wavesurfer's setTime only notes the time while the element has no data
    // ahead (at the very end, say), so Home after End would not move.
    if (media.current) media.current.currentTime = target;
    else ws.setTime(target);
    state.setTime(target);
  };

  return {
    container,
    media,
    ready: state.ready,
    failed: state.failed,
    playing: state.playing,
    time: state.time,
    duration: state.duration,
    rate,
    nextRate: () => setRate(RATES[(RATES.indexOf(rate) + 1) % RATES.length] ?? 1),
    skip: (seconds: number) => surfer.current?.skip(seconds),
    toggle,
    onWaveKey,
  };
}
