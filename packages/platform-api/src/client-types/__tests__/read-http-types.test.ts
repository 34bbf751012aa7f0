import { describe, expect, it } from 'vitest';
import { readHttpTypes } from '../read-http-types';

/** A miniature of the openapi-typescript output, with each type form the reader handles. */
const SOURCE = `
export type paths = {
  "/public/v1/query/get_thing": { post: operations["Service_GetThing"]; };
  "/public/v1/submit/make_thing": { post: operations["Service_MakeThing"]; };
  "/internal/v1/other": { post: operations["Service_Other"]; };
};
export type definitions = {
  v1ActivityType: "ACTIVITY_TYPE_MAKE_THING" | "ACTIVITY_TYPE_MAKE_THING_V2";
  v1Color: "COLOR_RED" | "COLOR_BLUE";
  v1GetThingRequest: { organizationId: string; limit?: number; };
  v1GetThingResponse: { thing: string; };
  v1MakeThingRequest: {
    /** @enum {string} */
    type: "ACTIVITY_TYPE_MAKE_THING_V2";
    timestampMs: string;
    parameters: definitions["v1MakeThingIntentV2"];
    generateAppProofs?: boolean;
  };
  v1MakeThingIntentV2: {
    colors: definitions["v1Color"][];
    size?: "small" | "large" | null;
    labels: string[];
    extra?: { [key: string]: unknown; };
    nested: { inner?: boolean; };
  };
  protobufAny: { "@type"?: string; } & { [key: string]: unknown; };
};
export type operations = {
  Service_GetThing: {
    parameters: { body: { body: definitions["v1GetThingRequest"]; }; };
    responses: { 200: { schema: definitions["v1GetThingResponse"]; }; };
  };
  Service_MakeThing: { parameters: { body: { body: definitions["v1MakeThingRequest"]; }; }; };
  Service_Other: { responses: {}; };
};
`;

describe('readHttpTypes', () => {
  const read = readHttpTypes(SOURCE);

  it('finds each public path with its kind, body, request type and parameters', () => {
    expect(read.operations).toEqual([
      {
        name: 'get_thing',
        path: '/public/v1/query/get_thing',
        kind: 'query',
        body: 'v1GetThingRequest',
        response: 'v1GetThingResponse',
      },
      {
        name: 'make_thing',
        path: '/public/v1/submit/make_thing',
        kind: 'submission',
        body: 'v1MakeThingRequest',
        activityType: 'ACTIVITY_TYPE_MAKE_THING_V2',
        parameters: 'v1MakeThingIntentV2',
      },
    ]);
    expect(read.otherPaths).toEqual(['/internal/v1/other']);
    expect(read.activityTypes).toEqual(['ACTIVITY_TYPE_MAKE_THING', 'ACTIVITY_TYPE_MAKE_THING_V2']);
  });

  it('describes every field: refs, arrays, enums, maps, inline objects and required marks', () => {
    expect(read.definitions.v1MakeThingIntentV2).toEqual({
      kind: 'object',
      fields: [
        {
          name: 'colors',
          required: true,
          shape: { kind: 'array', items: { kind: 'ref', name: 'v1Color' } },
        },
        { name: 'size', required: false, shape: { kind: 'enum', values: ['small', 'large'] } },
        { name: 'labels', required: true, shape: { kind: 'array', items: { kind: 'string' } } },
        { name: 'extra', required: false, shape: { kind: 'map', values: { kind: 'unknown' } } },
        {
          name: 'nested',
          required: true,
          shape: {
            kind: 'object',
            fields: [{ name: 'inner', required: false, shape: { kind: 'boolean' } }],
          },
        },
      ],
    });
    expect(read.definitions.v1Color).toEqual({ kind: 'enum', values: ['COLOR_RED', 'COLOR_BLUE'] });
    expect(read.definitions.protobufAny).toEqual({
      kind: 'object',
      fields: [{ name: '@type', required: false, shape: { kind: 'string' } }],
    });
  });

  it('names the definition and field of a type form it does not know', () => {
    const bad = SOURCE.replace('labels: string[];', 'labels: Array<string>;');
    expect(() => readHttpTypes(bad)).toThrow(
      'client-types: v1MakeThingIntentV2.labels: an unsupported type form: Array<string>',
    );
  });

  it('fails clearly on a file without the three type literals', () => {
    expect(() => readHttpTypes('export type paths = {};', 'empty.d.ts')).toThrow(
      'client-types: empty.d.ts: no exported type literal named "definitions"',
    );
  });
});
