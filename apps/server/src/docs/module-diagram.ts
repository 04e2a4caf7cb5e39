import ts from 'typescript';

export interface ModuleEdge {
  from: string;
  to: string;
  /** The dependency's name in the module's factory call, e.g. `allowance`. */
  via: string;
}

export interface ModuleGraph {
  /** Module variables in the order createModules builds them. */
  modules: string[];
  edges: ModuleEdge[];
}

const FACTORY = /^create(\w+)Module$/;

/** The module each name imported from './<module>' belongs to (e.g. extractSourceText → generation). */
function importedFrom(source: ts.SourceFile): Map<string, string> {
  const owners = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const match = /^\.\/([\w-]+)$/.exec(statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!match?.[1] || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) owners.set(element.name.text, match[1]);
  }
  return owners;
}

/** The top-level keys of the factory's argument under which `node` sits (`{ allowance: billing.service }`). */
function keyOf(node: ts.Node, argument: ts.Node): string {
  let current: ts.Node = node;
  while (current.parent && current.parent !== argument) current = current.parent;
  if (ts.isPropertyAssignment(current) || ts.isShorthandPropertyAssignment(current)) return current.name.getText();
  return node.getText();
}

function dependenciesOf(call: ts.CallExpression, known: Set<string>, owners: Map<string, string>) {
  const found: { to: string; via: string }[] = [];
  const argument = call.arguments[0];
  if (!argument) return found;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
      const to = known.has(node.text) ? node.text : owners.get(node.text);
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (to && known.has(to) && !isKey) found.push({ to, via: keyOf(node, argument) });
    }
    ts.forEachChild(node, visit);
  };
  visit(argument);
  return found;
}

/**
 * Reads apps/server/src/modules/index.ts: every `const x = createXModule({ ... })` in createModules is a module, and
 * every other module named in its argument (`billing.service`, or a function imported from that module's index)
 * is an arrow from it to that module, labelled with the key it is handed under.
 */
export function readModuleGraph(indexSource: string): ModuleGraph {
  const source = ts.createSourceFile('index.ts', indexSource, ts.ScriptTarget.Latest, true);
  const owners = importedFrom(source);
  const known = new Set<string>();
  const graph: ModuleGraph = { modules: [], edges: [] };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const call = node.initializer;
      if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && FACTORY.test(call.expression.text)) {
        const from = node.name.text;
        for (const edge of dependenciesOf(call, known, owners)) {
          if (!graph.edges.some((e) => e.from === from && e.to === edge.to && e.via === edge.via)) {
            graph.edges.push({ from, ...edge });
          }
        }
        known.add(from);
        graph.modules.push(from);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (graph.modules.length === 0) throw new Error('no create<Name>Module(...) calls found in modules/index.ts');
  return graph;
}

/** The mermaid flowchart of docs/architecture.md: an arrow points from a module to one it is handed. */
export function renderModuleDiagram(indexSource: string): string {
  const graph = readModuleGraph(indexSource);
  const lines = ['```mermaid', 'flowchart LR'];
  for (const module of graph.modules) lines.push(`  ${module}`);
  for (const edge of graph.edges) {
    const label = edge.via === edge.to ? '' : `|${edge.via}|`;
    lines.push(`  ${edge.from} -->${label} ${edge.to}`);
  }
  lines.push('```');
  return lines.join('\n');
}
