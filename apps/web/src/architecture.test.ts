import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * React components stay at 150 lines or fewer. Biome's noExcessiveLinesPerFunction keeps every function at 80 lines,
 * but a component made of one long JSX return is what a reader has to hold in their head at once, and biome cannot
 * tell a component from any other function. This test can: it parses every .tsx with the TypeScript compiler.
 */
const MAX_COMPONENT_LINES = 150;
const SRC = fileURLToPath(new URL('.', import.meta.url));

interface Component {
  name: string;
  line: number;
  lines: number;
}

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

function isJsx(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isParenthesizedExpression(node)) return isJsx(node.expression);
  if (ts.isConditionalExpression(node)) return isJsx(node.whenTrue) || isJsx(node.whenFalse);
  if (ts.isBinaryExpression(node)) return isJsx(node.left) || isJsx(node.right);
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
}

/** Whether the function's own body (not a nested function's) returns JSX. */
function returnsJsx(fn: FunctionLike): boolean {
  const body = fn.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return isJsx(body);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && isJsx(node.expression)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The name a function goes by: its own, or the variable it is assigned to (through memo(), forwardRef() and the like). */
function nameOf(fn: FunctionLike): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  let node: ts.Node = fn;
  while (node.parent && (ts.isCallExpression(node.parent) || ts.isParenthesizedExpression(node.parent))) {
    node = node.parent;
  }
  const holder = node.parent;
  if (holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) return holder.name.text;
  return undefined;
}

/** Every component in one .tsx source: a function with a capitalised name, or one whose body returns JSX. */
export function componentsIn(fileName: string, text: string): Component[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Component[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const name = nameOf(node);
      if ((name && /^[A-Z]/.test(name)) || returnsJsx(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ name: name ?? '(anonymous)', line: start + 1, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

function tooLong(fileName: string, text: string): string[] {
  return componentsIn(fileName, text)
    .filter((c) => c.lines > MAX_COMPONENT_LINES)
    .map((c) => `${fileName}:${c.line} ${c.name} (${c.lines} lines)`);
}

describe('React components', () => {
  it(`span at most ${MAX_COMPONENT_LINES} lines each`, () => {
    const offenders = tsxFiles(SRC).flatMap((path) => tooLong(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the component length check', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

  it('finds a long component by its capitalised name, declared or assigned, and by its JSX return', () => {
    const text = [
      `export function Wizard() {\n${body(160)}\n  return null;\n}`,
      `export const Modal = memo(() => {\n${body(151)}\n  return null;\n});`,
      `function render() {\n${body(155)}\n  return <div />;\n}`,
      `export function Small() {\n${body(140)}\n  return <p />;\n}`,
      `function helper() {\n${body(200)}\n  return 1;\n}`,
    ].join('\n');
    expect(tooLong('fixture.tsx', text)).toEqual([
      'fixture.tsx:1 Wizard (163 lines)',
      'fixture.tsx:164 Modal (154 lines)',
      'fixture.tsx:318 render (158 lines)',
    ]);
  });

  it('lets a component of exactly the limit through', () => {
    const text = `export function Edge() {\n${body(MAX_COMPONENT_LINES - 3)}\n  return <div />;\n}`;
    expect(componentsIn('edge.tsx', text)).toEqual([{ name: 'Edge', line: 1, lines: MAX_COMPONENT_LINES }]);
    expect(tooLong('edge.tsx', text)).toEqual([]);
  });

  it('does not blame a component for the JSX a nested callback returns', () => {
    const text = `function helper() {\n${body(200)}\n  return items.map((i) => <li key={i} />);\n}`;
    expect(componentsIn('nested.tsx', text).map((c) => c.name)).toEqual(['(anonymous)']);
  });
});
