import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The web project's tests share one module graph (vitest.config.ts). A test that renders into a DOM cannot: Testing
 * Library binds `screen` to the first document it meets, so a second such file would query an empty body. Those tests
 * run in the `web-dom` project, which takes them by name: `*.dom.test.tsx`. This test catches one named otherwise.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));
const NEEDS_DOM = /@vitest-environment\s+(jsdom|happy-dom)|from '@testing-library\/(react|dom|user-event)'/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Test files that render into a DOM but would run in the shared `web` project. */
export function misnamedDomTests(files: ReadonlyArray<{ name: string; text: string }>): string[] {
  return files.filter((f) => !/\.dom\.test\.tsx?$/.test(f.name) && NEEDS_DOM.test(f.text)).map((f) => f.name);
}

describe('test environments', () => {
  it('names every test that needs a DOM *.dom.test.tsx, so it runs in a context of its own', () => {
    const files = testFiles(SRC)
      .filter((file) => file !== fileURLToPath(import.meta.url)) // its own examples below would match
      .map((file) => ({ name: relative(SRC, file), text: readFileSync(file, 'utf8') }));
    expect(files.filter((f) => f.name.endsWith('.dom.test.tsx')).length).toBeGreaterThan(0);
    expect(misnamedDomTests(files)).toEqual([]);
  });

  it('tells a DOM test by its environment comment or its Testing Library import', () => {
    // Spelt in two parts: Vitest reads the environment comment anywhere in a file, this one's strings included.
    const jsdomComment = `// ${['@vitest', 'environment'].join('-')} jsdom\n`;
    const files = [
      { name: 'a.test.tsx', text: jsdomComment },
      { name: 'b.test.tsx', text: "import { render } from '@testing-library/react';\n" },
      { name: 'c.dom.test.tsx', text: jsdomComment },
      { name: 'd.test.ts', text: "import { describe } from 'vitest';\n" },
    ];
    expect(misnamedDomTests(files)).toEqual(['a.test.tsx', 'b.test.tsx']);
  });
});
