import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What an antd dropdown still in the page holds, for a failure's message: its classes, style and visibility. */
function lingering(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)'), (menu) => {
      const style = getComputedStyle(menu);
      return {
        className: menu.className,
        style: menu.getAttribute('style'),
        opacity: style.opacity,
        animation: `${style.animationName} ${style.animationPlayState}`,
        pointerEvents: style.pointerEvents,
        focused: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      };
    }),
  );
}

/**
 * Picks an item of the open dropdown menu and waits for it to close (a closing one lingers in the page, and a second
 * menu's items of the same name would then be ambiguous). A menu that does not close says what it was left as.
 */
export async function pickMenuItem(page: Page, name: string): Promise<void> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await open.getByRole('menuitem', { name }).click();
  try {
    await expect.poll(() => open.count()).toBe(0);
  } catch (error) {
    throw new Error(`${(error as Error).message} The menu after "${name}": ${JSON.stringify(await lingering(page))}`);
  }
}
