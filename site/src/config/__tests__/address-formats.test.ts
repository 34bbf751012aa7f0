import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sdk from '@turnkey/sdk-server';
import { addressFormatConfig } from '@turnkey/sdk-server';
import { AddressFormatSchema } from '@docs/platform-api';
import {
  CHAIN_FAMILIES,
  FORMATS_ON_OTHER_PAGES,
  KEY_FORMATS,
  chainFamily,
} from '../address-formats';

const ecosystems = resolve(__dirname, '../../../docs/documentation/ecosystems');
const page = (id: string) => readFileSync(resolve(ecosystems, `${id}.mdx`), 'utf8');
const helpers = sdk as unknown as Record<string, unknown>; // looked up by name below

describe('address formats of the chain-family pages', () => {
  const rows = CHAIN_FAMILIES.flatMap((family) => family.rows);

  it('agree with addressFormatConfig and the default-account helpers of @turnkey/sdk-server', () => {
    for (const row of [...rows, ...KEY_FORMATS]) {
      const config = addressFormatConfig[row.format];
      expect(config.encoding, row.format).toBe(row.encoding);
      expect(config.hashFunction, row.format).toBe(row.hashFunction);
      const first = config.defaultAccounts?.[0];
      expect(first?.path, row.format).toBe(row.defaultPath);
      if (first) expect(first.curve, row.format).toBe(row.curve);
      if (row.helper) {
        const helper = helpers[row.helper];
        expect(typeof helper, row.helper).toBe('function');
        expect((helper as (i: number) => unknown)(0)).toEqual(first);
      }
    }
  });

  it('put every ADDRESS_FORMAT_* of the pinned client on exactly one page', () => {
    const placed = new Map<string, string[]>();
    const place = (format: string, where: string) =>
      placed.set(format, [...(placed.get(format) ?? []), where]);
    for (const family of CHAIN_FAMILIES)
      for (const row of family.rows) place(row.format, family.id);
    for (const row of KEY_FORMATS) place(row.format, 'others');
    for (const format of AddressFormatSchema.options) {
      for (const [id, pattern] of Object.entries(FORMATS_ON_OTHER_PAGES)) {
        if (pattern.test(format)) place(format, id);
      }
    }
    for (const format of AddressFormatSchema.options) {
      expect(placed.get(format), format).toHaveLength(1);
    }
    expect([...placed.keys()].sort()).toEqual([...AddressFormatSchema.options].sort());
  });

  it('are rendered on each family page, and named on the pages that keep their own tables', () => {
    for (const family of CHAIN_FAMILIES) {
      expect(page(family.id), family.id).toContain(`<AddressFormats family="${family.id}" />`);
    }
    expect(page('others')).toContain('<AddressFormats family="keys" />');
    for (const [id, pattern] of Object.entries(FORMATS_ON_OTHER_PAGES)) {
      for (const format of AddressFormatSchema.options.filter((f) => pattern.test(f))) {
        expect(page(id), `${format} on ${id}.mdx`).toContain(format);
      }
    }
  });

  it('refuses a family that does not exist, naming the ones that do', () => {
    expect(() => chainFamily('near')).toThrow(/no chain family "near".*cosmos/);
  });
});
