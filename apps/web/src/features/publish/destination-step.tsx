import { CheckCircleFilled, ExportOutlined } from '@ant-design/icons';
import { FeedUrlField } from './feed-url-field';
import { PLATFORM_GUIDES, type PublishPlatform, platformName } from './publish-platforms';
import type { Show } from './shows-api';

/**
 * After "Successfully published to {platform}": the step that remains on the directory. Submit this feed once (the
 * URL, Copy, the directory's submit page) until the listing link is saved; then Listed.
 */
export function DestinationStep({ show, platform }: { show: Show; platform: PublishPlatform }) {
  const name = platformName(platform);
  const destination = show.destinations.find((d) => d.platform === platform);
  if (destination?.status === 'LISTED' && destination.listingUrl) {
    return (
      <div className="pl-publish-next is-listed">
        <CheckCircleFilled aria-hidden="true" /> Listed on {name}:{' '}
        <a href={destination.listingUrl} target="_blank" rel="noopener noreferrer">
          open the listing <ExportOutlined aria-hidden="true" />
        </a>
      </div>
    );
  }
  const guide = PLATFORM_GUIDES[platform];
  const submitUrl = destination?.submitUrl ?? guide.portalUrl;
  return (
    <div className="pl-publish-next">
      <strong>Submit this feed once</strong>
      <FeedUrlField feedUrl={show.feedUrl} label={`Feed URL to submit to ${name}`} />
      <p>
        Paste it on{' '}
        <a href={submitUrl} target="_blank" rel="noopener noreferrer">
          {guide.portal} <ExportOutlined aria-hidden="true" />
        </a>
        . Every episode of {show.title} then reaches {name} on its own; once {name} lists the show, save its listing
        link under Details and this reads Listed.
      </p>
    </div>
  );
}
