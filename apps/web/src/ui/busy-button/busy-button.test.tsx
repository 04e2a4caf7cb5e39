import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BusyButton } from './busy-button';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('BusyButton', () => {
  it('shows a spinner, says it is busy, and keeps its name while busy', () => {
    const html = renderToStaticMarkup(<BusyButton busy>Login</BusyButton>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('anticon-loading');
    expect(html).toContain('<span>Login</span>');
    expect(html).toMatch(/aria-hidden="true"[^>]*aria-label="loading"|aria-label="loading"[^>]*aria-hidden="true"/);
  });

  it('draws no spinner and no motion wrapper when idle', () => {
    const html = renderToStaticMarkup(<BusyButton busy={false}>Login</BusyButton>);
    expect(html).not.toContain('anticon-loading');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('loading-icon-motion');
  });

  it('keeps its own icon when idle', () => {
    const html = renderToStaticMarkup(<BusyButton icon={<span className="mine" />}>Go</BusyButton>);
    expect(html).toContain('class="mine"');
  });
});

// antd's `loading` on a Button without an icon animates its spinner with a motion that can stick (see
// busy-button.tsx). A Button with an icon draws its spinner without that motion, so it may keep `loading`.
describe('buttons in the app', () => {
  it('never pass `loading` to an antd Button without an icon: BusyButton does that job', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<Button\b(?:=>|[^>])*?>/gs)) {
        const tag = match[0];
        if (/\sloading=/.test(tag) && !/\sicon=/.test(tag)) offenders.push(relative(SRC, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
