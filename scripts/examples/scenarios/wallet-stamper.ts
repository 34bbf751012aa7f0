/**
 * `@turnkey/wallet-stamper` stamping with an Ethereum wallet whose key the organization does not
 * hold, or holds on another curve: refused, and `@turnkey/http` throws TurnkeyRequestError; a key
 * registered as secp256k1 is let in. The browser wallet is replaced by a local viem account behind the
 * package's own `WalletInterface`; the stamper runs unchanged.
 */
import { TurnkeyClient, TurnkeyRequestError } from '@turnkey/http';
import { WalletStamper, WalletType, type EthereumWalletInterface } from '@turnkey/wallet-stamper';
import { p256 } from '@noble/curves/p256';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, now, type Scenario } from './support';

function localEthereumWallet(): { wallet: EthereumWalletInterface; compressedPublicKey: string } {
  const account = privateKeyToAccount(generatePrivateKey());
  const uncompressed = account.publicKey.slice(4);
  const x = uncompressed.slice(0, 64);
  const yIsOdd = BigInt(`0x${uncompressed.slice(64)}`) % 2n === 1n;
  return {
    wallet: {
      type: WalletType.Ethereum,
      signMessage: (message) => account.signMessage({ message }),
      getPublicKey: () => Promise.resolve(account.publicKey),
    },
    compressedPublicKey: `${yIsOdd ? '03' : '02'}${x}`,
  };
}

/**
 * A wallet whose compressed secp256k1 key is also a point of P-256, so registering it as P-256
 * is accepted and it is the stamp that fails (about every second key is; the sandbox refuses the
 * others at registration, tested in its conformance suite).
 */
function walletAlsoOnP256(): ReturnType<typeof localEthereumWallet> {
  for (let attempt = 0; attempt < 128; attempt++) {
    const candidate = localEthereumWallet();
    try {
      p256.ProjectivePoint.fromHex(candidate.compressedPublicKey);
      return candidate;
    } catch {
      // Not a P-256 point: try another key.
    }
  }
  throw new Error('no secp256k1 key out of 128 was also a P-256 point');
}

export const walletStamper: Scenario = {
  name: 'wallet-stamper',
  does: 'whoami stamped by @turnkey/wallet-stamper (EIP-191, a local Ethereum key behind its WalletInterface): the key not registered, and registered on the root user as a P-256 key (the wrong curve); then the key of another wallet registered as secp256k1, which is let in',
  rows: [{ doc: 'sdks/advanced/wallet-stamper.mdx', row: 'The public key is not registered' }],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { wallet, compressedPublicKey } = walletAlsoOnP256();
    const whoamiWith = (stamping: EthereumWalletInterface) =>
      new TurnkeyClient({ baseUrl: context.url }, new WalletStamper(stamping)).getWhoami({
        organizationId: org.organizationId,
      });
    const whoami = () => whoamiWith(wallet);
    const register = (
      publicKey: string,
      curveType: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1',
    ) =>
      org.client.createApiKeys({
        type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
        timestampMs: now(),
        organizationId: org.organizationId,
        parameters: {
          userId: org.userId,
          apiKeys: [{ apiKeyName: `wallet ${curveType}`, publicKey, curveType }],
        },
      });

    const unknown = await observed.throws('a wallet key not registered', whoami);
    expect(unknown instanceof TurnkeyRequestError, `not registered: threw ${unknown.name}`);
    await register(compressedPublicKey, 'API_KEY_CURVE_P256');
    const wrongCurve = await observed.throws('a wallet key registered as P-256', whoami);
    expect(wrongCurve instanceof TurnkeyRequestError, `wrong curve: threw ${wrongCurve.name}`);
    // The stamper itself is sound: another wallet's key, registered as secp256k1, is let in.
    const admitted = localEthereumWallet();
    await register(admitted.compressedPublicKey, 'API_KEY_CURVE_SECP256K1');
    const { organizationId } = await whoamiWith(admitted.wallet);
    expect(organizationId === org.organizationId, `whoami answered for ${organizationId}`);
  },
};
