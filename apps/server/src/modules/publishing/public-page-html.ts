import { PRODUCT } from '@podloom/contract';
import { escapeMarkup } from '../../platform/http/escape-markup';
import type { EpisodeChapter } from './episode-chapters';
import type { TranscriptCue } from './vtt-cues';

/** Everything a public page shows of an episode: only what its published feed already tells the world. */
export interface PublicEpisode {
  id: number;
  title: string;
  description: string;
  pageUrl: string;
  embedUrl: string;
  enclosureUrl: string;
  enclosureLength: number;
  durationSeconds: number;
  season: number;
  episodeNumber: number | null;
  pubDate: Date;
  chapters: EpisodeChapter[];
  transcriptUrl: string | null;
  transcriptLanguage: string | null;
  persons: Array<{ name: string; role: string }>;
}

export interface PublicShow {
  title: string;
  description: string;
  author: string;
  language: string;
  pageUrl: string;
  feedUrl: string;
  imageUrl: string;
  website: string;
  /** The show's listings in the directories, when the creator gave them. */
  appleUrl: string | null;
  spotifyUrl: string | null;
  amazonUrl: string | null;
}

const DIRECTORY_LINK_NAMES = [
  ['appleUrl', 'Apple Podcasts'],
  ['spotifyUrl', 'Spotify'],
  ['amazonUrl', 'Amazon Music'],
] as const;

/** The directory listings that are set, for the links and JSON-LD `sameAs`. */
export function directoryLinksOf(show: PublicShow): Array<{ name: string; url: string }> {
  return DIRECTORY_LINK_NAMES.flatMap(([field, name]) => (show[field] ? [{ name, url: show[field] }] : []));
}

