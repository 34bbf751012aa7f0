/**
 * A real activity in the in-page sandbox, stamped with its own key as Try it stamps: a wallet
 * with no accounts, so its ACTIVITY_UPDATES delivery appears in the Lab's log.
 */
import { API_KEY_STAMP_HEADER, createApiKeyStamp } from '@docs/platform-api';
import type { InPageSandbox, SandboxIdentity } from '../../api-reference/try-it/in-page/protocol';
import { toCryptoKeyPair } from '../../api-reference/try-it/keys';
import { errorMessage } from './deliveries';

/** Creates a wallet and returns its activity's ID. */
export async function submitWallet(
  sandbox: InPageSandbox,
  identity: SandboxIdentity,
): Promise<string> {
  const body = JSON.stringify({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: String(Date.now()),
    organizationId: identity.organizationId,
    parameters: { walletName: `Webhook Lab ${new Date().toISOString()}`, accounts: [] },
  });
  const keys = await toCryptoKeyPair({
    publicKey: identity.apiPublicKey,
    privateKey: identity.apiPrivateKey,
    origin: 'generated',
  });
  const answer = await sandbox.send({
    path: '/public/v1/submit/create_wallet',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [API_KEY_STAMP_HEADER.toLowerCase()]: await createApiKeyStamp(body, keys),
    },
    body,
  });
  if (answer.status !== 200) throw new Error(errorMessage(answer.status, answer.body));
  const parsed = JSON.parse(answer.body) as { activity?: { id?: string } };
  return parsed.activity?.id ?? '';
}
