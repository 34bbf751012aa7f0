/**
 * Prints the figures the sandbox's decision records cite: P-256 stamp verification with
 * WebCrypto and with pure JS, and one client's latency for whoami, create_wallet and
 * sign_raw_payload over HTTP against in-memory SQLite. Not a benchmark suite (that is
 * `bench:sandbox`, later): one process, one client, run on a quiet machine.
 *
 *   npx tsx packages/sandbox/scripts/measure.ts [requests=200]
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes, utf8Encode } from '@docs/platform-api/bytes';
import { verifyApiKeyStamp } from '@docs/platform-api';
import { createSandbox, secureRandom } from '../src/core/index';
import { listen, newP256KeyPair, openSqliteStorage } from '../src/node/index';

const count = Number(process.argv[2] ?? '200');

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = samples.reduce((sum, value) => sum + value, 0);
  console.log(
    `${label.padEnd(22)} p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  ${((samples.length / total) * 1000).toFixed(0)}/s`,
  );
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main() {
  const keys = newP256KeyPair(secureRandom);
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  const body = JSON.stringify({ organizationId: 'measure', padding: 'x'.repeat(200) });
  const { stampHeaderValue } = await stamper.stamp(body);

  const webcrypto: number[] = [];
  for (let i = 0; i < count; i += 1)
    webcrypto.push(await time(() => verifyApiKeyStamp(body, stampHeaderValue)));
  summary('P-256 verify WebCrypto', webcrypto);
  const stamp = JSON.parse(Buffer.from(stampHeaderValue, 'base64url').toString()) as {
    signature: string;
  };
  const digest = sha256(utf8Encode(body));
  const pure: number[] = [];
  for (let i = 0; i < count; i += 1) {
    pure.push(
      await time(() =>
        Promise.resolve(
          p256.verify(hexToBytes(stamp.signature), digest, hexToBytes(keys.publicKey), {
            lowS: false,
            format: 'der',
          }),
        ),
      ),
    );
  }
  summary('P-256 verify pure JS', pure);

  const storage = openSqliteStorage({ location: ':memory:' });
  const sandbox = createSandbox({ storage });
  const running = await listen(sandbox, { port: 0 });
  const { organizationId } = await sandbox.createOrganization({ publicKey: keys.publicKey });
  const client = new TurnkeyClient({ baseUrl: running.url }, stamper);
  const timestampMs = () => String(Date.now());

  const whoami: number[] = [];
  for (let i = 0; i < count; i += 1)
    whoami.push(await time(() => client.getWhoami({ organizationId })));
  summary('whoami (HTTP)', whoami);

  const wallets: number[] = [];
  let address = '';
  for (let i = 0; i < count; i += 1) {
    wallets.push(
      await time(async () => {
        const { activity } = await client.createWallet({
          type: 'ACTIVITY_TYPE_CREATE_WALLET',
          timestampMs: timestampMs(),
          organizationId,
          parameters: {
            walletName: `W${i}`,
            accounts: [
              {
                curve: 'CURVE_SECP256K1',
                pathFormat: 'PATH_FORMAT_BIP32',
                path: "m/44'/60'/0'/0/0",
                addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
              },
            ],
          },
        });
        address = activity.result.createWalletResult?.addresses[0] ?? '';
      }),
    );
  }
  summary('create_wallet (HTTP)', wallets);

  const signs: number[] = [];
  for (let i = 0; i < count; i += 1) {
    signs.push(
      await time(() =>
        client.signRawPayload({
          type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
          timestampMs: timestampMs(),
          organizationId,
          parameters: {
            signWith: address,
            payload: `0x${i.toString(16).padStart(64, '0')}`,
            encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
            hashFunction: 'HASH_FUNCTION_NO_OP',
          },
        }),
      ),
    );
  }
  summary('sign_raw_payload (HTTP)', signs);
  await running.close();
  await storage.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
