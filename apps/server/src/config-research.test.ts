import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('research configuration', () => {
  it('researches Wikipedia in the script language by default', () => {
    expect(loadConfig({}).research).toEqual({ enabled: true, wikiUrl: 'https://{lang}.wikipedia.org/w/api.php' });
  });

  it('turns off with RESEARCH=off (or false, 0) and takes another MediaWiki', () => {
    for (const value of ['off', 'false', '0']) expect(loadConfig({ RESEARCH: value }).research.enabled).toBe(false);
    expect(loadConfig({ RESEARCH_WIKI_URL: 'http://wiki.intranet:8080/api.php' }).research.wikiUrl).toBe(
      'http://wiki.intranet:8080/api.php',
    );
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ RESEARCH: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ RESEARCH_WIKI_URL: 'ftp://wiki.example.org/api.php' })).toThrow(/RESEARCH_WIKI_URL/);
    expect(() => loadConfig({ RESEARCH: 'maybe' })).toThrow(/RESEARCH/);
  });
});
