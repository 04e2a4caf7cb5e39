import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * Runs axe-core's WCAG 2.0, 2.1 and 2.2 A/AA rules on the page and throws on serious or critical violations,
 * listing each rule with the elements it flagged. axe is evaluated through the DevTools protocol (not a <script>
 * tag), so the app's content security policy stays exactly as it is served.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);

let source: Promise<string> | undefined;
function axeSource(): Promise<string> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** A readable list: one block per rule, its elements and what axe says would fix each. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits until the page's requests have answered (a query that enables a button, say: its colours then change) and
 * CSS animations and transitions (a modal fading in, a button's colour moving) have ended, so colours are final.
 * A page with a stream open never falls quiet, so the first wait gives up after a moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** Runs axe once on the page (or the part `include` selects) and answers its serious or critical violations. */
async function seriousViolations(page: Page, include: string | null): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(await axeSource());
  const violations = await page.evaluate(
    async ([tags, include]) => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe;
      // Behind an open modal's mask the page is out of reach (antd keeps focus in the dialog, the mask takes the
      // clicks): axe would judge targets the mask half covers, so with a modal open only the modals are checked.
      const modalOpen = [...document.querySelectorAll('.ant-modal-mask')].some((mask) => {
        const box = mask.getBoundingClientRect();
        return getComputedStyle(mask).display !== 'none' && box.width > 0 && box.height > 0;
      });
      const scope = include ?? (modalOpen ? '.ant-modal-root' : null);
      const result = await axe.run(scope ? { include: [scope] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
      }));
    },
    [TAGS, include] as const,
  );
  return violations.filter((v) => FAILING.has(v.impact ?? ''));
}

/**
 * Checks the page (or the part `include` selects, e.g. an open dialog) and throws when axe finds a serious or
 * critical violation. `label` names the screen and state in the message.
 *
 * A page may still be changing under the check: a button that a query just enabled fades from its disabled
 * colours, and axe reads the colours of that moment. So a page that fails is given a second and checked again;
 * only what fails twice is reported (a real violation does not go away by itself).
 */
export async function expectNoAxeViolations(page: Page, label: string, options: { include?: string } = {}) {
  await settle(page);
  let failing = await seriousViolations(page, options.include ?? null);
  if (failing.length > 0) {
    await page.waitForTimeout(1_000);
    await settle(page);
    failing = await seriousViolations(page, options.include ?? null);
  }
  if (failing.length > 0) {
    throw new Error(
      `axe found ${failing.length} serious or critical violation(s) on ${label}:\n${formatViolations(failing)}`,
    );
  }
}
