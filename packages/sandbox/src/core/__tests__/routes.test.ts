/**
 * Routes derive from the definition and the pinned client: every client path answers, each
 * registry operation keeps its path and schema, and the fidelity table covers all of them.
 */
import { operations } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { readInstalledClient } from '../../../../platform-api/src/client-types/read';
import { CLIENT_QUERIES, CLIENT_SUBMISSIONS } from '../client-operations';
import { handlers } from '../handlers';
import { fidelityTable, routes } from '../routes';

const client = readInstalledClient();

describe('routes', () => {
  it('lists exactly the operations the pinned client sends', () => {
    const byKind = (kind: string) =>
      client.operations
        .filter((operation) => operation.kind === kind)
        .map((o) => o.name)
        .sort();
    expect([...CLIENT_QUERIES].sort()).toEqual(byKind('query'));
    expect([...CLIENT_SUBMISSIONS].sort()).toEqual(byKind('submission'));
  });

  it('has one route per client path, at the client path', () => {
    expect(routes.size).toBe(client.operations.length);
    for (const operation of client.operations) {
      expect(routes.get(operation.path)?.name, operation.path).toBe(operation.name);
    }
  });

  it('takes path, kind and schema of every defined operation from the registry', () => {
    for (const operation of operations) {
      const route = routes.get(operation.path);
      expect(route?.operation, operation.name).toBe(operation);
      expect(route?.kind).toBe(operation.kind);
    }
  });

  it('has a handler only for defined operations, of the same kind', () => {
    for (const [name, handler] of Object.entries(handlers)) {
      const operation = operations.find((candidate) => candidate.name === name);
      expect(operation, `${name} is not in the registry`).toBeDefined();
      expect(handler.kind).toBe(operation?.kind);
    }
  });

  it('generates one fidelity row per operation; simplified rows say what differs', () => {
    const table = fidelityTable();
    expect(table).toHaveLength(client.operations.length);
    const implemented = table.filter((row) => row.level !== 'not implemented');
    expect(implemented.map((row) => row.operation).sort()).toEqual(Object.keys(handlers).sort());
    for (const row of table.filter((r) => r.level === 'simplified')) {
      expect(row.note.length, row.operation).toBeGreaterThan(10);
    }
  });
});
