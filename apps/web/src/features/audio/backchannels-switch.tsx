import { Switch } from 'antd';
import { usePodcastWorkspace } from '../podcast-setup';

/**
 * Backchannels: the listener's short "mm-hmm", "right" or "yeah", in their own voice, laid quietly under long turns.
 * Off by default; saved with the podcast's render. Never part of the transcript.
 */
export function BackchannelsSwitch({ disabled }: { disabled: boolean }) {
  const on = usePodcastWorkspace((s) => s.backchannels);
  const setBackchannels = usePodcastWorkspace((s) => s.setBackchannels);
  return (
    <div className="pl-audio__backchannels">
      <Switch
        size="small"
        id="pl-backchannels"
        checked={on}
        onChange={setBackchannels}
        disabled={disabled}
        aria-describedby="pl-backchannels-help"
      />
      <label htmlFor="pl-backchannels">Backchannels</label>
      <span id="pl-backchannels-help" className="pl-audio__backchannels-help">
        The listener says a quiet “mm-hmm” or “right” during long turns. Not added to the transcript.
      </span>
    </div>
  );
}
