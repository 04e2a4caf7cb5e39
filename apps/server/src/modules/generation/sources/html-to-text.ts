import { Parser } from 'htmlparser2';

/**
 * Readable text of a web page: scripts, styles, navigation, forms and hidden parts dropped, block
 * elements kept as lines. When the page marks its main content (<main> or <article>) with enough text,
 * only that is kept, which leaves menus and footers behind on most sites.
 */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'head',
  'nav',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'iframe',
  'object',
  'video',
  'audio',
  'math',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
  'main',
  'blockquote',
  'pre',
  'hr',
  'dd',
  'dt',
  'dl',
  'figcaption',
  'header',
  'address',
  'title',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
  'wbr',
]);
const MAIN = new Set(['main', 'article']);
/** Below this, a <main> is more likely a wrapper of a teaser than the page's content. */
const MIN_MAIN_CHARS = 200;

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function htmlToText(html: string): { text: string; title: string } {
  let all = '';
  let main = '';
  let title = '';
  let skipDepth = 0;
  let mainDepth = 0;
  let inTitle = false;
  const stack: Array<{ name: string; skips: boolean; main: boolean }> = [];

  const write = (chunk: string) => {
    all += chunk;
    if (mainDepth > 0) main += chunk;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        const hidden =
          'hidden' in attributes ||
          attributes['aria-hidden'] === 'true' ||
          /display\s*:\s*none/i.test(attributes.style ?? '');
        const skips = SKIPPED.has(name) || hidden;
        const isMain = MAIN.has(name);
        if (!VOID.has(name)) stack.push({ name, skips, main: isMain });
        if (skips && !VOID.has(name)) skipDepth += 1;
        if (isMain) mainDepth += 1;
        if (BLOCKS.has(name) && skipDepth === 0) write('\n');
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipDepth === 0) write(text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (VOID.has(name)) return;
        // Pop up to the matching tag: htmlparser2 reports implied closes, but be safe with odd markup.
        const at = stack.map((e) => e.name).lastIndexOf(name);
        if (at < 0) return;
        for (const entry of stack.splice(at)) {
          if (entry.skips) skipDepth -= 1;
          if (entry.main) mainDepth -= 1;
        }
        if (BLOCKS.has(name) && skipDepth === 0) write('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();

  const mainText = tidy(main);
  const text = mainText.length >= MIN_MAIN_CHARS ? mainText : tidy(all);
  return { text, title: title.replace(/\s+/g, ' ').trim() };
}
