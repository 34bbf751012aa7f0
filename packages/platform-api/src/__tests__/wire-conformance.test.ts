/**
 * The schemas against the wire sheet (via the fixtures extracted from it): field names,
 * optional marks, kinds and enum values of every request, parameters, result, response and
 * shared object, and the exact enum value lists.
 */
import { describe, expect, it } from 'vitest';
import { findOperation } from '../operations';
import { intentSchemas, resultSchemas } from '../schemas/activity-payloads';
import {
  compareWithWire,
  enumValues,
  schemaById,
  shapeOf,
  wireEnums,
  wireObjects,
  wireOperations,
} from './support';

describe('the wire fixtures', () => {
  it('hold the whole sheet: 75 paths, 17 enumerations, 16 shared objects', () => {
    expect(wireOperations).toHaveLength(75);
    expect(Object.keys(wireEnums)).toHaveLength(17);
    expect(Object.keys(wireObjects)).toHaveLength(16);
  });
});

describe('every enumeration', () => {
  it.each(Object.entries(wireEnums))('%s has exactly the wire values, in order', (name, values) => {
    expect(enumValues(schemaById(name))).toEqual(values);
  });
});

describe('every shared object', () => {
  it.each(Object.entries(wireObjects))('%s matches the sheet', (name, fields) => {
    expect(compareWithWire(schemaById(name), fields, name)).toEqual([]);
  });
});

describe.each(wireOperations)('$path', (wire) => {
  const operation = findOperation(wire.name);

  it('is in the registry with the same kind and path', () => {
    expect(operation?.kind).toBe(wire.kind);
    expect(operation?.path).toBe(wire.path);
  });

  if (wire.kind === 'query') {
    it('has the request and response of the sheet, under the sheet names', () => {
      if (!operation || !wire.request || !wire.response) throw new Error('incomplete fixture');
      expect(schemaById(wire.request.name)).toBe(operation.request);
      expect(schemaById(wire.response.name)).toBe(operation.response);
      expect(compareWithWire(operation.request, wire.request.fields, wire.request.name)).toEqual(
        [],
      );
      expect(compareWithWire(operation.response, wire.response.fields, wire.response.name)).toEqual(
        [],
      );
    });
  } else {
    it('sends the sheet’s request type in the envelope', () => {
      if (operation?.kind !== 'submission') throw new Error('not a submission');
      expect(operation.activityType).toBe(wire.requestType);
      const envelope = shapeOf(operation.request);
      expect(Object.keys(envelope ?? {})).toEqual([
        'type',
        'timestampMs',
        'organizationId',
        'parameters',
      ]);
      expect(operation.request.safeParse({ type: 'ACTIVITY_TYPE_NOT_THIS_ONE' }).success).toBe(
        false,
      );
    });

    it('has the parameters of the sheet under the intent name', () => {
      if (operation?.kind !== 'submission' || !wire.parameters) throw new Error('incomplete');
      const intent = intentSchemas[operation.intentKey];
      expect(schemaById(wire.parameters.name)).toBe(intent);
      expect(operation.intentKey).toBe(
        wire.parameters.name.charAt(0).toLowerCase() + wire.parameters.name.slice(1),
      );
      expect(compareWithWire(intent, wire.parameters.fields, wire.parameters.name)).toEqual([]);
    });

    it('puts its output under the sheet’s result key, or marks the shape as derived', () => {
      if (operation?.kind !== 'submission') throw new Error('not a submission');
      if (wire.result) {
        expect(operation.resultKey).toBe(wire.result.name);
        expect(operation.resultSource).toBe('wire');
        const result = resultSchemas[wire.result.name as keyof typeof resultSchemas];
        expect(compareWithWire(result, wire.result.fields, wire.result.name)).toEqual([]);
      } else if (operation.resultKey) {
        expect(operation.resultSource).toBe('derived');
      } else {
        expect(['approve_activity', 'reject_activity']).toContain(operation.name);
      }
    });
  }
});

describe('derived result shapes', () => {
  it('are exactly the submissions whose result the sheet does not show', () => {
    const derived = wireOperations
      .filter((wire) => wire.kind === 'submission' && !wire.result)
      .map((wire) => findOperation(wire.name))
      .filter((operation) => operation?.kind === 'submission' && operation.resultKey)
      .map((operation) => operation?.name);
    expect(derived).toEqual([
      'create_api_keys',
      'create_authenticators',
      'create_policy',
      'create_users',
      'email_auth',
      'sign_raw_payload',
      'sign_transaction',
    ]);
  });
});
