import { PRODUCT } from '@podloom/contract';
import { escapeMarkup } from '../../../platform/http/escape-markup';
import { DEFAULT_ACCENT } from './artwork-colour';
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

/**
 * Podloom's design language (its type, ink, surfaces and radii) with the show's own accent, taken from its artwork
 * (`--accent`, dark enough for white text). Small, high-contrast and mobile first: whole with no JavaScript at all.
 */
export const STYLE = `
:root{--accent:${DEFAULT_ACCENT};--ink:#16122e;--muted:#55516e;--bg:#f8f7fc;--surface:#fff;--border:#e6e3f3;--radius:14px}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
color:var(--ink);background:var(--bg);-webkit-font-smoothing:antialiased}
a{color:var(--accent);text-underline-offset:.15em}
.wrap{max-width:48rem;margin:0 auto;padding:1rem}
header.top{background:var(--surface);border-bottom:1px solid var(--border)}
header.top .wrap{display:flex;align-items:center;padding:.7rem 1rem}
.brand{display:inline-flex;gap:.5rem;align-items:center;font-weight:800;letter-spacing:-.01em;color:var(--ink);
text-decoration:none}
.brand::before{content:"";width:1.5rem;height:1.5rem;border-radius:.45rem;background:linear-gradient(135deg,#6d3df5,#ff6b4a)}
.band{background:var(--accent);color:#fff}
.band a,.band .meta{color:#fff}
.hero{display:flex;gap:1.25rem;align-items:center;flex-wrap:wrap;padding-top:1.5rem;padding-bottom:1.5rem}
.hero img{border-radius:var(--radius);background:#e5e5e5;box-shadow:0 8px 24px rgba(0,0,0,.25)}
.hero>div{flex:1 1 16rem;min-width:0}
h1{font-size:1.75rem;line-height:1.2;margin:.25rem 0;letter-spacing:-.015em}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem;letter-spacing:-.01em}
h3{font-size:1.05rem;margin:0 0 .25rem}
.meta{color:var(--muted);margin:.25rem 0}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1rem;
box-shadow:0 1px 2px rgba(22,18,46,.06),0 8px 24px rgba(22,18,46,.06)}
.player{margin:1rem 0}
audio{width:100%;display:block}
.controls{display:flex;align-items:center;gap:.75rem}
.controls[hidden]{display:none}
.play{flex:none;width:3rem;height:3rem;border:0;border-radius:50%;background:var(--accent);color:#fff;cursor:pointer;
display:grid;place-items:center;box-shadow:0 4px 12px rgba(22,18,46,.2)}
.play::before{content:"";width:0;height:0;margin-left:.2rem;border-style:solid;border-width:.55rem 0 .55rem .9rem;
border-color:transparent transparent transparent currentColor}
.play[aria-pressed="true"]::before{width:.8rem;height:1rem;margin:0;border:0;border-left:.28rem solid currentColor;
border-right:.28rem solid currentColor}
.seek{flex:1;min-width:4rem;accent-color:var(--accent)}
.time{font-variant-numeric:tabular-nums;color:var(--muted);font-size:.9rem}
.rate{flex:none;border:1px solid var(--border);border-radius:999px;background:var(--surface);color:var(--ink);
font:inherit;font-size:.85rem;padding:.3rem .6rem;cursor:pointer}
.play:focus-visible,.rate:focus-visible,.seek:focus-visible,a:focus-visible{outline:3px solid #ff6b4a;outline-offset:2px}
ol,ul{padding-left:1.25rem}
li{margin:.35rem 0}
.chapters a,.cue a{display:inline-block;min-width:3.5rem;padding:.25rem 0}
.cue{margin:.25rem 0;padding:.35rem .6rem;border-radius:.5rem;transition:background .2s}
.cue.now{background:#f3efff;box-shadow:inset 3px 0 0 var(--accent)}
.transcript{max-height:24rem;overflow:auto;padding:.5rem}
.subscribe{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.subscribe a,.subscribe button{display:inline-block;padding:.55rem .95rem;border:1px solid var(--border);border-radius:999px;
background:var(--surface);color:var(--ink);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.subscribe a:hover,.subscribe button:hover{border-color:var(--accent)}
.episodes{list-style:none;padding:0;display:grid;gap:.75rem}
.episodes li{margin:0}
code{word-break:break-all}
footer{color:var(--muted);font-size:.9rem;padding:2rem 1rem}
`;

/** The show's accent for one page: a `<style>` rule after the stylesheet (a colour from our own code, never text). */
export const accentRule = (accent: string) =>
  /^#[0-9a-f]{6}$/i.test(accent) ? `<style>:root{--accent:${accent}}</style>` : '';

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
  accent: string;
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
${accentRule(head.accent)}
</head>
<body>
<header class="top"><div class="wrap"><a class="brand" href="/">${esc(PRODUCT.name)}</a></div></header>
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

/**
 * The episode's player: the browser's own controls, which work with no JavaScript; the page's script swaps them for
 * Podloom's (play, position, time, speed) driving the same element.
 */
export function player(episode: PublicEpisode, title: string): string {
  const track = episode.transcriptUrl
    ? `<track kind="captions" src="${esc(episode.transcriptUrl)}" srclang="${esc(langOf(episode.transcriptLanguage ?? 'en'))}" label="Transcript">`
    : '';
  const duration = Math.max(1, Math.round(episode.durationSeconds));
  return `<div class="player">
<audio controls preload="none" src="${esc(episode.enclosureUrl)}" data-episode="${episode.id}" aria-label="${esc(`Play ${title}`)}">${track}<a href="${esc(episode.enclosureUrl)}">Download the episode (MP3)</a></audio>
<div class="controls" data-controls hidden>
<button type="button" class="play" data-play aria-pressed="false" aria-label="${esc(`Play ${title}`)}"></button>
<span class="time" data-time>0:00</span>
<input type="range" class="seek" data-position min="0" max="${duration}" step="1" value="0" aria-label="Position in the episode">
<span class="time">${clock(duration)}</span>
<button type="button" class="rate" data-rate aria-label="Playback speed 1×">1×</button>
</div>
</div>`;
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
  return `<section aria-labelledby="transcript"><h2 id="transcript">Transcript</h2><div class="transcript card" tabindex="0" role="region" aria-labelledby="transcript">${lines}</div></section>`;
}

export function episodeMeta(episode: PublicEpisode): string {
  const parts = [`Season ${episode.season}`];
  if (episode.episodeNumber !== null) parts.push(`Episode ${episode.episodeNumber}`);
  parts.push(dateText(episode.pubDate), minutes(episode.durationSeconds));
  return esc(parts.join(' · '));
}
