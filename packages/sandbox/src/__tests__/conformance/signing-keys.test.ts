/**
 * Derived signing keys are kept between calls (src/core/handlers/signing.ts): a repeated
 * signature still comes from the account named, and a deleted wallet's account cannot sign.
 */
import { keccak256, recoverAddress, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ETHEREUM_ACCOUNT, newServerClient, useSandbox } from './support';

const harness = useSandbox();

describe('signing with derived keys kept between calls', () => {
  it('signs with the key of each account named, on every call, until the wallet is deleted', async () => {
    const { client } = await newServerClient(harness);
    const { walletId, addresses } = await client.createWallet({
      walletName: 'Two accounts',
      accounts: [ETHEREUM_ACCOUNT, { ...ETHEREUM_ACCOUNT, path: "m/44'/60'/0'/0/1" }],
    });
    expect(new Set(addresses).size).toBe(2);
    const payload = toHex('same payload, two keys');
    for (const round of [1, 2]) {
      for (const address of addresses) {
        const signed = await client.signRawPayload({
          signWith: address,
          payload,
          encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
          hashFunction: 'HASH_FUNCTION_KECCAK256',
        });
        const recovered = await recoverAddress({
          hash: keccak256(payload),
          signature: { r: `0x${signed.r}`, s: `0x${signed.s}`, yParity: Number(signed.v) },
        });
        expect(recovered, `round ${round}`).toBe(address);
      }
    }
    await client.deleteWallets({ walletIds: [walletId], deleteWithoutExport: true });
    await expect(
      client.signRawPayload({
        signWith: addresses[0] ?? '',
        payload,
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      }),
    ).rejects.toThrow(/no wallet account/);
  });
});
