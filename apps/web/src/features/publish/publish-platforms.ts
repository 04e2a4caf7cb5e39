import { PLATFORM_NAMES, type PlatformKey } from '@podloom/contract';

/** The rows of the Publish modal: spec 000 §2 names Spotify and Amazon Music; Apple Podcasts is the third. */
export const PUBLISH_PLATFORMS = ['spotify', 'apple', 'amazon_music'] as const satisfies readonly PlatformKey[];
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];

export function platformName(platform: PlatformKey): string {
  return PLATFORM_NAMES[platform];
}

/** Where a feed is submitted, and what happens there: the real next step after publishing here. */
export interface PlatformGuide {
  /** The directory's own name for its portal. */
  portal: string;
  portalUrl: string;
  steps: string[];
}

export const PLATFORM_GUIDES: Record<PublishPlatform, PlatformGuide> = {
  spotify: {
    portal: 'Spotify for Creators',
    portalUrl: 'https://creators.spotify.com',
    steps: [
      'Sign in to Spotify for Creators with your Spotify account.',
      'Choose to add a show you already host elsewhere, and paste your RSS feed URL.',
      'Spotify e-mails a code to the owner e-mail in your feed: enter it to prove the show is yours.',
      'Confirm the category and language, then submit. New episodes reach Spotify as your feed updates.',
    ],
  },
  apple: {
    portal: 'Apple Podcasts Connect',
    portalUrl: 'https://podcastsconnect.apple.com',
    steps: [
      'Sign in to Apple Podcasts Connect with your Apple Account.',
      'Add a new show, choose to add it with an RSS feed, and paste your RSS feed URL.',
      'Apple checks the feed (artwork, category, owner e-mail, explicit flag); your Podloom feed carries them all.',
      'Choose where the show is available and submit it for review. Apple e-mails you when it is live.',
    ],
  },
  amazon_music: {
    portal: 'Amazon Music for Podcasters',
    portalUrl: 'https://podcasters.amazon.com',
    steps: [
      'Sign in to Amazon Music for Podcasters with your Amazon account.',
      'Choose to add or claim a podcast, and paste your RSS feed URL.',
      'Confirm you own it with the code sent to the owner e-mail in your feed, and accept the terms.',
      'Amazon reviews the show; once it is approved, new episodes follow your feed.',
    ],
  },
};

/** Directories fetch feeds from the internet: a feed on this machine or a private network is out of their reach. */
export function isPrivateFeedUrl(feedUrl: string): boolean {
  let host: string;
  try {
    host = new URL(feedUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^0\.0\.0\.0$/.test(host)
  );
}
