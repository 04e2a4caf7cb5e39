import { SoundOutlined } from '@ant-design/icons';
import { FORM_DEFAULTS } from '@podloom/contract';
import { useEffect, useState } from 'react';
import { ClipsPanel } from '../clips';
import { ExportModal, PodcastLoudness } from '../export';
import { usePodcastUi, usePodcastWorkspace } from '../podcast-setup';
import type { AudioTimings } from './audio-generation';
import { AudioGenerationStatus } from './audio-generation-status';
import { AudioPlayer } from './audio-player';
import { AudioActions, SpeakerVoices } from './audio-settings-parts';
import { MusicChoice } from './music-choice';
import { useAudioGeneration } from './use-audio-generation';
import { useAudioLoading } from './use-audio-loading';
import './audio.css';

export interface AudioSettingsCardProps {
  /** Opens the Publish modal; without it Publish stays disabled. */
  onPublish?: () => void;
  /** Spec 000 §9 timings by default; tests pass shorter ones. */
  timings?: Partial<AudioTimings>;
}

/** A flat waveform where the player will be. */
function PlayerPlaceholder({ text }: { text: string | null }) {
  return (
    <div className="pl-audio-placeholder">
      <div className="pl-audio-placeholder__bars" aria-hidden="true">
        {Array.from({ length: 36 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decoration
          <span key={i} style={{ height: `${18 + Math.round(28 * Math.abs(Math.sin(i * 0.7)))}%` }} />
        ))}
      </div>
      {text && <p>{text}</p>}
    </div>
  );
}

/**
 * The Audio & Voice Settings card (spec 000 §2): host and guest voices with Change, the audio title, the player
 * (or placeholders), Publish (disabled without audio), Generate Audio (shown when the script has lines, disabled
 * while busy) and Export.
 */
export function AudioSettingsCard({ onPublish, timings }: AudioSettingsCardProps) {
  const podcast = usePodcastWorkspace((s) => s.podcast);
  const lines = usePodcastWorkspace((s) => s.scriptData);
  const lineCount = lines.length;
  const audioData = usePodcastWorkspace((s) => s.audioData);
  const loadingScript = usePodcastUi((s) => s.loadingScript);
  const { status: loadingStatus, loading: loadingAudioUrl } = useAudioLoading();
  const { snapshot, busy, generate } = useAudioGeneration({ timings });
  const [listeningEarly, setListeningEarly] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (!busy) setListeningEarly(false);
  }, [busy]);

  const audioUrl = audioData && audioData.podcastId === podcast?.podcastId ? audioData.audioUrl : null;
  // A saved link may have expired: the player waits for the fresh one the loading fetches.
  const playerUrl = (listeningEarly && snapshot.firstAudioUrl) || (loadingAudioUrl ? null : audioUrl);
  const hasAudio = Boolean(audioUrl);
  const title = podcast?.title?.trim() || FORM_DEFAULTS.audioTitle;

  let placeholder: string | null;
  // While loading, the status line below says so.
  if (loadingAudioUrl) placeholder = null;
  else if (lineCount === 0)
    placeholder = 'Your episode plays here once the script has lines and its audio is generated.';
  else placeholder = 'Choose the voices, then Generate Audio to hear your episode here.';

  const statusLine = !busy && (snapshot.failed ? snapshot.status : loadingStatus);

  return (
    <section className="pl-audio pl-card" aria-labelledby="audio-settings-title">
      <header className="pl-audio__head">
        <h2 id="audio-settings-title" className="pl-audio__title">
          Audio &amp; Voice Settings
        </h2>
      </header>

      <SpeakerVoices busy={busy} />
      <MusicChoice podcastId={podcast?.podcastId ?? null} busy={busy} />

      <div className="pl-audio__episode">
        <div className="pl-audio__episode-head">
          <SoundOutlined aria-hidden="true" className="pl-audio__episode-icon" />
          <h3 className="pl-audio__episode-title" title={title}>
            {title}
          </h3>
        </div>
        {busy && (
          <AudioGenerationStatus
            snapshot={snapshot}
            listeningEarly={listeningEarly}
            onListenEarly={() => setListeningEarly(true)}
          />
        )}
        {playerUrl ? (
          <>
            <AudioPlayer url={playerUrl} label={`Audio of ${title}`} autoPlay={listeningEarly} />
            {!busy && <PodcastLoudness podcastId={podcast?.podcastId ?? null} audioUrl={audioUrl} />}
          </>
        ) : (
          !busy && <PlayerPlaceholder text={placeholder} />
        )}
        {statusLine && (
          <p
            className={`pl-audio__status${snapshot.failed ? ' is-error' : ''}`}
            role={snapshot.failed ? 'alert' : 'status'}
          >
            {statusLine}
            {snapshot.failed && snapshot.reason && <span className="pl-audio__reason"> {snapshot.reason}</span>}
          </p>
        )}
      </div>

      <AudioActions
        canGenerate={lineCount > 0}
        busy={busy}
        generateDisabled={busy || loadingScript || !podcast}
        onGenerate={() => void generate()}
        hasAudio={hasAudio}
        podcastId={podcast?.podcastId ?? null}
        onExport={() => setExporting(true)}
        onPublish={onPublish}
      />

      {hasAudio && audioUrl && podcast?.podcastId != null && !busy && (
        <ClipsPanel podcastId={podcast.podcastId} lines={lines} audioUrl={audioUrl} />
      )}

      <ExportModal open={exporting} podcastId={podcast?.podcastId ?? null} onClose={() => setExporting(false)} />
    </section>
  );
}
