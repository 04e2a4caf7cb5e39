import { BookOutlined } from '@ant-design/icons';
import { formatTranscript, type ScriptLine } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { Popover, Tag } from 'antd';
import { usePodcastWorkspace } from '../podcast-setup';
import { fetchLineCitations, type LineCitationView } from './script-api';

/** The open podcast's citations by line index, fetched again whenever the saved script changes. */
export function useLineCitations(lines: readonly ScriptLine[]): ReadonlyMap<number, LineCitationView> | null {
  const podcastId = usePodcastWorkspace((s) => s.podcast?.podcastId ?? null);
  const { data } = useQuery({
    queryKey: ['line-citations', podcastId, formatTranscript(lines)],
    queryFn: () => fetchLineCitations(podcastId as number),
    enabled: podcastId !== null && lines.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

function SourceList({ citations }: { citations: LineCitationView['citations'] }) {
  return (
    <ul className="pl-line-sources__list">
      {citations.map((c) => (
        <li key={`${c.title}:${c.quote}`}>
          <q>{c.quote}</q>
          <span className="pl-line-sources__title">
            {c.url ? (
              <a href={c.url} target="_blank" rel="noopener noreferrer">
                {c.title}
              </a>
            ) : (
              c.title
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A line's sources (a small button opening the quotes, each with its source's title and link) and an Unsupported
 * mark on a line stating something no source it cites supports.
 */
export function LineSources({ line, index, view }: { line: ScriptLine; index: number; view?: LineCitationView }) {
  // A line changed since the citations were read (an edit being saved) shows none rather than another line's.
  if (!view || view.text !== line.text) return null;
  const count = view.citations.length;
  return (
    <span className="pl-line-sources">
      {count > 0 && (
        <Popover trigger="click" title="Sources" content={<SourceList citations={view.citations} />}>
          <button type="button" className="pl-line-sources__button" aria-label={`Sources of line ${index + 1}`}>
            <BookOutlined aria-hidden="true" /> {count}
          </button>
        </Popover>
      )}
      {view.unsupported && (
        <Tag color="warning" className="pl-line-sources__unsupported">
          Unsupported
        </Tag>
      )}
    </span>
  );
}
