/**
 * Routes derive from the definition and the pinned client: every client path answers, each
 * registry operation keeps its path and schema, and the fidelity table covers all of them.
 */
import { operations } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { readInstalledClient } from '@docs/platform-api/client-types';
import { findOperation } from '@docs/platform-api';
import { handlerOf, handlers } from '../handlers/registry';
import {
  fidelityTable,
  routes,
  submissionVersions,
  versionsByActivityType,
} from '../endpoints/routes';

const client = readInstalledClient();

describe('routes', () => {
  it('routes exactly the operations the pinned client sends, each from the registry', () => {
    const names = (list: readonly { name: string; kind: string }[]) =>
      list.map((operation) => `${operation.kind} ${operation.name}`).sort();
    expect(names([...routes.values()])).toEqual(names(client.operations));
    for (const route of routes.values()) expect(operations).toContain(route.operation);
  });

  it('accepts the current and every older intent version of a submission', () => {
    const createPolicy = [...routes.values()].find((route) => route.name === 'create_policy');
    const operation = createPolicy?.operation;
    if (operation?.kind !== 'submission') throw new Error('create_policy is a submission');
    expect(submissionVersions(operation).map((version) => version.activityType)).toEqual([
      'ACTIVITY_TYPE_CREATE_POLICY_V3',
      'ACTIVITY_TYPE_CREATE_POLICY',
      'ACTIVITY_TYPE_CREATE_POLICY_V2',
    ]);
    expect(versionsByActivityType.get('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD')?.version).toEqual({
      activityType: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD',
      intentKey: 'signRawPayloadIntent',
      resultKey: 'signRawPayloadResult',
    });
  });

  it('names the result after the intent where the registry gives no result key', () => {
    const resultOf = (activityType: string) =>
      versionsByActivityType.get(activityType)?.version.resultKey;
    expect(resultOf('ACTIVITY_TYPE_CREATE_API_ONLY_USERS')).toBe('createApiOnlyUsersResult');
    expect(resultOf('ACTIVITY_TYPE_INIT_IMPORT_SECRETS')).toBe('initImportSecretsResult');
    expect(resultOf('ACTIVITY_TYPE_DELETE_SECRETS')).toBe('deleteSecretsResult');
    expect(resultOf('ACTIVITY_TYPE_APPROVE_ACTIVITY')).toBeUndefined();
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

  it("routes each handler defined with its own operation's schema, and refuses one that is not", () => {
    for (const operation of operations) {
      const handler = handlerOf(operation);
      expect(routes.get(operation.path)?.handler, operation.name).toBe(handler);
    }
    const getWallet = findOperation('get_wallet');
    const createWallet = findOperation('create_wallet');
    const { get_user: getUser, create_users: createUsers } = handlers;
    if (!getWallet || !createWallet || !getUser || !createUsers) throw new Error('not defined');
    const swapped = { get_wallet: getUser, create_wallet: createUsers };
    expect(() => handlerOf(getWallet, swapped)).toThrow(
      "The handler registered as get_wallet is not a query defined with that operation's request schema",
    );
    expect(() => handlerOf(createWallet, swapped)).toThrow(
      "The handler registered as create_wallet is not a submission defined with that operation's intent (createWalletIntent) schema",
    );
    expect(handlerOf(getWallet, {})).toBeUndefined();
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
