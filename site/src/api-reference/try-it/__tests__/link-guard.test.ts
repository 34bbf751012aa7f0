import { describe, expect, it } from 'vitest';
import { linkRisk } from '../link-guard';

describe('linkRisk', () => {
  it('asks nothing for a query, which only reads', () => {
    expect(linkRisk('get_wallets', 'query', '{"organizationId":"o"}')).toBeNull();
  });

  it.each([
    ['export_wallet', /exports key material/],
    ['export_private_key', /exports key material/],
    ['create_api_keys', /API keys/],
    ['delete_api_keys', /API keys/],
    ['create_authenticators', /passkeys/],
    ['update_root_quorum', /root quorum/],
    ['create_policy', /policies/],
    ['update_policy', /policies/],
    ['create_read_write_session', /credential for the public key/],
    ['otp_login', /credential for the public key/],
    ['eth_send_transaction', /moves funds/],
  ])('marks %s as sensitive', (operation, effect) => {
    const risk = linkRisk(operation, 'submission', '{}');
    expect(risk?.sensitive).toBe(true);
    expect(risk?.effect).toMatch(effect);
  });

  it('still asks for any other submission, and names the values that point somewhere', () => {
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_EXPORT_WALLET',
      organizationId: 'org-1',
      parameters: {
        walletId: 'w-1',
        targetPublicKey: '04abc',
        language: 'MNEMONIC_LANGUAGE_ENGLISH',
      },
    });
    expect(linkRisk('export_wallet', 'submission', body)?.pointers).toEqual([
      'organizationId: org-1',
      'parameters.targetPublicKey: 04abc',
    ]);
    expect(linkRisk('create_wallet', 'submission', '{}')).toEqual({
      effect: 'runs an activity in your organization',
      sensitive: false,
      pointers: [],
    });
    expect(linkRisk('create_wallet', 'submission', 'not json')?.pointers).toEqual([]);
  });
});
