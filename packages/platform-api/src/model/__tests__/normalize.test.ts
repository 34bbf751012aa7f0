import { describe, expect, it } from 'vitest';
import { normalizeSchema } from '../normalize';

const components = {
  Curve: { type: 'string', enum: ['CURVE_SECP256K1', 'CURVE_ED25519'], description: 'A curve.' },
  Base: {
    type: 'object',
    properties: { id: { type: 'string' }, intent: { type: 'object' } },
    required: ['id', 'intent'],
  },
};

describe('normalizeSchema', () => {
  it('keeps fields in order with required marks, constraints and defaults', () => {
    const node = normalizeSchema(
      {
        type: 'object',
        description: 'Body.',
        properties: {
          limit: { type: 'string', pattern: '^[0-9]+$', default: '10', examples: ['5'] },
          curve: { $ref: '#/components/schemas/Curve', description: 'Which curve.' },
          tags: { type: 'array', items: { type: 'string', minLength: 1 } },
          details: { type: 'object', additionalProperties: {} },
        },
        required: ['curve'],
      },
      components,
      'Body',
    );
    expect(node).toEqual({
      type: 'object',
      description: 'Body.',
      properties: [
        {
          name: 'limit',
          required: false,
          schema: {
            type: 'string',
            default: '10',
            constraints: [{ name: 'pattern', value: '^[0-9]+$' }],
          },
        },
        {
          name: 'curve',
          required: true,
          schema: { type: 'ref', ref: 'Curve', description: 'Which curve.' },
        },
        {
          name: 'tags',
          required: false,
          schema: {
            type: 'array',
            items: { type: 'string', constraints: [{ name: 'min length', value: '1' }] },
          },
        },
        {
          name: 'details',
          required: false,
          schema: { type: 'object', values: { type: 'any' } },
        },
      ],
    });
  });

  it('keeps the base of an allOf as `extends` and lists only the fields it narrows', () => {
    const node = normalizeSchema(
      {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          {
            type: 'object',
            properties: { intent: { type: 'object', properties: { x: { type: 'string' } } } },
            required: ['intent'],
          },
        ],
      },
      components,
      'Narrowed',
    );
    expect(node).toEqual({
      type: 'object',
      extends: 'Base',
      properties: [
        {
          name: 'intent',
          required: true,
          schema: {
            type: 'object',
            properties: [{ name: 'x', required: false, schema: { type: 'string' } }],
          },
        },
      ],
    });
  });

  it('fails on a keyword the page would drop, naming where it is', () => {
    expect(() =>
      normalizeSchema(
        { type: 'object', properties: { a: { oneOf: [{ type: 'string' }] } } },
        components,
        'Thing',
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-model: Thing.a: the JSON Schema keyword "oneOf" is not supported by the API model]`,
    );
  });

  it('fails on a reference to a schema the document does not have', () => {
    expect(() =>
      normalizeSchema({ $ref: '#/components/schemas/Nope' }, components, 'Thing'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: api-model: Thing: $ref to the unknown schema "Nope"]`,
    );
  });
});
