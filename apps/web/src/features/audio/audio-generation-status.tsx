import { LoadingOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useEffect, useState } from 'react';
import { useAnnounce } from '../../ui/announcer/live-announcer';
import { PROGRESS_COLORS } from '../../ui/theme';
import type { AudioGenerationSnapshot } from './audio-generation';
import { audioStageLabel, etaText, linesText, progressPercent, remainingSeconds } from './audio-progress';

export interface AudioGenerationStatusProps {
  snapshot: AudioGenerationSnapshot;
  /** The opening is playing in the player already. */
  listeningEarly: boolean;
  onListenEarly: () => void;
}

/** Re-renders once a second so the time left counts down between events. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * What a running generation shows (spec 000 §4): the spec's status text ('Preparing audio generation',
 * 'Generating audio', 'Please wait!'), a progress bar with the lines read so far of all and the time left, and,
 * as soon as the opening seconds exist, a way to start listening while the rest renders.
 */
export function AudioGenerationStatus({ snapshot, listeningEarly, onListenEarly }: AudioGenerationStatusProps) {
  const now = useNow(snapshot.phase === 'generating');
  const percent = progressPercent(snapshot.progress);
  const lines = linesText(snapshot.progress);
  const eta =
    snapshot.phase === 'generating'
      ? etaText(remainingSeconds({ now, startedAt: snapshot.startedAt, etaSeconds: snapshot.etaSeconds, percent }))
      : null;
  const detail = snapshot.phase === 'generating' && snapshot.progress ? audioStageLabel(snapshot.progress.stage) : null;
  // Spoken politely and batched: the status when it changes, and the progress in tenths (every line would
  // be a stream of numbers nobody can follow).
  const tenth = Math.floor(percent / 10) * 10;
  useAnnounce(snapshot.status, 'audio-status');
  useAnnounce(lines && tenth > 0 ? `Audio ${tenth}% generated, ${lines}.` : null, 'audio-progress');

  return (
    <div className="pl-audio-status">
      <div className="pl-audio-status__head">
        <LoadingOutlined spin className="pl-audio-status__spinner" aria-hidden="true" />
        <div className="pl-audio-status__text">
          <span className="pl-audio-status__title" data-testid="audio-status">
            {snapshot.status}
          </span>
          {detail && <span className="pl-audio-status__detail">{detail}</span>}
        </div>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status="active"
        strokeColor={PROGRESS_COLORS}
        aria-label="Audio generation progress"
      />
      <div className="pl-audio-status__numbers">
        <span data-testid="audio-lines">
          {lines ?? (snapshot.phase === 'fallback' ? 'Checking on your audio' : '')}
        </span>
        <span>{eta ?? ''}</span>
      </div>
      {snapshot.firstAudioUrl && !listeningEarly && (
        <Button className="pl-audio-status__listen" icon={<SoundOutlined />} onClick={onListenEarly} block>
          Listen to the opening now
        </Button>
      )}
      {listeningEarly && (
        <p className="pl-audio-status__note">
          You are hearing the opening. The full episode takes over as soon as it is ready.
        </p>
      )}
    </div>
  );
}
