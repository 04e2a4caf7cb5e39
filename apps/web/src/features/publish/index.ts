/** Publishing (spec 000 §2 "Publish modal"): the platforms, their RSS feed details and the feed URL. */

/** What the Shows screen and Analytics share with the Publish modal: shows, the RSS form and the feed URL field. */
export { copyText } from './copy-text';
export { FeedUrlField } from './feed-url-field';
export { useAppleCategories } from './publish-api';
export { PublishModal, type PublishModalProps } from './publish-modal';
export { scheduledLabel } from './release-time';
export { RssFeedForm } from './rss-feed-form';
export { type RssFormValues, rssFormFromFeed, validateRssForm } from './rss-form';
export {
  type Show,
  type ShowDestination,
  showInputOf,
  useDeleteShow,
  useSetListingLink,
  useShows,
  useUpdateShow,
} from './shows-api';
