import { describe, expect, it } from 'vitest';
import { directoryLinksOfFeed, directoryLinksPayload, validateDirectoryLinks } from './directory-links';
import type { RssFeed } from './publish-api';

const EMPTY = { appleUrl: '', spotifyUrl: '', amazonUrl: '' };
const APPLE_ERROR =
  "Please paste the show's Apple Podcasts address: it starts with https:// and is on podcasts.apple.com.";
const SPOTIFY_ERROR = "Please paste the show's Spotify address: it starts with https:// and is on open.spotify.com.";
const AMAZON_ERROR =
  "Please paste the show's Amazon Music address: it starts with https:// and is on music.amazon.com (or music.amazon.<country>).";

const FEED: RssFeed = {
  feedId: '5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11',
  feedUrl: 'https://podloom.example/feeds/5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11.xml',
  platform: 'apple',
  podcastTitle: 'Bees',
  podcastDescription: 'About bees',
  podcastWebsite: 'https://bees.example.com',
  copyrightHolder: 'Asha',
  language: 'en-us',
  podcastAuthor: 'Asha',
  podcastSummary: '',
  ownerName: 'Asha',
  ownerEmail: 'asha@example.com',
  explicit: 'no',
  podcastImageUrl: 'https://podloom.example/feeds/5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11/cover-x.jpg',
  category: 'Science',
  lastBuildDate: '2026-11-24T10:00:00.000Z',
  appleUrl: 'https://podcasts.apple.com/us/podcast/bees/id1',
  spotifyUrl: null,
  amazonUrl: null,
};

describe('directory listing links form', () => {
  it('accepts empty fields and each directory’s own https listings', () => {
    expect(validateDirectoryLinks(EMPTY)).toEqual({ ok: true });
    expect(
      validateDirectoryLinks({
        appleUrl: 'https://podcasts.apple.com/us/podcast/bees/id1',
        spotifyUrl: ' https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk ',
        amazonUrl: 'https://music.amazon.de/podcasts/abc/bees',
      }),
    ).toEqual({ ok: true });
  });

  it.each([
    ['appleUrl', 'http://podcasts.apple.com/us/podcast/bees/id1', APPLE_ERROR],
    ['appleUrl', 'https://podcasts.apple.com.example.net/id1', APPLE_ERROR],
    ['appleUrl', 'podcasts.apple.com/us/podcast/bees/id1', APPLE_ERROR],
    ['spotifyUrl', 'https://spotify.com/show/1', SPOTIFY_ERROR],
    ['spotifyUrl', 'https://podcasts.apple.com/us/podcast/bees/id1', SPOTIFY_ERROR],
    ['amazonUrl', 'https://www.amazon.com/podcasts/1', AMAZON_ERROR],
    ['amazonUrl', 'https://music.amazon.evil.example/podcasts/1', AMAZON_ERROR],
  ])('refuses %s = %s with a sentence under that field', (field, value, message) => {
    expect(validateDirectoryLinks({ ...EMPTY, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('saves through createRss with the feed as it is and the links (empty clears)', () => {
    const values = directoryLinksOfFeed(FEED);
    expect(values).toEqual({ ...EMPTY, appleUrl: FEED.appleUrl });
    const payload = directoryLinksPayload(
      FEED,
      { ...values, appleUrl: '', spotifyUrl: ' https://open.spotify.com/show/1 ' },
      7,
    );
    expect(payload).toMatchObject({
      userId: 7,
      platform: 'apple',
      podcastTitle: 'Bees',
      category: 'Science',
      podcastImageUrl: null, // the generated cover stays the feed's own
      appleUrl: '',
      spotifyUrl: 'https://open.spotify.com/show/1',
      amazonUrl: '',
    });
  });
});
