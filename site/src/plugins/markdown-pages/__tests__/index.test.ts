import { buildApiModel } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { apiModelOf } from '..';

describe('apiModelOf', () => {
  it('takes the very model the api-reference plugin loaded', () => {
    const model = buildApiModel();
    expect(apiModelOf({ 'api-reference': { default: model } })).toBe(model);
  });

  it('says which plugin is missing when it is not loaded', () => {
    expect(() => apiModelOf({})).toThrowErrorMatchingInlineSnapshot(
      `[Error: markdown-pages: /api.md is made from the api-reference plugin's model, but that plugin (id "default") has loaded none. Add it to the site's plugins.]`,
    );
  });
});
