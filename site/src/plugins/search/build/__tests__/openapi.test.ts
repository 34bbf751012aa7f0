import { describe, expect, it } from 'vitest';
import { extractOperationRecords } from '../openapi';

const context = { apiRoute: '/api', section: 'API Reference', pageTitle: 'API reference' };

const document = {
  openapi: '3.1.0',
  paths: {
    '/public/v1/submit/sign_transaction': {
      post: {
        operationId: 'sign_transaction',
        tags: ['Signing'],
        summary: 'Sign transaction',
        description: 'Signs a transaction; see [policies](/concepts/policies) and `signWith`.',
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/SignTransactionRequest' } },
          },
        },
      },
    },
    '/public/v1/query/whoami': { post: { operationId: 'whoami', summary: 'Who am I' } },
    '/no-id': { post: { summary: 'Skipped: no operationId' } },
  },
  components: {
    schemas: {
      SignTransactionRequest: {
        properties: { type: { type: 'string', const: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' } },
      },
    },
  },
};

describe('extractOperationRecords', () => {
  it('makes one record per operation, linked to its anchor on the API page', () => {
    expect(extractOperationRecords(document, context)).toEqual([
      {
        objectID: '/api#sign_transaction',
        url: '/api#sign_transaction',
        type: 'lvl3',
        hierarchy: {
          lvl0: 'API Reference',
          lvl1: 'API reference',
          lvl2: 'Signing',
          lvl3: 'sign_transaction',
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content:
          'Sign transaction. POST /public/v1/submit/sign_transaction. Signs a transaction; see policies and signWith.',
        code: 'sign_transaction ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
        description: null,
        language: 'en',
        docusaurus_tag: 'default',
      },
      expect.objectContaining({
        url: '/api#whoami',
        hierarchy: expect.objectContaining({ lvl2: 'Operations', lvl3: 'whoami' }),
        content: 'Who am I. POST /public/v1/query/whoami.',
        code: 'whoami',
      }),
    ]);
  });

  it('rejects a document without paths', () => {
    expect(() =>
      extractOperationRecords({ openapi: '3.1.0' }, context),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: search-index: the OpenAPI document has no "paths" object.]`,
    );
  });
});
