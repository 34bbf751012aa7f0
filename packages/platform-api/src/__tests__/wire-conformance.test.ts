/**
 * The schemas against the wire sheet (via the fixtures extracted from it). The sheet is an older
 * snapshot than the pinned client: request bodies, parameters, request types and result keys of
 * the operations we define are checked against the client by the drift test
 * (`client-types/__tests__/drift.test.ts`). This file keeps what only the sheet states (query
 * responses and the shared objects) and checks that the sheet's history is still in the
 * definition: its enum values, in order, and each request type it names as the current or an
 * older version of what we send.
 */
import { describe, expect, it } from 'vitest';
import { olderVersions, readInstalledClient } from '../client-types/read';
import { findOperation } from '../operations';
import { ActivityTypeSchema } from '../schemas/activity-types';
import {
  compareWithWire,
  ENUM_IN_CLIENT,
  enumValues,
  schemaById,
  shapeOf,
  keepsWireValues,
  NEWER_THAN_SHEET,
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
  it.each(Object.entries(wireEnums))(
    '%s keeps every wire value, in the sheet order',
    (name, values) => {
      expect(keepsWireValues(enumValues(schemaById(name)), values)).toBe(true);
    },
  );
});

describe('fields the pinned client added after the sheet', () => {
  const { definitions } = readInstalledClient();
  it.each(Object.entries(NEWER_THAN_SHEET))('%s is in the client as %s', (field, definition) => {
    const shape = definitions[definition];
    const name = field.split('.').at(-1);
    expect(shape?.kind === 'object' && shape.fields.some((f) => f.name === name)).toBe(true);
  });
});

describe('fields the sheet types as a string and the pinned client as an enum', () => {
  const { definitions } = readInstalledClient();
  it.each(Object.entries(ENUM_IN_CLIENT))('%s has the values of %s', (field, definition) => {
    const [object = '', name] = field.split('.');
    const client = definitions[definition];
    const theirs =
      client?.kind === 'object' ? client.fields.find((f) => f.name === name) : undefined;
    const member = shapeOf(schemaById(object))?.[name ?? ''];
    expect(theirs?.shape.kind).toBe('enum');
    expect(member && enumValues(member)).toEqual(
      theirs?.shape.kind === 'enum' ? theirs.shape.values : undefined,
    );
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
    it('has the response of the sheet, under the sheet name', () => {
      if (!operation || !wire.response) throw new Error('incomplete fixture');
      expect(schemaById(wire.response.name)).toBe(operation.response);
      expect(compareWithWire(operation.response, wire.response.fields, wire.response.name)).toEqual(
        [],
      );
    });
  } else {
    it('sends the sheet’s request type or a newer version of it', () => {
      if (operation?.kind !== 'submission') throw new Error('not a submission');
      const sent = operation.activityType;
      if (sent !== wire.requestType) {
        expect(olderVersions(sent, ActivityTypeSchema.options)).toContain(wire.requestType);
      }
      expect(Object.keys(shapeOf(operation.request) ?? {})).toEqual([
        'type',
        'timestampMs',
        'organizationId',
        'parameters',
        'generateAppProofs',
      ]);
      expect(operation.request.safeParse({ type: 'ACTIVITY_TYPE_NOT_THIS_ONE' }).success).toBe(
        false,
      );
    });
  }
});
