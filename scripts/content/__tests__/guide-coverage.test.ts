import { describe, expect, it } from 'vitest';
import { guideCoverage, isGuidePage } from '../guide-coverage';

const createWallet = {
  name: 'create_wallet',
  sdkMethod: 'createWallet',
  activityType: 'ACTIVITY_TYPE_CREATE_WALLET',
};
const getWallet = { name: 'get_wallet', sdkMethod: 'getWallet' };

describe('guideCoverage', () => {
  it('counts an operation named by its reference name, its activity type or its method', () => {
    for (const page of [
      'Call [create_wallet](/api#create_wallet).',
      'The request type is `ACTIVITY_TYPE_CREATE_WALLET`.',
      'await client.createWallet({ … })',
    ]) {
      expect(guideCoverage([page], [createWallet]).named).toEqual(['create_wallet']);
    }
  });

  it('does not count a longer name that contains the operation name', () => {
    const page = 'Use create_wallet_accounts or createWalletAccounts, or get_wallets.';
    expect(guideCoverage([page], [createWallet, getWallet])).toEqual({
      named: [],
      missing: ['create_wallet', 'get_wallet'],
    });
  });

  it('reads every page given', () => {
    const pages = ['getWallet() returns one wallet.', 'Nothing here.'];
    expect(guideCoverage(pages, [createWallet, getWallet])).toEqual({
      named: ['get_wallet'],
      missing: ['create_wallet'],
    });
  });
});

describe('isGuidePage', () => {
  it('takes current documentation pages and leaves out the changelog and SDK pages', () => {
    expect(isGuidePage('site/docs/documentation/features/webhooks.mdx')).toBe(true);
    expect(isGuidePage('site/docs/documentation/changelog.mdx')).toBe(false);
    expect(isGuidePage('site/docs/sdks/golang.mdx')).toBe(false);
    expect(isGuidePage('site/sdks_versioned_docs/version-8.x/sdks/react.mdx')).toBe(false);
  });
});
