import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { focusOpenDialogIfLost } from '../../ui/a11y/focus-after-close';
import { FeedUrlField } from './feed-url-field';
import type { AppleCategory } from './publish-api';
import type { RssOutcome } from './publish-controller';
import type { RssFlow } from './publish-machine';
import { PLATFORM_GUIDES, platformName } from './publish-platforms';
import { RssFeedForm } from './rss-feed-form';
import type { RssFormValues } from './rss-form';

export interface RssFeedModalProps {
  flow: RssFlow | null;
  initial: RssFormValues;
  categories: AppleCategory[];
  categoriesLoading: boolean;
  onSubmit: (values: RssFormValues) => Promise<RssOutcome>;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The Create RSS Feed modal (spec 000 §2, §4): the form, then the read-only feed URL with 'Copy URL', then
 * 'OK, Publish', which publishes the episode again.
 */
export function RssFeedModal({
  flow,
  initial,
  categories,
  categoriesLoading,
  onSubmit,
  onConfirm,
  onClose,
}: RssFeedModalProps) {
  const name = flow ? platformName(flow.platform) : '';
  const portal = flow ? PLATFORM_GUIDES[flow.platform].portal : '';
  return (
    <Modal
      open={flow !== null}
      onCancel={onClose}
      title="Create RSS Feed"
      width={720}
      destroyOnHidden
      footer={null}
      className="pl-rss-modal"
      afterClose={focusOpenDialogIfLost}
    >
      {flow?.step === 'form' && (
        <>
          <p className="pl-rss-modal__lede">
            {name} reads your episodes from a hosted RSS feed. Describe the show once: every episode you publish to{' '}
            {name} goes into this feed.
          </p>
          <RssFeedForm
            initial={initial}
            categories={categories}
            categoriesLoading={categoriesLoading}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        </>
      )}
      {flow?.step === 'url' && (
        <div className="pl-rss-modal__done">
          <p className="pl-rss-modal__ready">
            <CheckCircleFilled aria-hidden="true" /> Your {name} feed is ready.
          </p>
          <FeedUrlField feedUrl={flow.feedUrl} label="RSS feed URL" />
          <p className="pl-rss-modal__lede">
            Copy this URL and submit it once on {portal} to list the show (Details in the Publish window shows how). Now
            publish this episode to the feed.
          </p>
          <Button type="primary" size="large" block onClick={onConfirm}>
            OK, Publish
          </Button>
        </div>
      )}
    </Modal>
  );
}