const sameAs = (show: PublicShow) => {
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

const isoDuration = (seconds: number) => `PT${Math.max(1, Math.round(seconds))}S`;
const dateText = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;
const langOf = (language: string) => (/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i.test(language) ? language : 'en');

/** Small, readable, high-contrast and mobile first: the pages must score well with no JavaScript at all. */
const STYLE = `
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

function page(head: Head, body: string): string {
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

function subscribeLinks(show: PublicShow): string {
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

function player(episode: PublicEpisode, title: string): string {
  const track = episode.transcriptUrl
    ? `<track kind="captions" src="${esc(episode.transcriptUrl)}" srclang="${esc(langOf(episode.transcriptLanguage ?? 'en'))}" label="Transcript">`
    : '';
  return `<audio controls preload="none" src="${esc(episode.enclosureUrl)}" data-episode="${episode.id}" aria-label="${esc(`Play ${title}`)}">${track}<a href="${esc(episode.enclosureUrl)}">Download the episode (MP3)</a></audio>`;
}

function chapterList(episode: PublicEpisode): string {
  if (episode.chapters.length < 2) return '';
  const items = episode.chapters
    .map(
      (c) =>
        `<li><a href="${esc(`${episode.enclosureUrl}#t=${c.start}`)}" data-seek="${c.start}">${clock(c.start)}</a> ${esc(c.title)}</li>`,
    )
    .join('\n');
  return `<section aria-labelledby="chapters"><h2 id="chapters">Chapters</h2><ol class="chapters">${items}</ol></section>`;
}

function transcript(cues: TranscriptCue[]): string {
  if (cues.length === 0) return '';
  const lines = cues
    .map(
      (c) =>
        `<p class="cue" data-start="${c.start}" data-end="${c.end}"><a href="#t=${c.start}" data-seek="${c.start}">${clock(c.start)}</a> <b>${esc(c.speaker)}:</b> ${esc(c.text)}</p>`,
    )
    .join('\n');
  return `<section aria-labelledby="transcript"><h2 id="transcript">Transcript</h2><div class="transcript" tabindex="0" role="region" aria-labelledby="transcript">${lines}</div></section>`;
}

function episodeMeta(episode: PublicEpisode): string {
  const parts = [`Season ${episode.season}`];
  if (episode.episodeNumber !== null) parts.push(`Episode ${episode.episodeNumber}`);
  parts.push(dateText(episode.pubDate), minutes(episode.durationSeconds));
  return esc(parts.join(' · '));
}

function episodeJsonLd(episode: PublicEpisode, show: PublicShow) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    description: episode.description,
    url: episode.pageUrl,
    datePublished: episode.pubDate.toISOString(),
    timeRequired: isoDuration(episode.durationSeconds),
    ...(episode.episodeNumber !== null ? { episodeNumber: episode.episodeNumber } : {}),
    image: show.imageUrl,
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: episode.enclosureUrl,
      encodingFormat: 'audio/mpeg',
      contentSize: String(episode.enclosureLength),
      duration: isoDuration(episode.durationSeconds),
    },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: show.title,
      url: show.pageUrl,
      webFeed: show.feedUrl,
      ...sameAs(show),
    },
    ...(episode.persons.length
      ? { actor: episode.persons.map((p) => ({ '@type': 'Person', name: p.name, roleName: p.role })) }
      : {}),
  };
}

export function episodePageHtml(episode: PublicEpisode, show: PublicShow, cues: TranscriptCue[], oembedUrl: string) {
  const title = `${episode.title} · ${show.title}`;
  const extra = [
    `<meta property="og:audio" content="${esc(episode.enclosureUrl)}">`,
    '<meta property="og:audio:type" content="audio/mpeg">',
    '<meta name="twitter:card" content="player">',
    `<meta name="twitter:title" content="${esc(title)}">`,
    `<meta name="twitter:description" content="${esc(episode.description.slice(0, 200))}">`,
    `<meta name="twitter:image" content="${esc(show.imageUrl)}">`,
    `<meta name="twitter:player" content="${esc(episode.embedUrl)}">`,
    '<meta name="twitter:player:width" content="480">',
    '<meta name="twitter:player:height" content="200">',
    `<link rel="alternate" type="application/json+oembed" href="${esc(oembedUrl)}" title="${esc(title)}">`,
  ].join('\n');
  const people = episode.persons.length
    ? `<p class="meta">${esc(episode.persons.map((p) => `${p.name} (${p.role})`).join(', '))}</p>`
    : '';
  const body = `<main class="wrap">
<article>
<div class="hero">
<img src="${esc(show.imageUrl)}" alt="Cover of ${esc(show.title)}" width="140" height="140">
<div>
<p class="meta"><a href="${esc(show.pageUrl)}">${esc(show.title)}</a></p>
<h1>${esc(episode.title)}</h1>
<p class="meta">${episodeMeta(episode)}</p>
${people}
</div>
</div>
${player(episode, episode.title)}
${chapterList(episode)}
<section aria-labelledby="about"><h2 id="about">About this episode</h2><p>${esc(episode.description)}</p></section>
${transcript(cues)}
<section aria-labelledby="subscribe"><h2 id="subscribe">Subscribe</h2>${subscribeLinks(show)}</section>
</article>
</main>`;
  return page(
    {
      title,
      description: episode.description,
      canonical: episode.pageUrl,
      language: show.language,
      image: show.imageUrl,
      type: 'music.song',
      feedUrl: show.feedUrl,
      showTitle: show.title,
      extra,
      jsonLd: episodeJsonLd(episode, show),
    },
    body,
  );
}

export function showPageHtml(show: PublicShow, episodes: PublicEpisode[]) {
  const list = episodes
    .map(
      (e) => `<li><h3><a href="${esc(e.pageUrl)}">${esc(e.title)}</a></h3><p class="meta">${episodeMeta(e)}</p>
<p>${esc(e.description.slice(0, 280))}${e.description.length > 280 ? '…' : ''}</p></li>`,
    )
    .join('\n');
  const website = show.website
    ? `<p><a href="${esc(show.website)}" rel="noopener">Website of ${esc(show.title)}</a></p>`
    : '';
  const body = `<main class="wrap">
<div class="hero">
<img src="${esc(show.imageUrl)}" alt="Cover of ${esc(show.title)}" width="160" height="160">
<div>
<h1>${esc(show.title)}</h1>
<p class="meta">By ${esc(show.author)}</p>
</div>
</div>
<p>${esc(show.description)}</p>
${website}
<section aria-labelledby="subscribe"><h2 id="subscribe">Subscribe</h2>${subscribeLinks(show)}</section>
<section aria-labelledby="episodes"><h2 id="episodes">Episodes</h2><ul class="episodes">${list}</ul></section>
</main>`;
  return page(
    {
      title: show.title,
      description: show.description,
      canonical: show.pageUrl,
      language: show.language,
      image: show.imageUrl,
      type: 'website',
      feedUrl: show.feedUrl,
      showTitle: show.title,
      extra: '<meta name="twitter:card" content="summary">',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'PodcastSeries',
        name: show.title,
        description: show.description,
        url: show.pageUrl,
        image: show.imageUrl,
        webFeed: show.feedUrl,
        author: { '@type': 'Person', name: show.author },
        ...sameAs(show),
      },
    },
    body,
  );
}

/** The embeddable player: the episode, its show and chapters, in a frame of about 480 × 200. */
export function embedHtml(episode: PublicEpisode, show: PublicShow) {
  const chapters = episode.chapters.length > 1 ? chapterList(episode) : '';
  return `<!doctype html>
<html lang="${esc(langOf(show.language))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${episode.title} · ${show.title}`)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${esc(episode.pageUrl)}">
<style>${STYLE}
body{background:#fff}.wrap{padding:.5rem}.hero{margin:0}h1{font-size:1.1rem}.chapters{font-size:.9rem}</style>
</head>
<body>
<main class="wrap">
<div class="hero">
<img src="${esc(show.imageUrl)}" alt="" width="64" height="64">
<div>
<h1><a href="${esc(episode.pageUrl)}" target="_blank" rel="noopener">${esc(episode.title)}</a></h1>
<p class="meta">${esc(show.title)}</p>
</div>
</div>
${player(episode, episode.title)}
${chapters}
</main>
<script src="/public/player.js" defer></script>
</body>
</html>`;
}

export function notFoundHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main class="wrap"><h1>We could not find that page.</h1><p><a href="/">${esc(PRODUCT.name)}</a></p></main></body></html>`;
}
