import type { Page } from 'playwright-core';

/*
 * Keyboard-only driving for end-to-end tests: every step is a key press (page.keyboard), never a mouse event.
 * Reading the page (which element has focus, how its ring is drawn) goes through page.evaluate.
 */

export interface Focused {
  tag: string;
  role: string;
  /** The accessible name, roughly as a screen reader computes it: aria-label, aria-labelledby, label, text. */
  name: string;
  id: string;
  /** The focus is drawn: an outline of 2 px or more (see `focused`). */
  ring: boolean;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', id: '', ring: false };
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelledby = el.getAttribute('aria-labelledby');
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labelledby
        ? labelledby
            .split(' ')
            .map((id) => text(document.getElementById(id)))
            .join(' ')
        : labels && labels.length > 0
          ? text(labels[0] ?? null)
          : text(el) || el.getAttribute('placeholder') || el.getAttribute('title') || '');
    // The ring is an outline of 2 px or more on the element, a near ancestor (an antd select's box) or the next
    // sibling (antd draws a radio's ring on the dot beside its hidden input).
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    };
    let ring = drawn(el.nextElementSibling);
    let node: Element | null = el;
    for (let depth = 0; node && depth < 4 && !ring; depth++, node = node.parentElement) ring = drawn(node);
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role') ?? '', name, id: el.id, ring };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches `name` and returns it; fails naming what
 * the focus passed through. Every element the focus reaches must show a ring.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { max?: number; back?: boolean; role?: string } = {},
): Promise<Focused> {
  const seen: string[] = [];
  const matches = (f: Focused) =>
    (typeof name === 'string' ? f.name === name : name.test(f.name)) &&
    (!options.role || f.role === options.role || f.tag === options.role);
  for (let i = 0; i < (options.max ?? 40); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    seen.push(`${f.tag}${f.role ? `[${f.role}]` : ''} "${f.name}"${f.ring ? '' : ' (NO RING)'}`);
    if (!f.ring && f.tag !== 'body')
      throw new Error(`Focus ring missing on ${seen.at(-1)}; passed: ${seen.join(' → ')}`);
    if (matches(f)) return f;
  }
  throw new Error(`Tab never reached "${name}"; passed: ${seen.join(' → ')}`);
}

/** Types into the focused control, as a person would. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}
