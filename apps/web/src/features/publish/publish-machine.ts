import type { PublishPlatform } from './publish-platforms';
import { PUBLISH_PLATFORMS } from './publish-platforms';

/** Spec 000 §4 "Publish button per platform". */
export type PublishButtonState = 'idle' | 'loading' | 'success' | 'error';

export const PUBLISH_BUTTON_LABELS: Record<PublishButtonState, string> = {
  idle: 'Publish',
  loading: 'Publishing...',
  success: 'Published ✓',
  error: 'Retry',
};

/** The Create RSS Feed modal: the form, then the read-only feed URL with 'Copy URL' and 'OK, Publish'. */
export type RssFlow =
  | { platform: PublishPlatform; step: 'form' }
  | { platform: PublishPlatform; step: 'url'; feedUrl: string };

export interface PublishState {
  buttons: Record<PublishPlatform, PublishButtonState>;
  rss: RssFlow | null;
}

export type PublishEvent =
  | { type: 'publish-started'; platform: PublishPlatform }
  | { type: 'publish-succeeded'; platform: PublishPlatform }
  | { type: 'publish-failed'; platform: PublishPlatform }
  /** The publish failed because the platform has no feed yet: the RSS flow opens. */
  | { type: 'feed-missing'; platform: PublishPlatform }
  | { type: 'feed-created'; feedUrl: string }
  /** 'OK, Publish' or a dismissal: the RSS modal closes either way. */
  | { type: 'rss-closed' };

export function initialPublishState(): PublishState {
  return {
    buttons: Object.fromEntries(PUBLISH_PLATFORMS.map((p) => [p, 'idle'])) as PublishState['buttons'],
    rss: null,
  };
}

export function isAnyLoading(state: PublishState): boolean {
  return Object.values(state.buttons).includes('loading');
}

/** While one platform is publishing, every Publish button is disabled (spec 000 §4). */
export function isPublishDisabled(state: PublishState, platform: PublishPlatform): boolean {
  return state.buttons[platform] === 'loading' || isAnyLoading(state);
}

export function publishReducer(state: PublishState, event: PublishEvent): PublishState {
  const setButton = (platform: PublishPlatform, value: PublishButtonState): PublishState => ({
    ...state,
    buttons: { ...state.buttons, [platform]: value },
  });
  switch (event.type) {
    case 'publish-started':
      // One publish at a time: a second start while another loads is ignored.
      return isAnyLoading(state) ? state : setButton(event.platform, 'loading');
    case 'publish-succeeded':
      return setButton(event.platform, 'success');
    case 'publish-failed':
      return setButton(event.platform, 'error');
    case 'feed-missing':
      return { ...setButton(event.platform, 'error'), rss: { platform: event.platform, step: 'form' } };
    case 'feed-created':
      return state.rss
        ? { ...state, rss: { platform: state.rss.platform, step: 'url', feedUrl: event.feedUrl } }
        : state;
    case 'rss-closed':
      return { ...state, rss: null };
  }
}
