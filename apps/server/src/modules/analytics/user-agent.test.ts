import { describe, expect, it } from 'vitest';
import { classifyUserAgent, USER_AGENT_DATA } from './user-agent';

describe('user-agent data', () => {
  it('classifies every bot example as a bot', () => {
    for (const entry of USER_AGENT_DATA.bots.entries) {
      for (const example of entry.examples ?? [])
        expect(classifyUserAgent(example), example).toMatchObject({ bot: true });
    }
  });

  it.each([
    ['apps', USER_AGENT_DATA.apps.entries],
    ['libraries', USER_AGENT_DATA.libraries.entries],
    ['browsers', USER_AGENT_DATA.browsers.entries],
  ] as const)('names every %s example after its entry', (_file, entries) => {
    for (const entry of entries) {
      for (const example of entry.examples ?? []) {
        expect(classifyUserAgent(example), example).toMatchObject({ bot: false, app: entry.name });
      }
    }
  });

  it('compiles every pattern', () => {
    for (const file of Object.values(USER_AGENT_DATA)) {
      for (const entry of file.entries) expect(() => new RegExp(entry.pattern)).not.toThrow();
    }
  });
});

describe('classifyUserAgent', () => {
  it.each([
    ['Podcasts/1555.2.1 CFNetwork/1240.0.4 Darwin/20.6.0', 'Apple Podcasts', 'Mobile'],
    ['Podcasts/4025.400.1 CFNetwork/1490.0.4 Darwin/23.2.0 (x86_64)', 'Apple Podcasts', 'Desktop'],
    ['Spotify/8.9.2 Android/33 (SM-S911B)', 'Spotify', 'Mobile'],
    ['Spotify/1.2.25.1011 Win32_x86_64/0 (PC desktop)', 'Spotify', 'Desktop'],
    ['AmazonMusic/22.13.3 iPad7,3 CFNetwork/1335.0.3 Darwin/21.6.0', 'Amazon Music', 'Tablet'],
    ['AlexaMediaPlayer/vizzini.locked.38.0 (Linux;Android 5.1.1) ExoPlayerLib/1.5.9', 'Alexa', 'Smart Speaker'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome',
      'Web App',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Mobile',
    ],
    ['SomethingNew/1.0', 'Other', 'Unknown'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
      'Safari',
      'Web App',
    ],
  ])('%s → %s on %s', (ua, app, device) => {
    expect(classifyUserAgent(ua)).toEqual({ bot: false, app, device });
  });

  // User agents as podcast apps send them when they fetch an episode, each named as the app the platform tiles
  // count (spec 001 §2 "Platforms": Apple Podcasts under Apple Music, and so on).
  it.each([
    ['AppleCoreMedia/1.0.0.21B101 (iPhone; U; CPU OS 17_1_2 like Mac OS X; en_us)', 'Apple Podcasts'],
    ['Podcasts/1650.20 CFNetwork/1408.0.4 Darwin/22.5.0', 'Apple Podcasts'],
    ['iTunes/12.12.10 (Windows; Microsoft Windows 10 x64) AppleWebKit/7613.2007.1014.14 (dt:2)', 'Apple Podcasts'],
    ['Spotify/8.8.96 iOS/17.1.1 (iPhone14,5)', 'Spotify'],
    ['AmazonMusic/16.17.0 Dalvik/2.1.0 (Linux; U; Android 6.0.1; vivo 1610 Build/MMB29M)', 'Amazon Music'],
    ['com.google.android.apps.youtube.music/6.29.55 (Linux; U; Android 14) gzip', 'YouTube Music'],
    ['com.google.ios.youtubemusic/6.45.2 iSL/3.4 iPhone/17.2 hw/iPhone14_2 (gzip)', 'YouTube Music'],
    ['Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'Overcast'],
    ['Pocket Casts/7.52 CFNetwork/1474 Darwin/23.0.0', 'Pocket Casts'],
    ['Castro/2023.1 CFNetwork/1408.0.4 Darwin/22.5.0', 'Castro'],
    ['PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)', 'Podcast Addict'],
    ['CastBox/8.41.0-230815075 (Linux;Android 13) ExoPlayerLib/2.10.4', 'Castbox'],
    ['Podcasts/2.0 (iPhone; iOS 17.1) GSA/290.0.583915064', 'Google Podcasts'],
  ])('names the app behind %s: %s', (ua, app) => {
    expect(classifyUserAgent(ua)).toMatchObject({ bot: false, app });
  });

  it('puts an iPhone on mobile although its user agent says "like Mac OS X"', () => {
    const ua = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)';
    expect(classifyUserAgent(ua).device).toBe('Mobile');
  });

  it('treats Spotify’s ingestion as a bot but its app as a listener', () => {
    expect(classifyUserAgent('Spotify/1.0').bot).toBe(true);
    expect(classifyUserAgent('Spotify/8.8.96 iOS/17.1.1 (iPhone14,5)').bot).toBe(false);
  });
});
