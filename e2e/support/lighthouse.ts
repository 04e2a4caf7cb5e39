import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './browser';

/** The server's queued and running jobs, read from its metrics (open to this machine). */
async function jobsInQueue(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return [...text.matchAll(/^podloom_queue_jobs\{state="(?:waiting|active)"\} (\d+)/gm)].reduce(
    (sum, [, count]) => sum + Number(count),
    0,
  );
}

/**
 * Waits until the server has no job queued or running (the work a published episode starts), so that Lighthouse's
 * simulated mobile CPU measures the page and not a render sharing the machine's cores.
 */
export async function waitForIdleJobs(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await jobsInQueue(baseUrl)) > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still running on ${baseUrl} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type LighthouseOptions = { port: number; logLevel: 'error'; output: 'json' };

/**
 * One Lighthouse run of a URL. Lighthouse sometimes ends a load with a runtime error (`NO_NAVSTART`, seen when a
 * browser loads a URL it has just loaded): that run measured nothing, so the URL is measured once more.
 */
async function measure(url: string, options: LighthouseOptions) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { ...options, onlyCategories: [...LIGHTHOUSE_CATEGORIES] }))?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError || attempt === 2) return lhr;
  }
}

/**
 * Lighthouse's four category scores (0–100, mobile defaults) for each URL, in a Chromium of its own (Lighthouse
 * drives the browser itself over its debugging port), with the audits that scored below 90 to say why.
 */
export async function lighthouseScores(urls: string[]) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
  const options: LighthouseOptions = { port: chrome.port, logLevel: 'error', output: 'json' };
  try {
    // A browser just launched pays its own start-up on the first page it loads (seen as 80–250 ms more blocking
    // time on the first URL only): one untimed pass first, as a visitor's browser is already running. It loads the
    // first page under another address (a query the page ignores), so no URL is loaded twice in a row.
    const warmUp = new URL(urls[0] as string);
    warmUp.searchParams.set('lighthouse-warm-up', '1');
    await lighthouse(warmUp.toString(), { ...options, onlyCategories: ['performance'] });
    const results: Array<{ url: string; scores: Record<string, number>; weak: string[] }> = [];
    for (const url of urls) {
      const lhr = await measure(url, options);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const weak = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit.id} ${Math.round((audit.score ?? 0) * 100)}`);
      if (lhr.runtimeError) weak.unshift(`runtime error ${lhr.runtimeError.code}`);
      results.push({ url, scores, weak });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
