import { type ScriptLine, speakersOf } from '@podloom/contract';
import { LineSources } from './line-sources';
import type { LineCitationView } from './script-api';
import './script-editor.css';

export interface ScriptLinesProps {
  lines: readonly ScriptLine[];
  /** Marks the newest line while the script is being written (the announcer reads new lines, not the list). */
  live?: boolean;
  /** Accessible name of the list. */
  label?: string;
  /** The line the player is speaking, marked while the audio plays. */
  spoken?: number | null;
  /** Lines the audio has (by index): each can be clicked to play from it. */
  playable?: ReadonlyMap<number, number> | null;
  onPlayLine?: (index: number) => void;
  /** Each line's sources and Unsupported mark, by index (the saved script only). */
  citations?: ReadonlyMap<number, LineCitationView> | null;
}

function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/**
 * Speaker blocks (spec 000 §2 "Script Editor card"): each line with its speaker, host and guests told apart. With
 * audio, the line being spoken is marked, and a click on a line (or Enter on its button) plays from it.
 */
export function ScriptLines({
  lines,
  live,
  label = 'Script',
  spoken = null,
  playable,
  onPlayLine,
  citations,
}: ScriptLinesProps) {
  const speakers = speakersOf(lines);
  return (
    <ol className={`pl-script-lines${live ? ' pl-script-lines--live' : ''}`} aria-label={label}>
      {lines.map((line, i) => {
        const tone = Math.max(0, speakers.indexOf(line.speaker)) % 4;
        const speaking = spoken === i;
        return (
          <li
            // Lines have no identity beyond their position; the list is rebuilt whenever it changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={`pl-script-line pl-script-line--s${tone}${speaking ? ' pl-script-line--speaking' : ''}`}
            aria-current={speaking ? 'true' : undefined}
          >
            <span className="pl-script-line__avatar" aria-hidden="true">
              {initialOf(line.speaker)}
            </span>
            <div className="pl-script-line__body">
              <span className="pl-script-line__speaker">{line.speaker}</span>
              <p className="pl-script-line__text">{line.text}</p>
              <LineSources line={line} index={i} view={citations?.get(i)} />
            </div>
            {playable?.has(i) && onPlayLine && (
              <button
                type="button"
                className="pl-script-line__play"
                aria-label={`Play from line ${i + 1}`}
                onClick={() => onPlayLine(i)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
