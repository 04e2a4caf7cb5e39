import { BackwardOutlined, CaretRightFilled, ForwardOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useWavePlayer } from './use-wave-player';

export interface AudioPlayerProps {
  /** A signed link to the audio (same origin: the CSP allows media from 'self' and blob: only). */
  url: string;
  /** What the player is playing, for people using a screen reader. */
  label: string;
  /** Start playing once the first file is loaded (the listener asked for it with a click). */
  autoPlay?: boolean;
}

const SKIP_SECONDS = 10;

/** m:ss, or h:mm:ss past an hour. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The podcast player: a wavesurfer.js waveform over our own <audio> element. When `url` changes (the opening
 * seconds give way to the whole episode) the new file takes over at the same moment, still playing if it was.
 */
export function AudioPlayer({ url, label, autoPlay = false }: AudioPlayerProps) {
  const player = useWavePlayer(url, autoPlay);
  const { container, media, ready, failed, time, duration, onWaveKey } = player;

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
      <PlayerControls player={player} />
    </div>
  );
}

/** Back 10 s, Play/Pause, Forward 10 s, the clock and the playback speed. */
function PlayerControls({ player }: { player: ReturnType<typeof useWavePlayer> }) {
  const { ready, playing, time, duration, rate, skip, toggle, nextRate } = player;
  return (
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
  );
}
