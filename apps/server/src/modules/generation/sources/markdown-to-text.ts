/**
 * Markdown to plain, speakable text: the words stay, the markup goes (links keep their text, images and
 * code blocks are dropped: a voice cannot read them usefully).
 */
export function markdownToText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // front matter
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      // fenced code blocks (indented ones look like nested lists too often to drop)
      .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
      // HTML comments and tags
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[a-zA-Z][^>]*>/g, '')
      // images, then links (inline, reference, autolinks) and reference definitions
      .replace(/!\[[^\]]*\]\([^)]*\)|!\[[^\]]*\]\[[^\]]*\]/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/^[ \t]*\[[^\]]+\]:[ \t]*\S+.*$/gm, '')
      .replace(/<(?:https?:|mailto:)[^>]+>/g, '')
      // headings, quotes, list markers, rules, table rules
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm, '$1')
      .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '')
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$\n?/gm, '')
      .replace(/\|/g, ' ')
      // emphasis, strike-through and inline code
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/^[ \t]+|[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
