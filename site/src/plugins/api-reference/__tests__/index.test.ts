import { buildApiModel } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../config/brand';
import { pageModel } from '..';

const model = buildApiModel();

describe('the /api route data', () => {
  it('sends snippets and Try it to the brand’s API origin', () => {
    expect(model.serverUrl).toBe(brand.apiUrl);
  });

  it('is the model without the intent and result keys the page does not show', () => {
    const page = pageModel(model);
    expect(page.operations.some((op) => 'intentKey' in op || 'resultKey' in op)).toBe(false);
    expect(model.operations.some((op) => op.intentKey !== undefined)).toBe(true);
    expect(page.operations.map(({ name, sdkMethod }) => [name, sdkMethod])).toEqual(
      model.operations.map(({ name, sdkMethod }) => [name, sdkMethod]),
    );
    expect({ ...page, operations: [] }).toEqual({ ...model, operations: [] });
  });
});
