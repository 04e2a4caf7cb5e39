import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { buildFeedXml, type FeedDocument, xmlSafe } from './feed-xml';

function feedOf(text: (field: string) => string): FeedDocument {
  return {
    feedUrl: text('feedUrl'),
    hubUrl: null,
    podcastGuid: text('podcastGuid'),
    title: text('title'),
    description: text('description'),
    summary: text('summary'),
    website: text('website'),
    language: text('language'),
    copyright: text('copyright'),
    author: text('author'),
    ownerName: text('ownerName'),
    ownerEmail: text('ownerEmail'),
    explicit: false,
    imageUrl: text('imageUrl'),
    category: { category: text('category'), subcategory: text('subcategory') },
    lastBuildDate: new Date('2026-01-02T03:04:05Z'),
    locked: true,
    funding: { url: text('fundingUrl'), text: text('fundingText') },
    txt: [{ purpose: text('txtPurpose'), value: text('txtValue') }],
    episodes: [
      {
        guid: text('guid'),
        link: text('link'),
        title: text('episodeTitle'),
        description: text('episodeDescription'),
        enclosureUrl: text('enclosureUrl'),
        enclosureLength: 1234,
        durationSeconds: 60,
        season: 1,
        episodeNumber: 1,
        pubDate: new Date('2026-01-02T03:04:05Z'),
        transcripts: [{ url: text('transcriptUrl'), type: 'text/plain', language: text('transcriptLanguage') }],
        chaptersUrl: text('chaptersUrl'),
        persons: [{ name: text('personName'), role: 'host' }],
        soundbites: [{ startTime: 12.5, duration: 30.25, title: text('soundbiteTitle') }],
      },
    ],
  };
}

interface Parsed {
  /** Text of each element, keyed by its path (`rss/channel/title`). */
  texts: Map<string, string>;
  /** Attribute values, keyed by `path@name`. */
  attributes: Map<string, string>;
}

/** A strict, conforming XML parser (saxes): throws on anything not well-formed, unknown entities included. */
function parseStrictly(xml: string): Parsed {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const texts = new Map<string, string>();
  const attributes = new Map<string, string>();
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    for (const [name, attribute] of Object.entries(tag.attributes)) {
      attributes.set(`${path.join('/')}@${name}`, attribute.value);
    }
  });
  parser.on('text', (text) => {
    const key = path.join('/');
    texts.set(key, (texts.get(key) ?? '') + text);
  });
  parser.on('closetag', () => {
    path.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return { texts, attributes };
}

describe('buildFeedXml', () => {
  it.each([
    'Rock&nbsp;and roll',
    'A &#0; zero',
    'Odd &foo; entity',
    'Literal &amp; stays',
    'Hex &#x26; ref',
    'Tags <b>&</b> "quotes" \'apos\'',
  ])('keeps %j as text and stays well-formed, in text and attributes', (value) => {
    const xml = buildFeedXml(feedOf(() => value));
    const { texts, attributes } = parseStrictly(xml);
    expect(texts.get('rss/channel/title')).toBe(value);
    expect(texts.get('rss/channel/description')).toBe(value);
    expect(texts.get('rss/channel/item/description')).toBe(value);
    expect(attributes.get('rss/channel/itunes:image@href')).toBe(value);
    expect(attributes.get('rss/channel/itunes:category@text')).toBe(value);
    expect(attributes.get('rss/channel/item/enclosure@url')).toBe(value);
    expect(attributes.get('rss/channel/podcast:funding@url')).toBe(value);
    expect(texts.get('rss/channel/podcast:funding')).toBe(value);
    expect(attributes.get('rss/channel/podcast:txt@purpose')).toBe(value);
    expect(texts.get('rss/channel/podcast:txt')).toBe(value);
  });

  it('writes a soundbite clip as podcast:soundbite with its start and duration in seconds', () => {
    const { texts, attributes } = parseStrictly(buildFeedXml(feedOf((field) => `<${field} & "x">`)));
    expect(attributes.get('rss/channel/item/podcast:soundbite@startTime')).toBe('12.5');
    expect(attributes.get('rss/channel/item/podcast:soundbite@duration')).toBe('30.25');
    expect(texts.get('rss/channel/item/podcast:soundbite')).toBe('<soundbiteTitle & "x">');
  });

  it('drops characters XML cannot carry (NUL, other controls, lone surrogates, U+FFFF)', () => {
    const { texts } = parseStrictly(buildFeedXml(feedOf(() => 'a\u0000b\u0001c\uD800d\uFFFFe')));
    expect(texts.get('rss/channel/title')).toBe('abcde');
  });

  it('round-trips arbitrary strings through a strict XML parser, minus the characters XML cannot carry', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.stringMatching(/^[&#;a-z0-9<>"'\r\n\t ]{0,30}$/),
    );
    fc.assert(
      fc.property(anyText, anyText, (text, attribute) => {
        const xml = buildFeedXml(
          feedOf((field) =>
            ['imageUrl', 'enclosureUrl', 'category', 'transcriptUrl', 'chaptersUrl', 'fundingUrl'].includes(field)
              ? attribute
              : text,
          ),
        );
        const { texts, attributes } = parseStrictly(xml);
        // Strings here stay far below DESCRIPTION_MAX_BYTES, so descriptions are not cut.
        expect(texts.get('rss/channel/title') ?? '').toBe(xmlSafe(text));
        expect(texts.get('rss/channel/item/description') ?? '').toBe(xmlSafe(text));
        expect(attributes.get('rss/channel/itunes:image@href')).toBe(xmlSafe(attribute));
        expect(attributes.get('rss/channel/item/enclosure@url')).toBe(xmlSafe(attribute));
        expect(attributes.get('rss/channel/item/podcast:transcript@url')).toBe(xmlSafe(attribute));
        expect(attributes.get('rss/channel/item/podcast:chapters@url')).toBe(xmlSafe(attribute));
        expect(texts.get('rss/channel/item/podcast:person') ?? '').toBe(xmlSafe(text));
        expect(attributes.get('rss/channel/podcast:funding@url')).toBe(xmlSafe(attribute));
        expect(texts.get('rss/channel/podcast:txt') ?? '').toBe(xmlSafe(text));
        expect(texts.get('rss/channel/item/podcast:soundbite') ?? '').toBe(xmlSafe(text));
      }),
      { numRuns: 1000 },
    );
  });
});
