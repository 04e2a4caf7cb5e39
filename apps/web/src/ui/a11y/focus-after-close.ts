import type { RefObject } from 'react';

/**
 * Gives the focus back to `target` (the button that opened a modal) once a modal that unmounts on close is gone.
 * antd returns the focus itself only when the modal stays mounted through its closing motion; ours unmount, and
 * the focus would fall to the page's start (WCAG 2.4.3). Leaves the focus alone if something else took it.
 */
export function focusAfterClose(target: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) target.current?.focus();
  });
}

/**
 * After a modal opened over another closes: when the button that opened it is gone or disabled (a platform's
 * Publish once it has published), the focus would fall out of the modal still open; it goes to that modal's
 * panel instead, so Tab carries on inside it.
 */
export function focusOpenDialogIfLost(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const panels = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap .ant-modal > div[tabindex="0"]')];
    const open = panels.filter((panel) => panel.offsetParent !== null);
    open.at(-1)?.focus();
  });
}
