import { type ScriptLine, speakersOf } from '@podloom/contract';
import './script-editor.css';

export interface ScriptLinesProps {
  lines: readonly ScriptLine[];
  /** Marks the newest line while the script is being written (the announcer reads new lines, not the list). */
  live?: boolean;
  /** Accessible name of the list. */
  label?: string;
}

function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/** Speaker blocks (spec 000 §2 "Script Editor card"): each line with its speaker, host and guests told apart. */
export function ScriptLines({ lines, live, label = 'Script' }: ScriptLinesProps) {
  const speakers = speakersOf(lines);
  return (
    <ol className={`pl-script-lines${live ? ' pl-script-lines--live' : ''}`} aria-label={label}>
      {lines.map((line, i) => {
        const tone = Math.max(0, speakers.indexOf(line.speaker)) % 4;
        return (
          // Lines have no identity beyond their position; the list is rebuilt whenever it changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className={`pl-script-line pl-script-line--s${tone}`}>
            <span className="pl-script-line__avatar" aria-hidden="true">
              {initialOf(line.speaker)}
            </span>
            <div className="pl-script-line__body">
              <span className="pl-script-line__speaker">{line.speaker}</span>
              <p className="pl-script-line__text">{line.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
