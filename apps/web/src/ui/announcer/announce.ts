import { createAnnouncer } from './announcer';

/** Where batched messages go: the region <LiveAnnouncer> mounts; until then (and in unit tests) nowhere. */
let output: ((message: string) => void) | null = null;

const announcer = createAnnouncer({ speak: (message) => output?.(message) });

export function setAnnouncerOutput(write: ((message: string) => void) | null): void {
  output = write;
}

/** Queues `text` to be read out politely, batched with whatever else arrives (see announcer.ts). */
export function announce(text: string, options?: { key?: string }): void {
  announcer.announce(text, options);
}
