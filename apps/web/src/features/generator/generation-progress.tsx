import { Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { PROGRESS_COLORS } from '../../app/theme';
import { type LiveScript, ScriptLines, stageLabel } from '../script-editor';
import { BasedOn } from './research-notice';

/** The script appearing line by line while it is being written (issue 4), under the form that started it. */
export function GenerationProgress({ live }: { live: LiveScript }) {
  const box = useRef<HTMLDivElement>(null);
  const count = live.lines.length;
  useEffect(() => {
    // Follow the newest line inside the box, without moving the page under the reader.
    if (count > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  const progress = live.progress;
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="pl-generation-progress" aria-live="polite">
      <div className="pl-generation-progress__head">
        <span className="pl-generation-progress__title">{stageLabel(progress?.stage)}</span>
        <span className="pl-generation-progress__count">
          {count} {count === 1 ? 'line' : 'lines'} written
        </span>
      </div>
      <Progress percent={percent} showInfo={false} size="small" status="active" strokeColor={PROGRESS_COLORS} />
      {progress?.sources?.length ? <BasedOn sources={progress.sources} /> : null}
      {count > 0 && (
        <div className="pl-generation-progress__lines" ref={box}>
          <ScriptLines lines={live.lines} live label="Script being written" />
        </div>
      )}
    </div>
  );
}
