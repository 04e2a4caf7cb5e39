import { ExportOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { DirectoryLinksForm } from './directory-links-form';
import { FeedUrlField } from './feed-url-field';
import { useRssFeeds } from './publish-api';
import { isPrivateFeedUrl, PLATFORM_GUIDES, type PublishPlatform, platformName } from './publish-platforms';

export interface PlatformDetailsProps {
  platform: PublishPlatform;
  /** The user's feed for the platform, once it exists. */
  feedUrl: string | null;
  id: string;
}

/** Details: the real next step on the platform — where the feed URL is submitted, and what happens there. */
export function PlatformDetails({ platform, feedUrl, id }: PlatformDetailsProps) {
  const guide = PLATFORM_GUIDES[platform];
  const name = platformName(platform);
  const feed = useRssFeeds(feedUrl !== null).data?.find((f) => f.platform === platform) ?? null;
  return (
    <section className="pl-publish-details" id={id} aria-label={`${name} details`}>
      <p className="pl-publish-details__lead">
        Publishing here adds the episode to your {name} feed. To list the show on {name}, submit that feed once on{' '}
        <a href={guide.portalUrl} target="_blank" rel="noopener noreferrer">
          {guide.portal} <ExportOutlined aria-hidden="true" />
        </a>
        ; after that, every episode you publish here reaches {name} on its own.
      </p>
      {feedUrl ? (
        <FeedUrlField feedUrl={feedUrl} label={`Your ${name} feed URL`} />
      ) : (
        <p className="pl-publish-details__nofeed">
          You have no {name} feed yet: the first Publish sets it up, and its URL appears here.
        </p>
      )}
      {feedUrl && isPrivateFeedUrl(feedUrl) && (
        <p className="pl-publish-details__warn" role="note">
          <WarningOutlined aria-hidden="true" /> This feed is served from {new URL(feedUrl).host}, which {guide.portal}{' '}
          cannot reach from the internet. Run Podloom at a public address before you submit it.
        </p>
      )}
      <ol className="pl-publish-details__steps">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {feed && <DirectoryLinksForm key={feed.feedId} feed={feed} />}
      <p className="pl-publish-details__foot">
        Downloads by podcast apps show on <Link to="/analytics">Analytics</Link>.
      </p>
    </section>
  );
}
