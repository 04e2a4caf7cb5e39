import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './browser';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's four category scores (0–100, mobile defaults) for each URL, in a Chromium of its own (Lighthouse
 * drives the browser itself over its debugging port), with the audits that scored below 90 to say why.
 */
export async function lighthouseScores(urls: string[]) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
  try {
    const results: Array<{ url: string; scores: Record<string, number>; weak: string[] }> = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const weak = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit.id} ${Math.round((audit.score ?? 0) * 100)}`);
      results.push({ url, scores, weak });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
