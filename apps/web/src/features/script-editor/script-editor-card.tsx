import { CopyOutlined, DownloadOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { formatTranscript, MESSAGES, type ScriptLine, TIMINGS } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Skeleton, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { focusAfterClose } from '../../ui/a11y/focus-after-close';
import { PROGRESS_COLORS } from '../../ui/theme';
import { toast } from '../../ui/toast/toast-store';
import { usePodcastWorkspace } from '../podcast-setup';
import { recentPodcastsKey } from '../recent-podcasts';
import { useLineCitations } from './line-sources';
import { type LiveScript, stageLabel } from './live-script';
import { ScriptEditModal } from './script-edit-modal';
import { downloadScript } from './script-file';
import { ScriptLines } from './script-lines';
import { useSpokenLine } from './spoken-line';

export interface ScriptEditorCardProps {
  /** The script being written while Re-Generate runs; it replaces the saved one on success. */
  live: LiveScript | null;
  /** Spec 000 §9: the skeleton shows this long when the card opens. */
  skeletonMs?: number;
}

/** About 150 spoken words a minute (DESIGN §7). */
function minutesOf(lines: readonly ScriptLine[]): number {
  const words = lines.reduce((sum, l) => sum + l.text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / 150));
}

/** Copies the script as a transcript, and says whether it worked. */
async function copyScript(lines: readonly ScriptLine[]): Promise<void> {
  try {
    if (lines.length === 0) throw new Error('There is no script to copy.');
    await navigator.clipboard.writeText(formatTranscript(lines));
    toast.success(MESSAGES.scriptCopied);
  } catch (error) {
    console.error('The script could not be copied.', error);
    toast.error(MESSAGES.copyFailed);
  }
}

/** A skeleton while the card warms up, a note when there are no lines, else the lines (live while written). */
function ScriptBody({ warming, writing, lines }: { warming: boolean; writing: boolean; lines: readonly ScriptLine[] }) {
  if (warming) {
    return (
      <div className="pl-script-editor__skeleton" role="status" aria-busy="true" aria-label="Loading the script">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="pl-script-editor__empty">
        <FileTextOutlined aria-hidden="true" />
        <p>{writing ? 'Your new script will appear here line by line.' : 'This podcast has no script yet.'}</p>
      </div>
    );
  }
  return writing ? <ScriptLines lines={lines} live label="Script being written" /> : <SpokenScript lines={lines} />;
}

/** The saved script, following the player. */
function SpokenScript({ lines }: { lines: readonly ScriptLine[] }) {
  const { spoken, playable, playLine } = useSpokenLine();
  const citations = useLineCitations(lines);
  return <ScriptLines lines={lines} spoken={spoken} playable={playable} onPlayLine={playLine} citations={citations} />;
}

/** The Script Editor card (spec 000 §2): speaker blocks with download, copy and Edit. */
export function ScriptEditorCard({ live, skeletonMs = TIMINGS.skeletonMs }: ScriptEditorCardProps) {
  const podcast = usePodcastWorkspace((s) => s.podcast);
  const scriptData = usePodcastWorkspace((s) => s.scriptData);
  const hostName = usePodcastWorkspace((s) => s.hostName);
  const guestName = usePodcastWorkspace((s) => s.guestName);
  const setScript = usePodcastWorkspace((s) => s.setScript);
  const queryClient = useQueryClient();
  const [warming, setWarming] = useState(skeletonMs > 0);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (skeletonMs <= 0) return;
    const timer = setTimeout(() => setWarming(false), skeletonMs);
    return () => clearTimeout(timer);
  }, [skeletonMs]);

  const writing = live !== null;
  const lines = writing ? live.lines : scriptData;

  const onDownload = () => {
    if (!podcast || scriptData.length === 0) {
      toast.warning(MESSAGES.saveToDownload);
      return;
    }
    downloadScript(podcast.title, scriptData);
  };

  const onSaved = (saved: ScriptLine[]) => {
    // Changing the script clears the audio (spec 000 §4); the server did the same to its copy.
    setScript(saved);
    void queryClient.invalidateQueries({ queryKey: recentPodcastsKey });
  };

  const progress = live?.progress;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <section className="pl-script-editor pl-card" aria-labelledby="script-editor-title">
      <header className="pl-script-editor__head">
        <div className="pl-script-editor__heading">
          <h2 id="script-editor-title" className="pl-script-editor__title">
            Script Editor
          </h2>
          <p className="pl-script-editor__subtitle">
            {writing
              ? `${stageLabel(progress?.stage)}… ${lines.length} ${lines.length === 1 ? 'line' : 'lines'} so far`
              : lines.length > 0
                ? `${lines.length} lines · about ${minutesOf(lines)} min`
                : 'No lines yet'}
          </p>
        </div>
        <div className="pl-script-editor__actions">
          <Tooltip title="Download as a text file">
            <Button icon={<DownloadOutlined />} onClick={onDownload} disabled={writing} aria-label="Download script" />
          </Tooltip>
          <Tooltip title="Copy to clipboard">
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copyScript(scriptData)}
              disabled={writing}
              aria-label="Copy script"
            />
          </Tooltip>
          <Button
            ref={editButton}
            type="primary"
            ghost
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            disabled={writing || !podcast || warming}
            aria-label="Edit script"
          >
            Edit
          </Button>
        </div>
      </header>
      {writing && (
        <Progress
          percent={percent}
          showInfo={false}
          size="small"
          status="active"
          strokeColor={PROGRESS_COLORS}
          aria-label="Script writing progress"
        />
      )}
      {/* It scrolls on its own, so keyboard users need to reach it to scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus */}
      <section className="pl-script-editor__body" tabIndex={0} aria-label="Script lines">
        <ScriptBody warming={warming} writing={writing} lines={lines} />
      </section>
      {editing && podcast && (
        <ScriptEditModal
          open
          podcastId={podcast.podcastId}
          lines={scriptData}
          speakers={[hostName, guestName]}
          onClose={() => {
            setEditing(false);
            focusAfterClose(editButton);
          }}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
