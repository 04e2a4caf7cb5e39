import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderConfigTable } from './config-table';
import { renderModuleDiagram } from './module-diagram';

/** The repository's root, from apps/server/src/docs. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface GeneratedSection {
  /** The doc, relative to the repository's root. */
  file: string;
  /** Its markers: `<!-- generated:<name> ... -->` and `<!-- /generated:<name> -->`. */
  name: string;
  render(): Promise<string>;
}

/** Parts of docs/ written from the code they describe, so a doc cannot drift from it (npm run docs rewrites them). */
export const GENERATED_SECTIONS: GeneratedSection[] = [
  { file: 'docs/operating.md', name: 'config-table', render: async () => renderConfigTable() },
  {
    file: 'docs/architecture.md',
    name: 'module-diagram',
    render: async () =>
      renderModuleDiagram(await readFile(path.join(REPO_ROOT, 'apps/server/src/modules/index.ts'), 'utf8')),
  },
];

/** Replaces what stands between a section's markers; a doc without both markers is an error, not a silent skip. */
export function replaceSection(doc: string, name: string, content: string): string {
  const open = new RegExp(`(<!-- generated:${name}\\b[^>]*-->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  if (!open.test(doc))
    throw new Error(`the markers <!-- generated:${name} --> … <!-- /generated:${name} --> are missing`);
  return doc.replace(open, (_match, start: string, end: string) => `${start}${content}\n${end}`);
}

/** Each doc as it should read: its current text with every generated section rendered afresh. */
export async function renderDocs(): Promise<Map<string, { current: string; expected: string }>> {
  const docs = new Map<string, { current: string; expected: string }>();
  for (const section of GENERATED_SECTIONS) {
    const entry = docs.get(section.file) ?? (await readDoc(section.file));
    entry.expected = replaceSection(entry.expected, section.name, await section.render());
    docs.set(section.file, entry);
  }
  return docs;
}

async function readDoc(file: string) {
  const current = await readFile(path.join(REPO_ROOT, file), 'utf8');
  return { current, expected: current };
}
