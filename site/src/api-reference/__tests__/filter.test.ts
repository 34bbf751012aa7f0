import { describe, expect, it } from 'vitest';
import { filterOperations, queryWords } from '../filter';
import { model } from './fixtures';

const names = (query: string) => [...filterOperations(model.operations, query)];

describe('filterOperations', () => {
  it('keeps everything for an empty query', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(names('')).toHaveLength(model.operations.length);
  });

  it('matches every word in name, summary, path, tag or kind, case-insensitively', () => {
    expect(names('sign raw')).toEqual(['sign_raw_payload', 'sign_raw_payloads']);
    expect(names('SIGN_RAW_PAYLOADS')).toEqual(['sign_raw_payloads']);
    expect(names('consensus')).toEqual(['approve_activity', 'reject_activity']);
    expect(names('wallets query')).toEqual(expect.arrayContaining(['get_wallet', 'list_wallets']));
    expect(names('wallets query')).not.toContain('create_wallet');
  });

  it('finds nothing for words no operation has', () => {
    expect(names('no-such-operation')).toEqual([]);
  });
});
