import { CLIP_ASPECT_LABELS, CLIP_ASPECTS, type ClipAspect, type ScriptLine } from '@podloom/contract';
import { Button, Checkbox, Radio, Select } from 'antd';
import { useState } from 'react';
import { refusalOr } from '../../api/api-error';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type ClipSpan, clock } from './clips-api';

export interface ClipSuggestionView extends ClipSpan {
  startTime: number;
  duration: number;
  reason: string;
}

interface ClipFormProps {
  lines: ScriptLine[];
  suggestions: ClipSuggestionView[];
  onCreate: (choice: ClipSpan & { aspect: ClipAspect; soundbite: boolean }) => Promise<void>;
}

const lineLabel = (line: ScriptLine, i: number) => {
  const text = `${i + 1}. ${line.speaker}: ${line.text}`;
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
};

/** Suggested moments, as buttons that choose their span. */
function Suggestions({ suggestions, onPick }: { suggestions: ClipSuggestionView[]; onPick: (s: ClipSpan) => void }) {
  if (suggestions.length === 0) return null;
  return (
    <div className="pl-clips__suggestions">
      <h4 className="pl-clips__subtitle">Suggested moments</h4>
      <ul>
        {suggestions.map((s) => (
          <li key={`${s.fromLine}-${s.toLine}`}>
            <Button size="small" onClick={() => onPick(s)}>
              Lines {s.fromLine + 1}–{s.toLine + 1} · {clock(s.startTime)} · {Math.round(s.duration)} s
            </Button>
            <span className="pl-clips__reason">{s.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Choose a span of lines (or a suggested moment), a frame and whether the feed offers it; then Make clip. */
export function ClipForm({ lines, suggestions, onCreate }: ClipFormProps) {
  const [span, setSpan] = useState<ClipSpan>({ fromLine: 0, toLine: Math.min(2, Math.max(0, lines.length - 1)) });
  const [aspect, setAspect] = useState<ClipAspect>('VERTICAL');
  const [soundbite, setSoundbite] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = lines.map((line, i) => ({ value: i, label: lineLabel(line, i) }));

  const submit = async () => {
    setBusy(true);
    try {
      await onCreate({ ...span, aspect, soundbite });
      toast.success('Making your clip: it appears below when it is ready.');
    } catch (error) {
      toast.error(refusalOr(error, 'The clip could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pl-clips__form">
      <Suggestions suggestions={suggestions} onPick={setSpan} />
      <div className="pl-clips__field">
        <span aria-hidden="true">From line</span>
        <Select
          aria-label="From line"
          value={span.fromLine}
          options={options}
          onChange={(fromLine: number) => setSpan((s) => ({ fromLine, toLine: Math.max(fromLine, s.toLine) }))}
        />
      </div>
      <div className="pl-clips__field">
        <span aria-hidden="true">To line</span>
        <Select
          aria-label="To line"
          value={span.toLine}
          options={options.filter((o) => o.value >= span.fromLine)}
          onChange={(toLine: number) => setSpan((s) => ({ ...s, toLine }))}
        />
      </div>
      <Radio.Group
        aria-label="Frame"
        value={aspect}
        onChange={(e) => setAspect(e.target.value as ClipAspect)}
        options={CLIP_ASPECTS.map((value) => ({ value, label: CLIP_ASPECT_LABELS[value] }))}
      />
      <Checkbox checked={soundbite} onChange={(e) => setSoundbite(e.target.checked)}>
        Offer it as a soundbite in the episode's feed
      </Checkbox>
      <BusyButton type="primary" busy={busy} disabled={lines.length === 0} onClick={() => void submit()}>
        Make clip
      </BusyButton>
    </div>
  );
}
