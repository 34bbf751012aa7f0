/**
 * The import graph of the sandbox's source: every relative `import`, `import type` and
 * `export … from` of each non-test module, resolved to a file. Read with the TypeScript
 * compiler's pre-processor, so type-only imports count as edges too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

const isTestFile = (path: string) => path.includes('__tests__') || path.endsWith('.test.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !isTestFile(path) ? [path] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
}

/** Module (path relative to `root`) → the modules it imports, relative to `root` as well. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveRelative(file, fileName))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The strongly connected components with more than one module (or a module that imports
 * itself): each is one import cycle, however many modules it runs through. Tarjan's algorithm.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (node: string): void => {
    const own = counter;
    let lowest = own;
    counter += 1;
    index.set(node, own);
    low.set(node, own);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest = Math.min(lowest, low.get(next) ?? lowest);
      } else if (onStack.has(next)) {
        lowest = Math.min(lowest, index.get(next) ?? lowest);
      }
      low.set(node, lowest);
    }
    if (lowest !== own) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One path around `cycle`, e.g. `a.ts → b.ts → a.ts`, to print when the test fails. */
export function describeCycle(graph: ImportGraph, cycle: string[]): string {
  const members = new Set(cycle);
  const [start] = cycle;
  if (start === undefined) return '';
  // Breadth-first from `start` back to itself, staying inside the component.
  const previous = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain: string[] = [];
        for (let at: string | undefined = node; at !== undefined && at !== start;) {
          chain.unshift(at);
          at = previous.get(at);
        }
        return [start, ...chain, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return cycle.join(', ');
}
