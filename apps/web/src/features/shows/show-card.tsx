import { CheckCircleFilled, ExportOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { FeedUrlField, type Show, scheduledLabel } from '../publish';
import { AddListenerForm } from './add-listener-form';
import { ListenersTable } from './listeners-table';
import { ListingLinkForm } from './listing-link-form';
import { ShowDeleteModal } from './show-delete-modal';
import { ShowEditModal } from './show-edit-modal';
import { ShowTagsModal } from './show-tags-modal';
import { ShowVisibility } from './show-visibility';

/** One show: its feed URL, episode count and directories (Submit this feed once → Listed), Edit and Delete. */
export function ShowCard({ show }: { show: Show }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [tagging, setTagging] = useState(false);
  const headingId = `show-${show.id}`;
  return (
    <li className="pl-show-card" aria-labelledby={headingId}>
      <div className="pl-show-card__head">
        <img src={show.podcastImageUrl} alt="" width={64} height={64} className="pl-show-card__cover" />
        <div>
          <h2 id={headingId}>{show.title}</h2>
          <p className="pl-show-card__meta">
            {show.episodeCount} published episode{show.episodeCount === 1 ? '' : 's'}
            {show.visibility === 'PUBLIC' && show.pageUrl && (
              <>
                {' · '}
                <a href={show.pageUrl} target="_blank" rel="noopener noreferrer">
                  Public page <ExportOutlined aria-hidden="true" />
                </a>
              </>
            )}
          </p>
        </div>
      </div>
      <ShowVisibility show={show} />
      {show.visibility === 'PRIVATE' ? (
        <section aria-label={`Listeners of ${show.title}`} className="pl-listeners">
          <h3 className="pl-show-card__subhead">Listeners</h3>
          <AddListenerForm showId={show.id} />
          <ListenersTable showId={show.id} title={show.title} />
        </section>
      ) : (
        <FeedUrlField feedUrl={show.feedUrl} label={`Feed URL of ${show.title}`} />
      )}
      {show.scheduled.length > 0 && (
        <ul className="pl-show-card__scheduled" aria-label={`Scheduled episodes of ${show.title}`}>
          {show.scheduled.map((e) => (
            <li key={e.episodeId}>
              <Tag color="blue">Scheduled</Tag> {e.title} · {scheduledLabel(e.publishAt)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="pl-show-card__subhead">Directories</h3>
      {show.destinations.length === 0 ? (
        <p>Not published to a directory yet.</p>
      ) : (
        <ul className="pl-show-card__destinations" aria-label={`Directories of ${show.title}`}>
          {show.destinations.map((d) => (
            <li key={d.platform}>
              <span className="pl-show-card__platform">{d.platformName}</span>{' '}
              {d.status === 'LISTED' && d.listingUrl ? (
                <Tag color="green" icon={<CheckCircleFilled aria-hidden="true" />}>
                  <a href={d.listingUrl} target="_blank" rel="noopener noreferrer">
                    Listed
                  </a>
                </Tag>
              ) : (
                <Tag color="gold">
                  {d.submitUrl ? (
                    <a href={d.submitUrl} target="_blank" rel="noopener noreferrer">
                      Submit this feed once
                    </a>
                  ) : (
                    'Submit this feed once'
                  )}
                </Tag>
              )}
              {d.status !== 'LISTED' && <ListingLinkForm showId={show.id} destination={d} />}
            </li>
          ))}
        </ul>
      )}
      <div className="pl-show-card__actions">
        <Button onClick={() => setEditing(true)}>Edit {show.title}</Button>
        <Button onClick={() => setTagging(true)}>Feed tags of {show.title}</Button>
        <Button danger onClick={() => setDeleting(true)}>
          Delete {show.title}
        </Button>
      </div>
      <ShowEditModal show={show} open={editing} onClose={() => setEditing(false)} />
      <ShowDeleteModal show={show} open={deleting} onClose={() => setDeleting(false)} />
      <ShowTagsModal show={show} open={tagging} onClose={() => setTagging(false)} />
    </li>
  );
}
