/** Content types by extension, for files stored without an explicit type. */
const BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  webm: 'audio/webm',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  xml: 'application/xml',
  rss: 'application/rss+xml',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  zip: 'application/zip',
  eml: 'message/rfc822',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return DEFAULT_CONTENT_TYPE;
  return BY_EXTENSION[key.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}
