import { PRODUCT } from '@podloom/contract';
import {
  accentRule,
  chapterList,
  episodeMeta,
  esc,
  isoDuration,
  langOf,
  page,
  player,
  STYLE,
  sameAs,
  subscribeLinks,
  transcript,
} from './page-parts';
import type { PublicEpisode, PublicShow } from './public-page-model';
import type { TranscriptCue } from './vtt-cues';

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
  const body = `<main>
<article>
<div class="band"><div class="wrap hero">
<img src="${esc(show.thumbnailUrls.episode)}" alt="Cover of ${esc(show.title)}" width="140" height="140" fetchpriority="high">
<div>
<p class="meta"><a href="${esc(show.pageUrl)}">${esc(show.title)}</a></p>
<h1>${esc(episode.title)}</h1>
<p class="meta">${episodeMeta(episode)}</p>
${people}
</div>
</div></div>
<div class="wrap">
<div class="card">${player(episode, episode.title)}</div>
${chapterList(episode)}
<section aria-labelledby="about"><h2 id="about">About this episode</h2><p>${esc(episode.description)}</p>${disclosure(show)}</section>
${transcript(cues)}
<section aria-labelledby="subscribe"><h2 id="subscribe">Subscribe</h2>${subscribeLinks(show)}</section>
</div>
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
      accent: show.accent,
    },
    body,
  );
}

/** The show's AI-disclosure statement, when on. */
function disclosure(show: PublicShow): string {
  return show.aiDisclosure ? `<p class="meta disclosure">${esc(show.aiDisclosure)}</p>` : '';
}

/** The show's support link (its podcast:funding), when it has one. */
function support(show: PublicShow): string {
  return show.funding ? `<p><a href="${esc(show.funding.url)}" rel="noopener">${esc(show.funding.text)}</a></p>` : '';
}

/** Links to the show page's newer and older episodes; null where there are none. */
export interface ShowPager {
  newer: string | null;
  older: string | null;
}

function pagerHtml(pager: ShowPager): string {
  if (!pager.newer && !pager.older) return '';
  const newer = pager.newer ? `<a href="${esc(pager.newer)}" rel="prev">Newer episodes</a>` : '';
  const older = pager.older ? `<a href="${esc(pager.older)}" rel="next">Older episodes</a>` : '';
  return `<nav aria-label="Episode pages" class="pager">${newer} ${older}</nav>`;
}

export function showPageHtml(
  show: PublicShow,
  episodes: PublicEpisode[],
  pager: ShowPager = { newer: null, older: null },
) {
  const list = episodes
    .map(
      (
        e,
      ) => `<li class="card"><h3><a href="${esc(e.pageUrl)}">${esc(e.title)}</a></h3><p class="meta">${episodeMeta(e)}</p>
<p>${esc(e.description.slice(0, 280))}${e.description.length > 280 ? '…' : ''}</p></li>`,
    )
    .join('\n');
  const website = show.website
    ? `<p><a href="${esc(show.website)}" rel="noopener">Website of ${esc(show.title)}</a></p>`
    : '';
  const body = `<main>
<div class="band"><div class="wrap hero">
<img src="${esc(show.thumbnailUrls.show)}" alt="Cover of ${esc(show.title)}" width="160" height="160" fetchpriority="high">
<div>
<h1>${esc(show.title)}</h1>
<p class="meta">By ${esc(show.author)}</p>
</div>
</div></div>
<div class="wrap">
<p>${esc(show.description)}</p>
${disclosure(show)}
${website}${support(show)}
<section aria-labelledby="subscribe"><h2 id="subscribe">Subscribe</h2>${subscribeLinks(show)}</section>
<section aria-labelledby="episodes"><h2 id="episodes">Episodes</h2><ul class="episodes">${list}</ul>${pagerHtml(pager)}</section>
</div>
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
      accent: show.accent,
    },
    body,
  );
}

/**
 * The embeddable player: artwork, episode, show and the player on the show's colour. Made to fit its advertised
 * 480 × 200 frame and anything down to 320 × 160 with nothing cut off and no scrollbars (chapters live on the page).
 */
export function embedHtml(episode: PublicEpisode, show: PublicShow) {
  return `<!doctype html>
<html lang="${esc(langOf(show.language))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${episode.title} · ${show.title}`)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${esc(episode.pageUrl)}">
<style>${STYLE}${EMBED_STYLE}</style>
${accentRule(show.accent)}
</head>
<body>
<main class="embed">
<img src="${esc(show.thumbnailUrls.embed)}" alt="" width="72" height="72">
<div class="titles">
<h1><a href="${esc(episode.pageUrl)}" target="_blank" rel="noopener">${esc(episode.title)}</a></h1>
<p class="meta">${esc(show.title)}</p>
</div>
${player(episode, episode.title)}
</main>
<script src="/public/player.js" defer></script>
</body>
</html>`;
}

/** The embed's frame: one band of the show's colour; the artwork shrinks in small frames. */
const EMBED_STYLE = `
html,body{height:100%}
body{background:var(--accent);color:#fff}
.embed{display:grid;grid-template-columns:auto minmax(0,1fr);align-content:center;gap:.6rem .75rem;height:100%;padding:.75rem}
.embed img{width:72px;height:72px;border-radius:10px;background:#e5e5e5}
.embed .titles{align-self:center;min-width:0}
.embed h1{font-size:1rem;line-height:1.3;margin:0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.embed h1 a,.embed .meta,.embed .time{color:#fff}
.embed .meta{font-size:.85rem;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.embed .player{grid-column:1/-1;margin:0}
.embed .play{background:#fff;color:var(--accent);width:2.5rem;height:2.5rem}
.embed .seek{accent-color:#fff}
.embed .rate{background:transparent;color:#fff;border-color:rgba(255,255,255,.7)}
.embed audio{height:40px}
@media (max-width:360px),(max-height:180px){.embed{padding:.5rem;gap:.4rem .6rem}.embed img{width:44px;height:44px}
.embed h1{-webkit-line-clamp:1}}
`;

export function goneHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gone</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main class="wrap"><h1>This show was deleted.</h1><p><a href="/">${esc(PRODUCT.name)}</a></p></main></body></html>`;
}

export function notFoundHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main class="wrap"><h1>We could not find that page.</h1><p><a href="/">${esc(PRODUCT.name)}</a></p></main></body></html>`;
}
