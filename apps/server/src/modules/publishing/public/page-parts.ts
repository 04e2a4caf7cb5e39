import { PRODUCT } from '@podloom/contract';
import { escapeMarkup } from '../../../platform/http/escape-markup';
import type { PublicEpisode, PublicShow } from './public-page-model';
import type { TranscriptCue } from './vtt-cues';

/** The pieces the public pages and the embed are made of: one stylesheet, one page frame, and their sections. */

const DIRECTORY_LINK_NAMES = [
  ['appleUrl', 'Apple Podcasts'],
  ['spotifyUrl', 'Spotify'],
  ['amazonUrl', 'Amazon Music'],
] as const;

/** The directory listings that are set, for the links and JSON-LD `sameAs`. */
export function directoryLinksOf(show: PublicShow): Array<{ name: string; url: string }> {
  return DIRECTORY_LINK_NAMES.flatMap(([field, name]) => (show[field] ? [{ name, url: show[field] }] : []));
}

export const sameAs = (show: PublicShow) => {
  const urls = directoryLinksOf(show).map((l) => l.url);
  return urls.length ? { sameAs: urls } : {};
};

/** Every user string goes through here: text and attribute values alike. */
export const esc = escapeMarkup;

/** JSON inside a script element: `<` escaped so no text can close the element. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export const isoDuration = (seconds: number) => `PT${Math.max(1, Math.round(seconds))}S`;
const dateText = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;
export const langOf = (language: string) => (/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i.test(language) ? language : 'en');

/** Small, readable, high-contrast and mobile first: the pages must score well with no JavaScript at all. */
export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#fafafa}
a{color:#1d4ed8}
.wrap{max-width:46rem;margin:0 auto;padding:1rem}
header.top{border-bottom:1px solid #ddd;background:#fff}
header.top .wrap{display:flex;gap:.75rem;align-items:center;padding:.75rem 1rem}
.hero{display:flex;gap:1rem;align-items:flex-start;flex-wrap:wrap;margin:1rem 0}
.hero img{border-radius:.5rem;background:#e5e5e5}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.meta{color:#4a4a55;margin:.25rem 0}
audio{width:100%;margin:.75rem 0}
ol,ul{padding-left:1.25rem}
li{margin:.35rem 0}
.chapters a,.cue a{display:inline-block;min-width:3.5rem;padding:.25rem 0}
.cue{margin:.25rem 0;padding:.25rem .5rem;border-radius:.25rem}
.cue.now{background:#fff3bf}
.transcript{max-height:24rem;overflow:auto;border:1px solid #ddd;border-radius:.5rem;background:#fff;padding:.5rem}
.subscribe{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.subscribe a,.subscribe button{display:inline-block;padding:.6rem .9rem;border:1px solid #1d4ed8;border-radius:.4rem;
background:#fff;color:#1d4ed8;font:inherit;text-decoration:none;cursor:pointer}
.episodes{list-style:none;padding:0}
.episodes li{padding:.75rem 0;border-bottom:1px solid #e5e5e5}
footer{color:#4a4a55;font-size:.9rem;padding:2rem 1rem}
`;

interface Head {
  title: string;
  description: string;
  canonical: string;
  language: string;
  image: string;
  type: 'website' | 'music.song';
  feedUrl: string;
  showTitle: string;
  extra?: string;
  jsonLd: unknown;
}

export function page(head: Head, body: string): string {
  const description = head.description.replace(/\s+/g, ' ').trim().slice(0, 300);
  return `<!doctype html>
<html lang="${esc(langOf(head.language))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(head.title)}</title>
<meta name="description" content="${esc(description)}">
<link rel="canonical" href="${esc(head.canonical)}">
<link rel="alternate" type="application/rss+xml" title="${esc(head.showTitle)}" href="${esc(head.feedUrl)}">
<meta property="og:type" content="${head.type}">
<meta property="og:site_name" content="${esc(PRODUCT.name)}">
<meta property="og:title" content="${esc(head.title)}">
<meta property="og:description" content="${esc(description)}">
<meta property="og:url" content="${esc(head.canonical)}">
<meta property="og:image" content="${esc(head.image)}">
${head.extra ?? ''}
${jsonLd(head.jsonLd)}
<style>${STYLE}</style>
</head>
<body>
<header class="top"><div class="wrap"><a href="/">${esc(PRODUCT.name)}</a></div></header>
${body}
<footer><div class="wrap">Made with ${esc(PRODUCT.name)}.</div></footer>
<script src="/public/player.js" defer></script>
</body>
</html>`;
}

export function subscribeLinks(show: PublicShow): string {
  const app = show.feedUrl.replace(/^https?:\/\//, 'podcast://');
  const listings = directoryLinksOf(show)
    .map(({ name, url }) => `<li><a href="${esc(url)}" rel="noopener">Listen on ${esc(name)}</a></li>\n`)
    .join('');
  return `<ul class="subscribe">
${listings}<li><a href="${esc(show.feedUrl)}" type="application/rss+xml">RSS feed</a></li>
<li><a href="${esc(app)}">Open in a podcast app</a></li>
<li><button type="button" data-copy="${esc(show.feedUrl)}" hidden>Copy feed URL</button></li>
</ul>
<p class="meta">Feed URL: <code>${esc(show.feedUrl)}</code></p>`;
}

export function player(episode: PublicEpisode, title: string): string {
  const track = episode.transcriptUrl
    ? `<track kind="captions" src="${esc(episode.transcriptUrl)}" srclang="${esc(langOf(episode.transcriptLanguage ?? 'en'))}" label="Transcript">`
    : '';
  return `<audio controls preload="none" src="${esc(episode.enclosureUrl)}" data-episode="${episode.id}" aria-label="${esc(`Play ${title}`)}">${track}<a href="${esc(episode.enclosureUrl)}">Download the episode (MP3)</a></audio>`;
}

export function chapterList(episode: PublicEpisode): string {
  if (episode.chapters.length < 2) return '';
  const items = episode.chapters
    .map(
      (c) =>
        `<li><a href="${esc(`${episode.enclosureUrl}#t=${c.start}`)}" data-seek="${c.start}">${clock(c.start)}</a> ${esc(c.title)}</li>`,
    )
    .join('\n');
  return `<section aria-labelledby="chapters"><h2 id="chapters">Chapters</h2><ol class="chapters">${items}</ol></section>`;
}

export function transcript(cues: TranscriptCue[]): string {
  if (cues.length === 0) return '';
  const lines = cues
    .map(
      (c) =>
        `<p class="cue" data-start="${c.start}" data-end="${c.end}"><a href="#t=${c.start}" data-seek="${c.start}">${clock(c.start)}</a> <b>${esc(c.speaker)}:</b> ${esc(c.text)}</p>`,
    )
    .join('\n');
  return `<section aria-labelledby="transcript"><h2 id="transcript">Transcript</h2><div class="transcript" tabindex="0" role="region" aria-labelledby="transcript">${lines}</div></section>`;
}

export function episodeMeta(episode: PublicEpisode): string {
  const parts = [`Season ${episode.season}`];
  if (episode.episodeNumber !== null) parts.push(`Episode ${episode.episodeNumber}`);
  parts.push(dateText(episode.pubDate), minutes(episode.durationSeconds));
  return esc(parts.join(' · '));
}
