/**
 * `@turnkey/webauthn-stamper` stamping with a passkey no user of the organization holds: the API
 * refuses (CREDENTIAL_NOT_FOUND, naming the credential ID) and `@turnkey/http` throws TurnkeyRequestError. The browser's
 * `navigator.credentials.get` is replaced, for this scenario only, by a software authenticator
 * (a P-256 key making a real WebAuthn assertion); the stamper runs unchanged.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { TurnkeyClient, TurnkeyRequestError } from '@turnkey/http';
import { WebauthnStamper } from '@turnkey/webauthn-stamper';
import { concatBytes } from '@noble/hashes/utils';
import { base64UrlEncode, utf8Encode } from '@docs/platform-api/bytes';
import { expect, type Scenario } from './support';

const RP_ID = 'localhost';

/** A copy of `bytes` in an ArrayBuffer of its own, as WebAuthn hands out. */
const toBuffer = (bytes: Uint8Array): ArrayBuffer => Uint8Array.from(bytes).buffer;

/** What `navigator.credentials.get` resolves with, for a key the authenticator holds. */
function softwareAuthenticator() {
  const privateKey = p256.utils.randomPrivateKey();
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  return {
    credentialId: base64UrlEncode(credentialId),
    get(options: { publicKey: { challenge: Uint8Array } }) {
      const clientData = utf8Encode(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: base64UrlEncode(options.publicKey.challenge),
          origin: `http://${RP_ID}`,
        }),
      );
      // rpIdHash, flags (user present and verified), signature counter 1.
      const authenticatorData = concatBytes(
        sha256(utf8Encode(RP_ID)),
        Uint8Array.of(0x05, 0, 0, 0, 1),
      );
      const signed = sha256(concatBytes(authenticatorData, sha256(clientData)));
      const signature = p256.sign(signed, privateKey, { prehash: false }).toDERRawBytes();
      return Promise.resolve({
        type: 'public-key',
        id: base64UrlEncode(credentialId),
        rawId: toBuffer(credentialId),
        response: {
          clientDataJSON: toBuffer(clientData),
          authenticatorData: toBuffer(authenticatorData),
          signature: toBuffer(signature),
          userHandle: null,
        },
        getClientExtensionResults: () => ({}),
      });
    },
  };
}

/** Runs `call` with `navigator.credentials` answered by `authenticator`, then puts it back. */
async function withNavigator<T>(
  authenticator: ReturnType<typeof softwareAuthenticator>,
  call: () => Promise<T>,
): Promise<T> {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { credentials: { get: authenticator.get } },
  });
  try {
    return await call();
  } finally {
    if (before) Object.defineProperty(globalThis, 'navigator', before);
    else Reflect.deleteProperty(globalThis, 'navigator');
  }
}

export const webauthnStamper: Scenario = {
  name: 'webauthn-stamper',
  does: 'whoami stamped by @turnkey/webauthn-stamper with a passkey (a software authenticator in place of the browser) that no user of the organization holds',
  rows: [{ doc: 'sdks/advanced/webauthn-stamper.mdx', row: 'The passkey is not registered' }],
  async run(context, observed) {
    const org = await context.newOrganization();
    const authenticator = softwareAuthenticator();
    const client = new TurnkeyClient(
      { baseUrl: context.url },
      new WebauthnStamper({ rpId: RP_ID }),
    );
    const refused = await observed.throws('a passkey not registered', () =>
      withNavigator(authenticator, () => client.getWhoami({ organizationId: org.organizationId })),
    );
    if (!(refused instanceof TurnkeyRequestError)) {
      throw new Error(`a passkey not registered: threw ${refused.name}`);
    }
    expect(
      typeof refused.code === 'number' && Array.isArray(refused.details),
      'the TurnkeyRequestError has no code or details',
    );
    expect(
      JSON.stringify(refused.details).includes('CREDENTIAL_NOT_FOUND') &&
        refused.message.includes(authenticator.credentialId),
      `the refusal is not about this unknown passkey: ${refused.message}`,
    );
  },
};
