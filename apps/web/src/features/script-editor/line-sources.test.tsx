import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineSources } from './line-sources';
import { ScriptLines } from './script-lines';

const line = { speaker: 'Ravi', text: 'About ten thousand quokkas live on Rottnest Island.' };
const view = {
  text: line.text,
  unsupported: false,
  citations: [
    { quote: 'About 10,000 quokkas live on Rottnest Island.', title: 'Quokkas', url: 'https://example.org/q' },
  ],
};

describe('LineSources', () => {
  it('shows a sources button named for the line, and no Unsupported mark on a backed line', () => {
    const html = renderToStaticMarkup(<LineSources line={line} index={2} view={view} />);
    expect(html).toContain('aria-label="Sources of line 3"');
    expect(html).not.toContain('Unsupported');
  });

  it('marks an unsupported line, and shows nothing for a line changed since its citations were read', () => {
    const unsupported = { ...view, citations: [], unsupported: true };
    expect(renderToStaticMarkup(<LineSources line={line} index={0} view={unsupported} />)).toContain('Unsupported');
    const edited = { ...line, text: 'Something else entirely.' };
    expect(renderToStaticMarkup(<LineSources line={edited} index={0} view={unsupported} />)).toBe('');
  });

  it('is drawn by the script lines beside the line it belongs to', () => {
    const html = renderToStaticMarkup(
      <ScriptLines lines={[{ speaker: 'Asha', text: 'Welcome!' }, line]} citations={new Map([[1, view]])} />,
    );
    expect(html.match(/Sources of line/g)).toHaveLength(1);
    expect(html).toContain('Sources of line 2');
  });
});
