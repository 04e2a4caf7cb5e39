import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Researcher } from './research';
import { CHAI, COFFEE, ROME } from './test-wiki-pages';
import { startWikiServer, type WikiServer } from './test-wiki-server';
import { wikiApiUrl } from './wiki-client';

let wiki: WikiServer;
beforeAll(async () => {
  wiki = await startWikiServer({ en: [ROME, COFFEE], hi: [CHAI] });
});
afterAll(async () => {
  await wiki?.close();
});

describe('research for a bare topic', () => {
  it('searches the wiki of the script language, then reads each page found', async () => {
    const researcher = new Researcher({ enabled: true, wikiUrl: wiki.template });
    const found = await researcher.research({ topic: 'Why the Roman Empire fell', language: 'en-IN' });
    expect(found.status).toBe('found');
    expect(found.sources[0]).toEqual({
      title: 'Fall of the Western Roman Empire',
      url: expect.stringMatching(/\/en\/wiki\/Fall_of_the_Western_Roman_Empire$/),
    });
    expect(found.text).toContain('Odoacer deposed the young emperor Romulus Augustulus');
    // The list of other articles at the end is not material.
    expect(found.text).not.toContain('Decline of the Roman Empire');
    expect(wiki.hits).toContain('en search Why the Roman Empire fell');
  });

  it('uses the wiki of the language: Hindi topics are looked up on the Hindi wiki', async () => {
    const researcher = new Researcher({ enabled: true, wikiUrl: wiki.template });
    const found = await researcher.research({ topic: 'भारत में चाय', language: 'hi-IN' });
    expect(found.status).toBe('found');
    expect(found.sources.map((s) => s.title)).toEqual(['चाय']);
    expect(found.text).toContain('दार्जिलिंग');
    expect(wiki.hits.some((h) => h.startsWith('hi search'))).toBe(true);
  });

  it('says nothing was found when the wiki has no match', async () => {
    const researcher = new Researcher({ enabled: true, wikiUrl: wiki.template });
    expect(await researcher.research({ topic: 'Quasar knitting patterns', language: 'en' })).toEqual({
      status: 'nothing',
      sources: [],
      text: '',
    });
  });

  it('says unreachable, without throwing, when the wiki cannot be reached or answers with an error', async () => {
    const closed = await startWikiServer({});
    const template = closed.template;
    await closed.close();
    const gone = new Researcher({ enabled: true, wikiUrl: template });
    expect((await gone.research({ topic: 'Rome', language: 'en' })).status).toBe('unreachable');
    const wrongPath = new Researcher({ enabled: true, wikiUrl: template.replace('/w/api.php', '/nowhere') });
    expect((await wrongPath.research({ topic: 'Rome', language: 'en' })).status).toBe('unreachable');
  });

  it('does nothing when research is off', async () => {
    const before = wiki.hits.length;
    const researcher = new Researcher({ enabled: false, wikiUrl: wiki.template });
    expect((await researcher.research({ topic: 'Rome', language: 'en' })).status).toBe('off');
    expect(wiki.hits.length).toBe(before);
  });

  it('reads a topic once for a preview and the generation that follows', async () => {
    const researcher = new Researcher({ enabled: true, wikiUrl: wiki.template });
    const before = wiki.hits.length;
    await researcher.research({ topic: 'coffee preparation', language: 'en' });
    await researcher.research({ topic: 'Coffee preparation ', language: 'en-GB' });
    expect(wiki.hits.length - before).toBe(2); // one search, one page
  });

  it('fetches addresses in the description through the SSRF guard (a local address is refused)', async () => {
    const researcher = new Researcher({ enabled: true, wikiUrl: wiki.template });
    const found = await researcher.research({
      topic: 'Quasar knitting patterns',
      description: `See ${wiki.template.replace('{lang}/w/api.php', 'en/wiki/Anything')} for more.`,
      language: 'en',
    });
    expect(found.status).toBe('nothing');
    expect(wiki.hits.some((h) => h.includes('Anything'))).toBe(false);
  });

  it('fills the language into a template, or uses a fixed address as it is', () => {
    expect(wikiApiUrl('https://{lang}.wikipedia.org/w/api.php', 'hi').toString()).toBe(
      'https://hi.wikipedia.org/w/api.php',
    );
    expect(wikiApiUrl('https://wiki.example.org/api.php', 'de').toString()).toBe('https://wiki.example.org/api.php');
  });
});
