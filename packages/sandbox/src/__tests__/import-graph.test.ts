/**
 * The sandbox's modules import in one direction: no cycle (type-only imports included), and the
 * core's three bands import only downward (decision 0167). Fails naming the cycle or the import.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycle, importCycles, importGraph, type ImportGraph } from './import-graph';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** Each band by path prefix, lowest first; every module outside the core sits below or above it. */
const BANDS = [
  {
    name: 'below the core (storage, crypto, chains, defaults)',
    prefixes: ['defaults.ts', 'storage/', 'crypto/', 'chains/'],
  },
  {
    name: 'bottom: the handler contract and its foundations',
    prefixes: [
      'core/contract.ts',
      'core/errors.ts',
      'core/error-body.ts',
      'core/error-categories.ts',
      'core/client-checks.ts',
      'core/clock.ts',
      'core/random.ts',
      'core/request.ts',
      'core/validation.ts',
    ],
  },
  {
    name: 'middle: records and building blocks',
    prefixes: [
      'core/records/',
      'core/auth/',
      'core/policy/',
      'core/webauthn/',
      'core/webhooks/',
      'core/stamp.ts',
      'core/stamp-diagnosis/',
      'core/views.ts',
    ],
  },
  { name: 'top: handlers and endpoints', prefixes: ['core/handlers/', 'core/endpoints/'] },
  {
    name: 'entry points (the core, the package, the Node server)',
    prefixes: ['core/index.ts', 'index.ts', 'client-overrides.ts', 'node/'],
  },
];

const bandOf = (module: string) =>
  BANDS.findIndex((band) => band.prefixes.some((prefix) => module.startsWith(prefix)));

/** Every import from a module to a module of a higher band, as `from → to`. */
export function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([module, targets]) =>
    targets
      .filter((target) => bandOf(target) > bandOf(module))
      .map((target) => `${module} → ${target}`),
  );
}

describe('the import graph of packages/sandbox/src', () => {
  const graph = importGraph(SOURCE);

  it('reads the whole source', () => {
    for (const module of [
      'storage/types.ts',
      'crypto/index.ts',
      'core/contract.ts',
      'node/server.ts',
    ]) {
      expect(graph.has(module), module).toBe(true);
    }
    expect([...graph.keys()].filter((module) => module.includes('__tests__'))).toEqual([]);
    expect(graph.get('core/index.ts')).toContain('core/endpoints/api.ts');
    // A type-only import is an edge too.
    expect(graph.get('core/endpoints/routes.ts')).toContain('core/contract.ts');
  });

  it('has no import cycle', () => {
    const cycles = importCycles(graph).map((cycle) => describeCycle(graph, cycle));
    expect(cycles).toEqual([]);
  });

  it('puts every module in a band', () => {
    expect([...graph.keys()].filter((module) => bandOf(module) === -1)).toEqual([]);
  });

  it('imports only downward, from the top band through the middle to the bottom', () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

describe('the cycle and band checks', () => {
  const fixture: ImportGraph = new Map([
    ['core/contract.ts', ['core/records/users.ts']],
    ['core/records/users.ts', ['core/handlers/users.ts']],
    ['core/handlers/users.ts', ['core/contract.ts', 'core/records/users.ts']],
  ]);

  it('names a cycle by the path around it', () => {
    const cycles = importCycles(fixture);
    expect(cycles).toHaveLength(1);
    expect(describeCycle(fixture, cycles[0] ?? [])).toBe(
      'core/contract.ts → core/records/users.ts → core/handlers/users.ts → core/contract.ts',
    );
  });

  it('names each upward import', () => {
    expect(upwardImports(fixture)).toEqual([
      'core/contract.ts → core/records/users.ts',
      'core/records/users.ts → core/handlers/users.ts',
    ]);
  });
});
