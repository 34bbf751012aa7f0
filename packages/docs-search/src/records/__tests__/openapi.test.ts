import { buildApiModel, type ApiOperation } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { extractOperationRecords } from '../openapi';

const context = { apiRoute: '/api', section: 'API Reference', pageTitle: 'API reference' };

const operation = (fields: Partial<ApiOperation>): ApiOperation => ({
  name: 'whoami',
  path: '/public/v1/query/whoami',
  kind: 'query',
  tag: 'Sessions',
  summary: 'Who am I',
  description: '',
  sdkMethod: 'getWhoami',
  request: { type: 'ref', ref: 'GetWhoamiRequest' },
  response: { type: 'ref', ref: 'GetWhoamiResponse' },
  example: { request: {}, response: {} },
  ...fields,
});

describe('extractOperationRecords', () => {
  it('makes one record per operation, linked to its anchor on the API page', () => {
    const model = {
      operations: [
        operation({
          name: 'sign_transaction',
          path: '/public/v1/submit/sign_transaction',
          kind: 'submission',
          tag: 'Signing',
          summary: 'Sign transaction',
          description: 'Signs a transaction; see [policies](/concepts/policies) and `signWith`.',
          activityType: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
          intentKey: 'signTransactionIntentV2',
        }),
        operation({}),
      ],
    };
    expect(extractOperationRecords(model, context)).toEqual([
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
        description: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
        language: 'en',
        docusaurus_tag: 'default',
      },
      expect.objectContaining({
        url: '/api#whoami',
        hierarchy: expect.objectContaining({ lvl2: 'Sessions', lvl3: 'whoami' }),
        content: 'Who am I. POST /public/v1/query/whoami.',
        code: 'whoami',
        description: null,
      }),
    ]);
  });

  it('covers every operation of the real model, each once', () => {
    const model = buildApiModel();
    const records = extractOperationRecords(model, context);
    expect(records.map((record) => record.url)).toEqual(
      model.operations.map((op) => `/api#${op.name}`),
    );
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    const submissions = records.filter((record) => record.content?.includes('/submit/'));
    expect(submissions.every((record) => /ACTIVITY_TYPE_\w+$/.test(record.code ?? ''))).toBe(true);
  });
});
