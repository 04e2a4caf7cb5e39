import { useEffect, useRef } from 'react';
import { announce, setAnnouncerOutput } from './announce';

/*
 * The app's one polite live region and the functions that feed it. The region is mounted once (Providers) and
 * stays in the page, so screen readers have registered it before anything is spoken into it. It lives in a closed
 * shadow root: assistive technology reads it like any other region, while the document keeps a single copy of
 * each toast and script line for scripts, tests and find-in-page to match.
 */

/** Announces `text` each time it changes to a new non-empty value. */
export function useAnnounce(text: string | null | undefined, key?: string): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!text || text === last.current) return;
    last.current = text;
    announce(text, { key });
  }, [text, key]);
}

const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

export function LiveAnnouncer() {
  const host = useRef<HTMLDivElement>(null);
  // A closed root cannot be read back from the element, and attaching twice throws (StrictMode runs effects twice).
  const shadow = useRef<ShadowRoot | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    shadow.current ??= element.attachShadow({ mode: 'closed' });
    const root = shadow.current;
    const region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.style.cssText = HIDDEN;
    root.replaceChildren(region);
    setAnnouncerOutput((message) => {
      // A new element per message: some screen readers skip a text node whose content is merely replaced.
      const span = document.createElement('span');
      span.textContent = message;
      region.replaceChildren(span);
    });
    return () => {
      setAnnouncerOutput(null);
      root.replaceChildren();
    };
  }, []);
  return <div ref={host} data-testid="live-announcer" />;
}
