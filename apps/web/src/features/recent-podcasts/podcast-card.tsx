import { CalendarOutlined, DeleteOutlined, GlobalOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { formatPodcastDate, podcastProblem } from './recent-format';
import type { RecentPodcast } from './recent-podcasts-api';

export interface PodcastCardProps {
  podcast: RecentPodcast;
  languageName: string;
  deleting: boolean;
  onOpen: (podcast: RecentPodcast) => void;
  onDelete: (podcast: RecentPodcast) => Promise<unknown>;
}

/** One recent podcast (spec 000 §2): title, date as YYYY-MM-DD and language name; opens in the editor. */
export function PodcastCard({ podcast, languageName, deleting, onOpen, onDelete }: PodcastCardProps) {
  const title = podcast.title || 'Untitled podcast';
  const problem = podcastProblem(podcast);
  return (
    <article className="pl-podcast-card" aria-label={title}>
      <div className="pl-podcast-card__art" aria-hidden="true">
        <SoundOutlined />
      </div>
      <div className="pl-podcast-card__body">
        {/* The title button stretches over the card, so the whole card opens the podcast. */}
        <button type="button" className="pl-podcast-card__open" onClick={() => onOpen(podcast)}>
          <h3 className="pl-podcast-card__title">{title}</h3>
        </button>
        <p className="pl-podcast-card__meta">
          <span>
            <CalendarOutlined aria-hidden="true" /> {formatPodcastDate(podcast.createdAt)}
          </span>
          <span>
            <GlobalOutlined aria-hidden="true" /> {languageName}
          </span>
          {podcast.presignedUrl && <span className="pl-podcast-card__badge">Audio</span>}
          {podcast.status === 'rendering' && <span className="pl-podcast-card__badge">Rendering</span>}
        </p>
        {problem && (
          <p className="pl-podcast-card__problem">
            <span>{problem}</span>
            {/* Opens the podcast where Generate Audio (or Generate Script) tries again with one press. */}
            <Button size="small" onClick={() => onOpen(podcast)} aria-label={`Try again: ${title}`}>
              Try again
            </Button>
          </p>
        )}
      </div>
      <Popconfirm
        title="Delete this podcast?"
        description="Its script and audio will be removed for good."
        okText="Delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(podcast)}
      >
        <Button
          className="pl-podcast-card__delete"
          type="text"
          danger
          icon={<DeleteOutlined />}
          loading={deleting}
          aria-label={`Delete ${title}`}
        />
      </Popconfirm>
    </article>
  );
}
