import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderConfigTable } from './config-table';
import { REPO_ROOT, renderDocs, replaceSection } from './generated-sections';
import { readModuleGraph, renderModuleDiagram } from './module-diagram';

const read = (file: string) => readFile(path.join(REPO_ROOT, file), 'utf8');

/** README.md and docs/*.md, without docs/_incoming/ (notes waiting to be folded in). */
async function readerDocs(): Promise<string[]> {
  const docs = (await readdir(path.join(REPO_ROOT, 'docs'))).filter((name) => name.endsWith('.md'));
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

const FIXTURE_INDEX = `
import { createAModule } from './a';
import { createBModule, helper } from './b';
import { createCModule } from './c';
export function createModules(platform: unknown) {
  const a = createAModule({ platform });
  const b = createBModule({ platform, a: a.service });
  const c = createCModule({ platform, store: b.service.store, read: (x: string) => helper(x), again: a.service });
  return { a, b, c };
}`;

describe('the generated parts of docs/', () => {
  it('are what npm run docs writes from config.ts and modules/index.ts', async () => {
    for (const [file, { current, expected }] of await renderDocs()) {
      expect(current, `${file} is out of date: run npm run docs`).toBe(expected);
    }
  });

  it('draws an arrow from each module to every module it is handed, named by the key it gets', () => {
    expect(readModuleGraph(FIXTURE_INDEX)).toEqual({
      modules: ['a', 'b', 'c'],
      edges: [
        { from: 'b', to: 'a', via: 'a' },
        { from: 'c', to: 'b', via: 'store' },
        { from: 'c', to: 'b', via: 'read' },
        { from: 'c', to: 'a', via: 'again' },
      ],
    });
    expect(renderModuleDiagram(FIXTURE_INDEX)).toContain('  c -->|store| b\n  c -->|read| b\n  c -->|again| a');
  });

  it('lists every configuration variable with its default and accepted values, and insists on a description', () => {
    const table = renderConfigTable();
    expect(table).toContain('| `LLM_PROVIDER` | `builtin` | `builtin` `openai` `google` `anthropic` `ollama`');
    expect(table).toContain('| `PORT` | `8080` | whole number 0–65535 |');
    expect(() => renderConfigTable(z.object({ UNDESCRIBED: z.string() }))).toThrow(/UNDESCRIBED has no \.describe\(\)/);
  });

  it('replaces only what stands between a section’s markers, and refuses a doc without them', () => {
    const doc = 'before\n<!-- generated:x (note) -->\nold\n<!-- /generated:x -->\nafter\n';
    expect(replaceSection(doc, 'x', 'new')).toBe(
      'before\n<!-- generated:x (note) -->\nnew\n<!-- /generated:x -->\nafter\n',
    );
    expect(() => replaceSection('no markers', 'x', 'new')).toThrow(/markers/);
  });
});

describe('the docs a reader finds', () => {
  it('keep the README a front door: 150 lines at most', async () => {
    expect((await read('README.md')).split('\n').length).toBeLessThanOrEqual(150);
  });

  it('are organised by what a reader wants to do, never by which issue asked for something', async () => {
    for (const file of await readerDocs()) {
      expect(await read(file), file).not.toMatch(/\bissues? #?\d+/i);
    }
  });

  it('link only to files and headings that exist', async () => {
    const broken: string[] = [];
    for (const file of await readerDocs()) {
      const text = await read(file);
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [filePart = '', anchor] = target.split('#');
        const linked = filePart ? path.join(path.dirname(file), filePart) : file;
        const content = await read(linked).catch(() => null);
        if (content === null) broken.push(`${file} → ${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !anchorsIn(content).has(anchor)) {
          broken.push(`${file} → ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
