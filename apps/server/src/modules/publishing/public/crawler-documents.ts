import { escapeMarkup } from '../../../platform/http/escape-markup';
import { absoluteUrl } from '../feed-locations';

/** The web app's public pages (spec 001 §2 "Public routes") that a search engine may list. */
export const PUBLIC_PAGES = ['/', '/pricing', '/terms-and-conditions', '/refunds-cancellations', '/help-support'];

/** Path prefixes crawlers may read: feeds, and the public show and episode pages. */
export const PUBLIC_PREFIXES = ['/feeds/', '/shows/', '/episodes/'];

/**
 * Everything a signed-in person sees (spec 001 §2 "Protected routes"), the sign-in pages and the API:
 * nothing a crawler should index, and the API would only answer it with refusals.
 */
export const PRIVATE_PATHS = [
  '/welcome-to-podloom-ai',
  '/create-podcast',
  '/create-new-podcast',
  '/MyProfile',
  '/analytics',
  '/my-shows',
  '/audioedit',
  '/personlize',
  '/billingform',
  '/payment-status',
  '/payment-failure',
  '/managesubscription',
  '/login',
  '/signup',
  '/comapanysignup',
  '/confirm-signup',
  '/callback',
  '/api/',
  '/generate/',
  '/files/',
  '/payments/',
];

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of [...PUBLIC_PAGES.filter((p) => p !== '/'), ...PUBLIC_PREFIXES]) lines.push(`Allow: ${path}`);
  // "Allow: /$" keeps the landing page listable while the rules below close the private routes.
  lines.push('Allow: /$');
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`);
  lines.push('', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, '');
  return lines.join('\n');
}

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** A sitemaps.org 0.9 urlset; W3C datetime in UTC for lastmod. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
