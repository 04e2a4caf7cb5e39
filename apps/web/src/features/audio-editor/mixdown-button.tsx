import { generationEvent } from '@podloom/contract';
import { useEffect, useRef, useState } from 'react';
import { type EventStream, openEventStream } from '../../api/event-stream';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { startMixdown } from './editor-api';

const STAGES: Record<string, string> = {
  mixing: 'Mixing the tracks…',
  levelling: 'Levelling to −16 LUFS…',
  encoding: 'Encoding the MP3…',
};

/**
 * Export Mixdown: saves, then asks the server to mix; progress arrives on the generation stream (DESIGN §4) and the
 * result becomes the podcast's audio, so Export and Publish use it.
 */
export function MixdownButton({
  projectId,
  disabled,
  beforeMix,
}: {
  projectId: number;
  disabled?: boolean;
  beforeMix: () => Promise<void>;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stream = useRef<EventStream | null>(null);
  useEffect(() => () => stream.current?.close(), []);

  const run = async () => {
    setBusy(true);
    setStatus('Starting the mixdown…');
    try {
      await beforeMix();
      const started = await startMixdown(projectId);
      stream.current = openEventStream(`/api/v1/agents/stream/${started.ref_id}`, {
        onMessage: (message) => {
          const parsed = generationEvent.safeParse(JSON.parse(message.data));
          if (!parsed.success) return;
          const event = parsed.data;
          if ('progress' in event && event.progress) setStatus(STAGES[event.progress.stage] ?? 'Mixing…');
          if ('result' in event && event.result) {
            stream.current?.close();
            setBusy(false);
            const result = event.result as { podcast_id: number | string; message?: string };
            if (String(result.podcast_id) === '-1') {
              setStatus(result.message ?? 'The mixdown failed.');
              toast.error(result.message ?? 'The mixdown failed.');
            } else {
              setStatus('Mixdown ready: it is now the podcast’s audio for Export and Publish.');
              toast.success('Mixdown ready.');
            }
          }
        },
        onError: (error) => {
          setBusy(false);
          setStatus(error.message);
        },
      });
    } catch (error) {
      setBusy(false);
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="pl-editor__mixdown">
      <BusyButton type="primary" busy={busy} disabled={disabled} onClick={() => void run()}>
        Export Mixdown
      </BusyButton>
      {status && (
        <p className="pl-editor__mixdown-status" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
