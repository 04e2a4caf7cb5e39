import { SHOW_TAG_MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { Show } from '../publish';
import { showTagValuesOf, showUpdateWithTags, validateShowTags } from './show-tags';

const SHOW = {
  id: '5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11',
  podcastTitle: 'Bees',
  podcastDescription: 'About bees',
  podcastWebsite: 'https://bees.example.com',
  copyrightHolder: '',
  language: 'en-us',
  podcastAuthor: 'Asha',
  podcastSummary: '',
  ownerName: 'Asha',
  ownerEmail: 'asha@example.com',
  explicit: 'no',
  podcastImageUrl: 'https://podloom.example/feeds/5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11/cover-x.jpg',
  category: 'Science',
  locked: true,
  fundingUrl: null,
  fundingText: '',
  txt: [{ purpose: 'verify', value: 'abc' }],
  aiDisclosure: 'Voices in this show are AI-generated.',
} as unknown as Show;

describe('the feed tags form', () => {
  it("sends the show's details with the tags; empty records are dropped, an empty purpose is none", () => {
    const values = showTagValuesOf(SHOW);
    values.txt.push({ purpose: '', value: ' second ' }, { purpose: ' ', value: '' });
    const input = showUpdateWithTags(SHOW, { ...values, locked: false, fundingUrl: ' https://x.example/s ' });
    expect(input).toMatchObject({
      podcastTitle: 'Bees',
      podcastImageUrl: null,
      locked: false,
      fundingUrl: 'https://x.example/s',
      txt: [
        { purpose: 'verify', value: 'abc' },
        { purpose: null, value: 'second' },
      ],
    });
  });

  it("says what is wrong with the server's sentences", () => {
    const values = { ...showTagValuesOf(SHOW), fundingUrl: 'ftp://x', txt: [{ purpose: 'a b', value: 'v' }] };
    expect(validateShowTags(values)).toEqual({
      fundingUrl: SHOW_TAG_MESSAGES.invalidFundingUrl,
      txt: SHOW_TAG_MESSAGES.txtPurposeInvalid,
    });
  });
});
