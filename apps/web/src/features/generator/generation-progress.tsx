import { Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { announce } from '../../ui/announcer/announce';
import { PROGRESS_COLORS } from '../../ui/theme';
import { type LiveScript, ScriptLines, stageLabel } from '../script-editor';
import { BasedOn } from './research-notice';

/** The script appearing line by line while it is being written, under the form that started it. */
export function GenerationProgress({ live }: { live: LiveScript }) {
  const box = useRef<HTMLElement>(null);
  const count = live.lines.length;
  const spoken = useRef(0);
  useEffect(() => {
    // Each new line is read out once; the announcer batches lines that arrive close together.
    for (const line of live.lines.slice(spoken.current)) announce(`${line.speaker}: ${line.text}`);
    spoken.current = count;
  }, [live.lines, count]);
  useEffect(() => {
    // Follow the newest line inside the box, without moving the page under the reader.
    if (count > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  const progress = live.progress;
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="pl-generation-progress">
      <div className="pl-generation-progress__head">
        <span className="pl-generation-progress__title">{stageLabel(progress?.stage)}</span>
        <span className="pl-generation-progress__count">
          {count} {count === 1 ? 'line' : 'lines'} written
        </span>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status="active"
        strokeColor={PROGRESS_COLORS}
        aria-label="Script writing progress"
      />
      {progress?.sources?.length ? <BasedOn sources={progress.sources} /> : null}
      {count > 0 && (
        // A scrolling box: focusable so the keyboard can scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
        <section className="pl-generation-progress__lines" ref={box} tabIndex={0} aria-label="Lines so far">
          <ScriptLines lines={live.lines} live label="Script being written" />
        </section>
      )}
    </div>
  );
}
