/**
 * The drift test: every operation we define against the pinned client. Operations the client
 * sends that we do not define yet are NOT checked here (the next slice adds them); run
 * `npm run api:drift -w @docs/platform-api` to list them.
 */
import { describe, expect, it } from 'vitest';
import { buildApiModel } from '../../model/build';
import { operations } from '../../operations';
import { areaOf } from '../areas';
import { formatDifference } from '../compare';
import { splitDrift } from '../drift';
import { surfaceOfModel } from '../from-model';
import { readInstalledClient } from '../read';
import type { Shape, Surface } from '../types';

const ours = surfaceOfModel(buildApiModel());
const client = readInstalledClient();

describe('drift against @turnkey/http 6.6.0 (only the operations we define; the rest is the next slice)', () => {
  const report = splitDrift(ours, client);

  it('finds no difference in fields, types, required marks, enum values, intent versions, result keys or client methods', () => {
    expect(report.defined.map(formatDifference)).toEqual([]);
  });

  it('checks every operation of the registry; the rest of the client’s 192 are listed by api:drift', () => {
    expect(client.operations).toHaveLength(192);
    const names = (list: readonly { name: string }[]) => list.map((op) => op.name).sort();
    expect(names(ours.operations)).toEqual(names(operations));
    expect(ours.operations.length + report.undefinedOperations.length).toBe(
      client.operations.length,
    );
  });

  it('places every operation we do not define yet in a named area of the report', () => {
    const unplaced = report.undefinedOperations.filter(
      (difference) => areaOf(difference.operation) === 'Other',
    );
    expect(unplaced.map((difference) => difference.operation)).toEqual([]);
  });
});

/** A copy of our surface with one definition replaced. */
function withDefinition(name: string, change: (shape: Shape) => Shape): Surface {
  const original = ours.definitions[name];
  if (!original) throw new Error(`no definition ${name}`);
  return {
    ...ours,
    definitions: { ...ours.definitions, [name]: change(structuredClone(original)) },
  };
}

describe('a planted wrong client method', () => {
  it('fails, naming the operation and each client whose method differs', () => {
    const model = buildApiModel();
    const operations = model.operations.map((operation) => {
      if (operation.name === 'get_wallet') {
        // A typo in the module's `sdkMethod`: sdk-server's name follows it by default.
        return { ...operation, sdkMethod: 'getWalet', sdkServerMethod: 'getWalet' };
      }
      if (operation.name === 'create_velocity_control') {
        // The module forgot `sdkServerMethod: false`.
        return { ...operation, sdkServerMethod: operation.sdkMethod };
      }
      if (operation.name === 'create_wallet') {
        // The module says sdk-server has no method, which it has.
        const rest = { ...operation };
        delete rest.sdkServerMethod;
        return rest;
      }
      return operation;
    });
    const planted = surfaceOfModel({ ...model, operations });
    expect(splitDrift(planted, client).defined.map(formatDifference)).toEqual([
      'create_velocity_control method: the method of `@turnkey/sdk-server` apiClient() differs (ours: createVelocityControl; client: none)',
      'create_wallet method: the method of `@turnkey/sdk-server` apiClient() differs (ours: none; client: createWallet)',
      'get_wallet method: the method of `@turnkey/http` TurnkeyClient differs (ours: getWalet; client: getWallet)',
      'get_wallet method: the method of `@turnkey/sdk-server` apiClient() differs (ours: getWalet; client: getWallet)',
    ]);
  });
});

