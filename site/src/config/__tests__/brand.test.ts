import { DOCS_SITE_ORIGINS } from '@docs/sandbox/defaults';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand';

describe('brand', () => {
  it('is the origin the sandbox lets call a local sandbox from Try it', () => {
    expect(DOCS_SITE_ORIGINS).toEqual([brand.siteUrl]);
  });
});
