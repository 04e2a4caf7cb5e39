import { createHash } from 'node:crypto';

/** The Podcast Index namespace for `podcast:guid` (podcast namespace, "guid" tag). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** RFC 9562 UUID version 5: SHA-1 of the namespace's bytes and the name, with version and variant bits set. */
export function uuidV5(name: string, namespace: string): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (namespaceBytes.length !== 16) throw new Error('The namespace is not a UUID.');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `podcast:guid` of a feed: UUIDv5 of its URL without the scheme and trailing slashes. */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  return uuidV5(name, PODCAST_GUID_NAMESPACE);
}
