/**
 * `@turnkey/ethers`'s TurnkeySigner over `@turnkey/http`, unmodified: a personal message and a
 * legacy (EIP-155) transaction, each checked with viem.
 */
import { TurnkeySigner } from '@turnkey/ethers';
import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  type TransactionSerializedLegacy,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, useSandbox } from './support';

const harness = useSandbox();

async function ethersSigner() {
  const account = await newOrganization(harness);
  const created = await createWalletIn(account, 'Ethers', [ETHEREUM_ACCOUNT]);
  const address = created.address as `0x${string}`;
  // @turnkey/ethers declares its client with its own copy of @turnkey/http's types.
  type EthersConfig = ConstructorParameters<typeof TurnkeySigner>[0];
  const signer = new TurnkeySigner({
    client: account.client as unknown as EthersConfig['client'],
    organizationId: account.organizationId,
    signWith: address,
  });
  return { address, signer };
}

describe('@turnkey/ethers TurnkeySigner', () => {
  it('signs a personal message that viem recovers to the wallet address', async () => {
    const { address, signer } = await ethersSigner();
    expect(await signer.getAddress()).toBe(address);
    const message = 'Signed in the sandbox';
    const signature = (await signer.signMessage(message)) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).toBe(address);
  });

  it('signs a legacy EIP-155 transaction that viem parses and recovers', async () => {
    const { address, signer } = await ethersSigner();
    const signed = (await signer.signTransaction({
      type: 0,
      chainId: 11155111,
      nonce: 3,
      to: '0x0000000000000000000000000000000000000002',
      value: 12345n,
      gasLimit: 21000n,
      gasPrice: 20000000000n,
    })) as TransactionSerializedLegacy;
    expect(parseTransaction(signed)).toMatchObject({ type: 'legacy', chainId: 11155111, nonce: 3 });
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(address);
  });
});
