import { InfoCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ResearchSource } from '@podloom/contract';
import type { ResearchNotice as Notice } from './research-preview';

/** "Based on: …" with links to what the script will be written from. */
export function BasedOn({ sources }: { sources: ResearchSource[] }) {
  return (
    <p className="pl-research pl-research--found">
      <ReadOutlined aria-hidden="true" /> Based on:{' '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 && '; '}
          <a href={source.url} target="_blank" rel="noreferrer">
            {source.title}
          </a>
        </span>
      ))}
    </p>
  );
}

/** Beside Generate Script: what the script will be based on, or that it will be general. */
export function ResearchNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'based-on') return <BasedOn sources={notice.sources} />;
  if (notice.kind === 'general') {
    return (
      <p className="pl-research pl-research--general" role="status">
        <InfoCircleOutlined aria-hidden="true" /> {notice.message}
      </p>
    );
  }
  return null;
}
