import { buildApiModel } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { findOperation, operationView, unknownOperation } from '../api-operation';

const model = buildApiModel();

describe('findOperation', () => {
  it.each([
    'create_wallet',
    'CREATE_WALLET',
    'ACTIVITY_TYPE_CREATE_WALLET',
    'createWallet',
    '/public/v1/submit/create_wallet',
  ])('finds create_wallet by %s', (name) => {
    expect(findOperation(model, name)?.name).toBe('create_wallet');
  });

  it('finds a submission by an older intent version', () => {
    const versioned = model.operations.find((operation) => operation.olderVersions?.length);
    const older = versioned?.olderVersions?.[0]?.activityType;
    expect(older).toBeDefined();
    expect(findOperation(model, older as string)?.name).toBe(versioned?.name);
  });

  it('finds nothing for an unknown name; the error names the argument', () => {
    expect(findOperation(model, 'create_walet')).toBeUndefined();
    expect(unknownOperation('create_walet', ['create_wallet']).message).toMatch(
      /^name: no operation is named "create_walet" .* Close names: create_wallet\./,
    );
  });
});

describe('operationView', () => {
  const view = operationView(
    model,
    findOperation(model, 'create_wallet') as NonNullable<ReturnType<typeof findOperation>>,
    '/api',
  );

  it('gives method, path, current intent version and SDK methods', () => {
    expect(view).toMatchObject({
      name: 'create_wallet',
      method: 'POST',
      path: '/public/v1/submit/create_wallet',
      activityType: 'ACTIVITY_TYPE_CREATE_WALLET',
      sdk: { http: 'createWallet', sdkServer: 'createWallet' },
      referencePath: '/api#create_wallet',
    });
  });

  it('flattens request fields with dotted paths, required marks and allowed values', () => {
    const field = (path: string) => view.request.find((candidate) => candidate.path === path);
    expect(field('type')).toMatchObject({
      required: true,
      values: ['ACTIVITY_TYPE_CREATE_WALLET'],
    });
    expect(field('parameters.walletName')).toMatchObject({ type: 'string', required: true });
    expect(field('parameters.accounts[].curve')?.values).toContain('CURVE_SECP256K1');
    expect(field('parameters.mnemonicLength')?.required).toBe(false);
  });

  it('names shared schemas instead of expanding them, and lists their fields once', () => {
    const activity = view.response.find((field) => field.path === 'activity');
    expect(activity?.type).toBe('object extending Activity');
    expect(view.response.map((field) => field.path)).toContain(
      'activity.result.createWalletResult.walletId',
    );
    const shared = view.sharedSchemas.find((schema) => schema.name === 'Activity');
    expect(shared?.referencePath).toBe('/api#schema-Activity');
    expect(shared?.fields.map((field) => field.path)).toContain('status');
  });

  it('carries the example request and response', () => {
    expect(view.example.request).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_WALLET' });
  });

  it('flattens every operation of the model without a cycle', () => {
    for (const operation of model.operations) {
      const flat = operationView(model, operation, '/api');
      expect(flat.request.length, operation.name).toBeGreaterThan(0);
      expect(new Set(flat.request.map((field) => field.path)).size).toBe(flat.request.length);
    }
  });
});
