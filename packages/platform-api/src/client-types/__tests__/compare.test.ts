import { describe, expect, it } from 'vitest';
import { compareSurfaces, formatDifference } from '../compare';
import type { Shape, Surface, SurfaceOperation } from '../types';

const str: Shape = { kind: 'string' };
const submission = (over: Partial<SurfaceOperation> = {}): SurfaceOperation => ({
  name: 'make_thing',
  path: '/public/v1/submit/make_thing',
  kind: 'submission',
  body: 'MakeThingRequest',
  activityType: 'ACTIVITY_TYPE_MAKE_THING_V2',
  parameters: 'MakeThingIntent',
  resultKey: 'makeThingResult',
  ...over,
});

/** One surface; `intent` replaces the intent's fields. */
function surface(intent: Shape, operations: SurfaceOperation[] = [submission()]): Surface {
  return {
    operations,
    resultContainer: 'Result',
    definitions: {
      Color: { kind: 'enum', values: ['COLOR_RED', 'COLOR_BLUE'] },
      MakeThingRequest: {
        kind: 'object',
        fields: [
          {
            name: 'type',
            required: true,
            shape: { kind: 'enum', values: ['ACTIVITY_TYPE_MAKE_THING_V2'] },
          },
          { name: 'parameters', required: true, shape: { kind: 'ref', name: 'MakeThingIntent' } },
        ],
      },
      MakeThingIntent: intent,
      Result: {
        kind: 'object',
        fields: [
          { name: 'makeThingResult', required: false, shape: { kind: 'ref', name: 'ThingResult' } },
        ],
      },
      ThingResult: { kind: 'object', fields: [{ name: 'thingId', required: true, shape: str }] },
    },
  };
}

const intent: Shape = {
  kind: 'object',
  fields: [
    { name: 'name', required: true, shape: str },
    {
      name: 'colors',
      required: false,
      shape: { kind: 'array', items: { kind: 'ref', name: 'Color' } },
    },
  ],
};

const lines = (ours: Surface, client: Surface) =>
  compareSurfaces(ours, client).map(formatDifference);

describe('compareSurfaces', () => {
  it('finds nothing between equal surfaces, whatever the definitions are called', () => {
    const renamed = surface(intent);
    renamed.definitions.v1Color = renamed.definitions.Color as Shape;
    renamed.definitions.MakeThingIntent = {
      kind: 'object',
      fields: [
        { name: 'name', required: true, shape: str },
        {
          name: 'colors',
          required: false,
          shape: { kind: 'array', items: { kind: 'ref', name: 'v1Color' } },
        },
      ],
    };
    expect(compareSurfaces(surface(intent), renamed)).toEqual([]);
  });

  it('names missing, extra, retyped and re-marked fields with their path', () => {
    const client = surface({
      kind: 'object',
      fields: [
        { name: 'name', required: false, shape: { kind: 'number' } },
        {
          name: 'colors',
          required: false,
          shape: { kind: 'array', items: { kind: 'ref', name: 'Color' } },
        },
        { name: 'size', required: true, shape: str },
      ],
    });
    const ours = surface({
      kind: 'object',
      fields: [
        ...(intent.kind === 'object' ? intent.fields : []),
        { name: 'legacy', required: false, shape: str },
      ],
    });
    expect(lines(ours, client)).toEqual([
      'make_thing request.parameters.name: required mark differs (ours: required; client: optional)',
      'make_thing request.parameters.name: type differs (ours: string; client: number)',
      'make_thing request.parameters.size: the client has this field; we do not (client: required string)',
      'make_thing request.parameters.legacy: we have this field; the client does not (ours: optional string)',
    ]);
  });

  it('names enum values on either side', () => {
    const client = surface(intent);
    client.definitions.Color = { kind: 'enum', values: ['COLOR_RED', 'COLOR_GREEN'] };
    expect(lines(surface(intent), client)).toEqual([
      'make_thing request.parameters.colors[]: the client has this enum value; we do not (client: COLOR_GREEN)',
      'make_thing request.parameters.colors[]: we have this enum value; the client does not (ours: COLOR_BLUE)',
    ]);
  });

  it('reports the intent version and the result key, not the type field', () => {
    const client = surface(intent, [
      submission({ activityType: 'ACTIVITY_TYPE_MAKE_THING_V3', resultKey: 'makeThingResultV2' }),
    ]);
    expect(lines(surface(intent), client)).toEqual([
      'make_thing request.type: request type (intent version) differs (ours: ACTIVITY_TYPE_MAKE_THING_V2; client: ACTIVITY_TYPE_MAKE_THING_V3)',
      'make_thing result: result key differs (ours: makeThingResult; client: makeThingResultV2)',
    ]);
  });

  it('compares the result shape under the shared result key', () => {
    const client = surface(intent);
    client.definitions.ThingResult = {
      kind: 'object',
      fields: [{ name: 'thingIds', required: true, shape: str }],
    };
    expect(lines(surface(intent), client)).toEqual([
      'make_thing result.makeThingResult.thingIds: the client has this field; we do not (client: required string)',
      'make_thing result.makeThingResult.thingId: we have this field; the client does not (ours: required string)',
    ]);
  });

  it('reports operations on one side only, and a changed kind', () => {
    const query: SurfaceOperation = {
      name: 'get_thing',
      path: '/public/v1/query/get_thing',
      kind: 'query',
      body: 'MakeThingIntent',
    };
    const ours = surface(intent, [submission(), { ...query, name: 'old_thing' }]);
    const client = surface(intent, [submission({ kind: 'query' }), query]);
    expect(lines(ours, client)).toEqual([
      'get_thing: the client sends this operation; we do not define it (client: query)',
      'make_thing: query or submission differs (ours: submission; client: query)',
      'old_thing: we define this operation; the client does not send it (ours: query)',
    ]);
  });

  it('treats an object without fields and a map of anything as the same empty message', () => {
    const ours = surface({ kind: 'object', fields: [] });
    const client = surface({ kind: 'map', values: { kind: 'unknown' } });
    expect(compareSurfaces(ours, client)).toEqual([]);
  });

  it('follows recursive definitions without looping', () => {
    const tree: Shape = {
      kind: 'object',
      fields: [
        {
          name: 'children',
          required: false,
          shape: { kind: 'array', items: { kind: 'ref', name: 'MakeThingIntent' } },
        },
      ],
    };
    expect(compareSurfaces(surface(tree), surface(tree))).toEqual([]);
  });
});