describe('a deliberately altered copy of one definition', () => {
  it('fails with a message naming the operation, the field and what differs', () => {
    const altered = withDefinition('CreateWalletIntent', (shape) => {
      if (shape.kind !== 'object') throw new Error('CreateWalletIntent is not an object');
      return {
        kind: 'object',
        fields: shape.fields
          .filter((field) => field.name !== 'walletName')
          .map((field) => (field.name === 'mnemonicLength' ? { ...field, required: true } : field)),
      };
    });
    // The request, and every answer that carries an activity's intent (get_activity, list_activities).
    expect(splitDrift(altered, client).defined.map(formatDifference)).toEqual([
      'create_wallet request.parameters.walletName: the client has this field; we do not (client: required string)',
      'create_wallet request.parameters.mnemonicLength: required mark differs (ours: required; client: optional)',
      'get_activity response.activity.intent.createWalletIntent.walletName: the client has this field; we do not (client: required string)',
      'get_activity response.activity.intent.createWalletIntent.mnemonicLength: required mark differs (ours: required; client: optional)',
      'list_activities response.activities[].intent.createWalletIntent.walletName: the client has this field; we do not (client: required string)',
      'list_activities response.activities[].intent.createWalletIntent.mnemonicLength: required mark differs (ours: required; client: optional)',
    ]);
  });

  it('fails on a dropped enum value and an older intent version', () => {
    const dropped = withDefinition('Curve', (shape) =>
      shape.kind === 'enum'
        ? { kind: 'enum', values: shape.values.filter((v) => v !== 'CURVE_P256') }
        : shape,
    );
    const older: Surface = {
      ...dropped,
      operations: dropped.operations.map((operation) =>
        operation.name === 'email_auth'
          ? { ...operation, activityType: 'ACTIVITY_TYPE_EMAIL_AUTH_V2' }
          : operation,
      ),
    };
    const messages = splitDrift(older, client).defined.map(formatDifference);
    expect(messages).toContain(
      'email_auth request.type: request type (intent version) differs (ours: ACTIVITY_TYPE_EMAIL_AUTH_V2; client: ACTIVITY_TYPE_EMAIL_AUTH_V3)',
    );
    expect(messages).toContain(
      'create_wallet request.parameters.accounts[].curve: the client has this enum value; we do not (client: CURVE_P256)',
    );
  });
});

describe('a query’s answer', () => {
  it('is compared too: a field dropped from a definition only answers use is named at each query', () => {
    const altered = withDefinition('User', (shape) =>
      shape.kind === 'object'
        ? { kind: 'object', fields: shape.fields.filter((field) => field.name !== 'mfaPolicies') }
        : shape,
    );
    const messages = splitDrift(altered, client).defined.map(formatDifference);
    expect(messages).toContain(
      'get_user response.user.mfaPolicies: the client has this field; we do not (client: required array of ref v1MfaPolicy)',
    );
    expect(messages).toContain(
      'get_activity response.activity.votes[].user.mfaPolicies: the client has this field; we do not (client: required array of ref v1MfaPolicy)',
    );
  });

  it('leaves out only the older intent and result keys of an activity’s containers', () => {
    const altered = withDefinition('Intent', (shape) =>
      shape.kind === 'object'
        ? {
            kind: 'object',
            fields: [
              ...shape.fields,
              { name: 'madeUpIntent', required: false, shape: { kind: 'string' } },
            ],
          }
        : shape,
    );
    expect(splitDrift(altered, client).defined.map(formatDifference)).toContain(
      'get_activity response.activity.intent.madeUpIntent: we have this field; the client does not (ours: optional string)',
    );
  });
});

describe('a planted wrong older version', () => {
  /** Our surface with create_sub_organization's older versions changed by `change`. */
  function withOlder(
    change: (
      versions: NonNullable<Surface['operations'][number]['olderVersions']>,
    ) => typeof versions,
  ): Surface {
    return {
      ...ours,
      operations: ours.operations.map((operation) =>
        operation.name === 'create_sub_organization'
          ? { ...operation, olderVersions: change(structuredClone(operation.olderVersions ?? [])) }
          : operation,
      ),
    };
  }

  it('fails on a wrong result key and a wrong intent key, naming the version', () => {
    const altered = withOlder((versions) =>
      versions.map((version) =>
        version.activityType === 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7'
          ? { ...version, resultKey: 'createSubOrganizationResultV8' }
          : version.activityType === 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V2'
            ? { ...version, intentKey: 'createSubOrganizationIntent' }
            : version,
      ),
    );
    expect(splitDrift(altered, client).defined.map(formatDifference)).toEqual([
      "create_sub_organization olderVersions.ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V2.intentKey: older version's intent key differs (ours: createSubOrganizationIntent; client: createSubOrganizationIntentV2)",
      "create_sub_organization olderVersions.ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7.resultKey: older version's result key differs (ours: createSubOrganizationResultV8; client: createSubOrganizationResultV7)",
    ]);
  });

  it('fails on a missing and an invented older version', () => {
    const altered = withOlder((versions) => [
      ...versions.filter(
        (version) => version.activityType !== 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V3',
      ),
      {
        activityType: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V9',
        intentKey: 'createSubOrganizationIntentV9',
        resultKey: null,
      },
    ]);
    expect(splitDrift(altered, client).defined.map(formatDifference)).toEqual([
      'create_sub_organization olderVersions.ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V3: the client still has this older version; we do not list it (client: intent createSubOrganizationIntentV3, result createSubOrganizationResultV3)',
      'create_sub_organization olderVersions.ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V9: we list this older version; the client does not have it (ours: intent createSubOrganizationIntentV9, result none)',
    ]);
  });
});
