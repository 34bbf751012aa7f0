import { buildApiModel } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { pageModel } from '..';
import { apiIndex, dataFile, dataFiles, DATA_DIR, operationData } from '../page-data';
import { withSyntheticOperations } from '../synthetic';

const model = pageModel(buildApiModel());

describe('the /api route data', () => {
  it('names every operation and tag but carries no body (description, trees, examples)', () => {
    const index = apiIndex(model);
    expect(index.operations.map((op) => op.name)).toEqual(model.operations.map((op) => op.name));
    expect(index.tags).toEqual(model.tags);
    for (const operation of index.operations) {
      expect(Object.keys(operation).sort()).toEqual(['kind', 'name', 'path', 'summary', 'tag']);
    }
    const text = JSON.stringify(index);
    const first = model.operations[0];
    expect(text).not.toContain(first?.description);
    expect(text).not.toContain('"schemas"');
    // The slimmer part of the page's JavaScript: a tenth of the model or less.
    expect(text.length).toBeLessThan(JSON.stringify(model).length / 10);
  });
});

describe('the files fetched on demand', () => {
  it('hold one file per operation with its examples, and the schemas', () => {
    const files = dataFiles(model);
    expect(files).toHaveLength(model.operations.length + 2);
    const wallet = model.operations.find((op) => op.name === 'create_wallet');
    expect(wallet).toBeDefined();
    if (!wallet) return;
    const file = files.find(({ file }) => file === dataFile.operation('create_wallet'));
    expect(JSON.parse(file?.json ?? 'null')).toEqual(operationData(wallet));
    expect(operationData(wallet)).toEqual({
      name: 'create_wallet',
      path: wallet.path,
      kind: 'submission',
      sdkMethod: wallet.sdkMethod,
      sdkServerMethod: 'createWallet',
      example: wallet.example,
    });
    const velocity = model.operations.find((op) => op.name === 'create_velocity_control');
    expect(velocity && 'sdkServerMethod' in operationData(velocity)).toBe(false);
    const schemasFile = files.find(({ file }) => file === dataFile.schemas);
    const schemas = JSON.parse(schemasFile?.json ?? '{}') as Record<string, unknown>;
    expect(Object.keys(schemas).sort()).toEqual(['owners', 'schemas', 'shared']);
    expect(DATA_DIR).toBe('api/data');
  });

  it('map every activity type, older intent versions too, to its operation (the Policy Lab)', () => {
    const file = dataFiles(model).find(({ file }) => file === dataFile.activityTypes);
    const byType = JSON.parse(file?.json ?? '{}') as Record<string, string>;
    expect(byType.ACTIVITY_TYPE_SIGN_TRANSACTION_V2).toBe('sign_transaction');
    expect(byType.ACTIVITY_TYPE_SIGN_TRANSACTION).toBe('sign_transaction');
    const submissions = model.operations.filter((op) => op.kind === 'submission');
    expect(new Set(Object.values(byType)).size).toBe(submissions.length);
  });
});

describe('withSyntheticOperations', () => {
  it('repeats the real operations under new names up to the count, each in its tag', () => {
    const count = model.operations.length + 25;
    const big = withSyntheticOperations(model, count);
    const names = big.operations.map((op) => op.name);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(names.slice(0, model.operations.length)).toEqual(model.operations.map((op) => op.name));
    const copy = big.operations[model.operations.length];
    const original = model.operations[0];
    expect(copy?.name).toBe(`${original?.name}_2`);
    expect(copy?.path).toBe(original?.path.replace(/[^/]+$/, `${original?.name}_2`));
    expect(big.tags.flatMap((tag) => tag.operations).sort()).toEqual([...names].sort());
  });

  it('leaves a model that already has enough operations as it is', () => {
    expect(withSyntheticOperations(model, 0)).toBe(model);
    expect(withSyntheticOperations(model, model.operations.length)).toBe(model);
  });
});
