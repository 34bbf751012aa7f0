/**
 * The errors table of the Secrets page: ingress keys asked for in a wrong number, imports with a
 * key that was not issued to the caller or not used for the payload, names reused, unknown
 * secrets and export keys that are not P-256 points. Payloads are sealed with `@turnkey/crypto`,
 * trusting the sandbox signer as the page tells readers to.
 */
import { encryptSecretToBundle, generateP256KeyPair } from '@turnkey/crypto';
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, type Refusal } from './refusal';
import { now, nonRootUser, type Scenario, type ScenarioContext } from './support';

const SECRETS = 'documentation/features/secrets.mdx';
const SUITE = 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const;

const answer = (http: number, code: Refusal['code'], names: string): Refusal => ({
  http,
  code,
  category: 'REQUEST_INVALID',
  names,
});

async function signerKey(context: ScenarioContext): Promise<string> {
  const info = (await (await fetch(`${context.url}/sandbox/v1/info`)).json()) as {
    enclaveSignerPublicKey: string;
  };
  return info.enclaveSignerPublicKey;
}

type Secret = Parameters<TurnkeyClient['importSecrets']>[0]['parameters']['secrets'][number];

export const secrets: Scenario = {
  name: 'secrets',
  does: 'init_import_secrets with 0, 33 and 1.5 keys; import_secrets with a key never issued, used twice, issued to another user, and a payload sealed to another key; names reused; export and delete of an unknown secret; export to a key that is not P-256',
  rows: [
    { doc: SECRETS, row: '`numSecrets` not a whole number from 1 to 32' },
    {
      doc: SECRETS,
      row: '`import_secrets` with an ingress key that was never issued, already used, or issued to another user',
    },
    { doc: SECRETS, row: 'A payload not encrypted to the key it names' },
    { doc: SECRETS, row: 'A `name` already used in the organization, or given twice' },
    { doc: SECRETS, row: 'An unknown `secretId` on export or delete' },
    { doc: SECRETS, row: 'An export `targetPublicKey` that is not a P-256 public key' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { organizationId, client } = org;
    const trusted = await signerKey(context);
    const envelope = () => ({ timestampMs: now(), organizationId });
    const ingress = async (issuer: TurnkeyClient, numSecrets: number) =>
      (
        await issuer.initImportSecrets({
          type: 'ACTIVITY_TYPE_INIT_IMPORT_SECRETS',
          ...envelope(),
          parameters: { encryptionSuite: SUITE, numSecrets },
        })
      ).activity.result.initImportSecretsResult?.enclaveTargetMessages ?? [];
    const seal = async (bundle: string | undefined, plaintext: string) => ({
      ...(await encryptSecretToBundle({
        plaintext,
        ingressTargetBundle: bundle ?? '',
        organizationId,
        dangerouslyOverrideSignerPublicKey: trusted,
      })),
      encryptionSuite: SUITE,
    });
    const importing = (items: Secret[]) => () =>
      client.importSecrets({
        type: 'ACTIVITY_TYPE_IMPORT_SECRETS',
        ...envelope(),
        parameters: { secrets: items },
      });

    for (const numSecrets of [0, 33, 1.5]) {
      await refuses(
        context,
        observed,
        `init_import_secrets numSecrets ${numSecrets}`,
        () => ingress(client, numSecrets),
        answer(400, 'INVALID_ARGUMENT', 'numSecrets'),
      );
    }

    const [first, second, third] = await ingress(client, 3);
    const stored = await seal(first, 'sk_test_first');
    await importing([{ ...stored, name: 'first' }])();
    const notIssued = generateP256KeyPair().publicKeyUncompressed;
    const elsewhere = await seal(second, 'sk_test_second');
    const otherUser = await nonRootUser(
      context,
      org,
      'importer',
      'ACTIVITY_TYPE_INIT_IMPORT_SECRETS',
    );
    const [theirs] = await ingress(otherUser.client, 1);
    const forThem = await seal(theirs, 'sk_test_theirs');
    for (const [what, item] of [
      ['a key never issued', { ...elsewhere, targetPublicKey: notIssued }],
      ['a key already used', { ...stored, name: 'again' }],
      ['a key issued to another user', forThem],
    ] as const) {
      await refuses(
        context,
        observed,
        `import_secrets with ${what}`,
        importing([item]),
        answer(400, 'FAILED_PRECONDITION', 'secrets[0].targetPublicKey'),
      );
    }

    const sealedToSecond = await seal(second, 'sk_test_misdirected');
    const thirdKey = (await seal(third, 'unused')).targetPublicKey;
    await refuses(
      context,
      observed,
      'import_secrets with a payload sealed to another key',
      importing([{ ...sealedToSecond, targetPublicKey: thirdKey }]),
      answer(400, 'INVALID_ARGUMENT', 'secrets[0].secretPayload'),
    );

    const [fourth, fifth] = await ingress(client, 2);
    await refuses(
      context,
      observed,
      'import_secrets with a name already stored',
      importing([{ ...(await seal(fourth, 'sk_test_dup')), name: 'first' }]),
      answer(400, 'FAILED_PRECONDITION', 'secrets[0].name'),
    );
    await refuses(
      context,
      observed,
      'import_secrets with a name given twice',
      importing([
        { ...(await seal(fourth, 'one')), name: 'twice' },
        { ...(await seal(fifth, 'two')), name: 'twice' },
      ]),
      answer(400, 'INVALID_ARGUMENT', 'twice'),
    );

    const unknown = crypto.randomUUID();
    const recipient = generateP256KeyPair().publicKeyUncompressed;
    await refuses(
      context,
      observed,
      'export_secrets of an unknown secret',
      () =>
        client.exportSecrets({
          type: 'ACTIVITY_TYPE_EXPORT_SECRETS',
          ...envelope(),
          parameters: {
            secrets: [{ secretId: unknown, targetPublicKey: recipient, encryptionSuite: SUITE }],
          },
        }),
      answer(404, 'NOT_FOUND', unknown),
    );
    await refuses(
      context,
      observed,
      'delete_secrets of an unknown secret',
      () =>
        client.deleteSecrets({
          type: 'ACTIVITY_TYPE_DELETE_SECRETS',
          ...envelope(),
          parameters: { secretIds: [unknown] },
        }),
      answer(404, 'NOT_FOUND', unknown),
    );

    const { secrets: listed } = await client.listSecrets({ organizationId });
    const secretId = listed.find((secret) => secret.name === 'first')?.secretId ?? '';
    for (const targetPublicKey of ['04' + 'ab'.repeat(64), 'not-a-key']) {
      await refuses(
        context,
        observed,
        `export_secrets to ${targetPublicKey.slice(0, 12)}`,
        () =>
          client.exportSecrets({
            type: 'ACTIVITY_TYPE_EXPORT_SECRETS',
            ...envelope(),
            parameters: { secrets: [{ secretId, targetPublicKey, encryptionSuite: SUITE }] },
          }),
        answer(400, 'INVALID_ARGUMENT', 'secrets[0].targetPublicKey'),
      );
    }
  },
};
