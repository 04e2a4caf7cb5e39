import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes the five characters that end text or a quoted attribute, in HTML and XML alike', () => {
    expect(escapeMarkup(`<script>alert("x" + 'y')</script> & more`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; more',
    );
    expect(escapeMarkup(42)).toBe('42');
  });
});
