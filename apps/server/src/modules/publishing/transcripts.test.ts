import { describe, expect, it } from 'vitest';
import { appleCategoryFromPodcast, findAppleCategory } from './apple-categories';
import { rfc2822 } from './rfc2822';
import { timeLines, toPlainText, toWebVtt } from './transcripts';

const lines = [
  { speaker: 'Asha', text: 'one two three' },
  { speaker: 'Ravi', text: 'four' },
];

describe('transcripts', () => {
  it('spreads lines over the audio by word count without timings', () => {
    expect(timeLines(lines, 8)).toEqual([
      { ...lines[0], start: 0, end: 6 },
      { ...lines[1], start: 6, end: 8 },
    ]);
  });

  it('uses the rendered timings when there is one per line', () => {
    const timed = timeLines(lines, 8, [
      { start: 0.25, end: 2 },
      { start: 2.5, end: 3.75 },
    ]);
    expect(toWebVtt(timed)).toBe(
      'WEBVTT\n\n1\n00:00:00.250 --> 00:00:02.000\n<v Asha>one two three\n\n2\n00:00:02.500 --> 00:00:03.750\n<v Ravi>four\n',
    );
  });

  it('escapes cue text and writes plain text as Speaker: text', () => {
    const vtt = toWebVtt(timeLines([{ speaker: 'A<b>', text: 'x --> y & z' }], 3700));
    expect(vtt).toContain('<v A&lt;b&gt;>x --&gt; y &amp; z');
    expect(vtt).toContain('00:00:00.000 --> 01:01:40.000');
    expect(toPlainText(lines)).toBe('Asha: one two three\n\nRavi: four\n');
  });
});

describe('Apple categories and dates', () => {
  it('finds categories by name, path or subcategory, and maps the generator’s categories', () => {
    expect(findAppleCategory('science > physics')).toEqual({ category: 'Science', subcategory: 'Physics' });
    expect(findAppleCategory('Mental Health')).toEqual({ category: 'Health & Fitness', subcategory: 'Mental Health' });
    expect(findAppleCategory('Cooking')).toBeNull();
    expect(appleCategoryFromPodcast('Tech')).toEqual({ category: 'Technology', subcategory: null });
    expect(appleCategoryFromPodcast('Health')).toEqual({ category: 'Health & Fitness', subcategory: null });
    expect(appleCategoryFromPodcast(undefined)).toEqual({ category: 'Business', subcategory: null });
  });

  it('writes RFC 2822 dates', () => {
    expect(rfc2822(new Date('2025-03-04T09:05:07Z'))).toBe('Tue, 04 Mar 2025 09:05:07 +0000');
  });
});
