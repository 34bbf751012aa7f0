/**
 * Secrets through the unmodified published clients: `@turnkey/http` starts the import and
 * deletes, `@turnkey/sdk-server`'s `apiClient()` imports, lists and exports, and
 * `@turnkey/crypto`'s `encryptSecretToBundle` / `decryptSecretBundle` seal and open the payloads,
 * trusting the sandbox signer (from `GET /sandbox/v1/info`) as `dangerouslyOverrideSignerPublicKey`.
 */
import { decryptSecretBundle, encryptSecretToBundle, generateP256KeyPair } from '@turnkey/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { newOrganization, now, useSandbox, type Account } from './support';

const harness = useSandbox();

let signerKey = '';
beforeAll(async () => {
  const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
    enclaveSignerPublicKey: string;
  };
  signerKey = info.enclaveSignerPublicKey;
});

const SUITE = 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const;

/** The item at `index`, or a failed test. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at ${index}`);
  return item;
}

async function ingressTargets(account: Account, numSecrets: number) {
  const { activity } = await account.client.initImportSecrets({
    type: 'ACTIVITY_TYPE_INIT_IMPORT_SECRETS',
    timestampMs: now(),
    organizationId: account.organizationId,
    parameters: { encryptionSuite: SUITE, numSecrets },
  });
  return activity.result.initImportSecretsResult?.enclaveTargetMessages ?? [];
}

/** Each plaintext sealed to one fresh ingress key, as import_secrets takes them. */
async function sealed(account: Account, plaintexts: string[]) {
  const targets = await ingressTargets(account, plaintexts.length);
  return Promise.all(
    plaintexts.map(async (plaintext, index) => {
      const { secretPayload, targetPublicKey } = await encryptSecretToBundle({
        plaintext,
        ingressTargetBundle: targets[index] ?? '',
        organizationId: account.organizationId,
        dangerouslyOverrideSignerPublicKey: signerKey,
      });
      return { secretPayload, targetPublicKey, encryptionSuite: SUITE };
    }),
  );
}

async function exported(account: Account, secretId: string) {
  const target = generateP256KeyPair();
  const { secretPayloads } = await serverClientOf(harness, account).exportSecrets({
    secrets: [{ secretId, targetPublicKey: target.publicKeyUncompressed, encryptionSuite: SUITE }],
  });
  return decryptSecretBundle({
    secretPayload: secretPayloads[0] ?? '',
    embeddedPrivateKey: target.privateKey,
    organizationId: account.organizationId,
    dangerouslyOverrideSignerPublicKey: signerKey,
  });
}

describe('secrets', () => {
  it('imports, lists, exports and deletes secrets', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const payloads = await sealed(account, ['sk_live_123', 'hunter2 ✓']);
    const { secretIds } = await client.importSecrets({
      secrets: [
        {
          ...at(payloads, 0),
          name: 'processor',
          staticProperties: [{ key: 'kind', value: 'apiKey' }],
        },
        at(payloads, 1),
      ],
    });
    expect(secretIds).toHaveLength(2);

    const { secrets } = await client.listSecrets({});
    expect(secrets.map((secret) => secret.secretId)).toEqual([...secretIds].reverse());
    expect(secrets[1]).toMatchObject({
      secretId: secretIds[0],
      name: 'processor',
      staticProperties: [{ key: 'kind', value: 'apiKey' }],
    });
    expect(JSON.stringify(secrets)).not.toContain('sk_live_123');

    expect(await exported(account, at(secretIds, 0))).toBe('sk_live_123');
    expect(await exported(account, at(secretIds, 1))).toBe('hunter2 ✓');

    const { activity } = await account.client.deleteSecrets({
      type: 'ACTIVITY_TYPE_DELETE_SECRETS',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { secretIds: [at(secretIds, 0)] },
    });
    expect(activity.result.deleteSecretsResult?.secretIds).toEqual([secretIds[0]]);
    expect((await client.listSecrets({})).secrets.map((secret) => secret.secretId)).toEqual([
      secretIds[1],
    ]);
    expect((await failure(exported(account, at(secretIds, 0)))).code).toBe(5);
  });

  it('uses each ingress key once and keeps names unique', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const payload = at(await sealed(account, ['one']), 0);
    await client.importSecrets({ secrets: [{ ...payload, name: 'only' }] });
    const reused = await failure(client.importSecrets({ secrets: [payload] }));
    expect(reused.code).toBe(9);
    expect(reused.message).toContain('secrets[0].targetPublicKey');

    const again = at(await sealed(account, ['two']), 0);
    const taken = await failure(client.importSecrets({ secrets: [{ ...again, name: 'only' }] }));
    expect(taken.code).toBe(9);
    expect(taken.message).toContain('secrets[0].name');
  });

  it('answers 400 naming the field for bad input', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    const zero = await failure(ingressTargets(account, 0));
    expect(zero.code).toBe(3);
    expect(zero.message).toContain('numSecrets');

    const payload = at(await sealed(account, ['value']), 0);
    const garbled = await failure(
      client.importSecrets({ secrets: [{ ...payload, secretPayload: '{"nope":1}' }] }),
    );
    expect(garbled.code).toBe(3);
    expect(garbled.message).toContain('secrets[0].secretPayload');

    const badKey = await failure(
      client.importSecrets({ secrets: [{ ...payload, targetPublicKey: 'abc' }] }),
    );
    expect(badKey.code).toBe(3);
    expect(badKey.message).toContain('secrets[0].targetPublicKey');

    const { secretIds } = await client.importSecrets({ secrets: [payload] });
    const badTarget = await failure(
      client.exportSecrets({
        secrets: [{ secretId: at(secretIds, 0), targetPublicKey: '04ab', encryptionSuite: SUITE }],
      }),
    );
    expect(badTarget.code).toBe(3);
    expect(badTarget.message).toContain('secrets[0].targetPublicKey');

    const twice = await failure(
      account.client.deleteSecrets({
        type: 'ACTIVITY_TYPE_DELETE_SECRETS',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { secretIds: [at(secretIds, 0), at(secretIds, 0)] },
      }),
    );
    expect(twice.code).toBe(3);
    expect(twice.message).toContain('secretIds[1]');
  });

  it('keeps one organization’s secrets and ingress keys from another', async () => {
    const owner = await newOrganization(harness);
    const other = await newOrganization(harness);
    const payload = at(await sealed(owner, ['private']), 0);
    const stolenKey = await failure(
      serverClientOf(harness, other).importSecrets({ secrets: [payload] }),
    );
    expect(stolenKey.code).toBe(9);

    const { secretIds } = await serverClientOf(harness, owner).importSecrets({
      secrets: [payload],
    });
    expect((await serverClientOf(harness, other).listSecrets({})).secrets).toEqual([]);
    expect((await failure(exported(other, at(secretIds, 0)))).code).toBe(5);
    const deleting = await failure(
      other.client.deleteSecrets({
        type: 'ACTIVITY_TYPE_DELETE_SECRETS',
        timestampMs: now(),
        organizationId: other.organizationId,
        parameters: { secretIds },
      }),
    );
    expect(deleting.code).toBe(5);
    expect(await exported(owner, at(secretIds, 0))).toBe('private');
  });

  it('lets policies read secret.static_properties, one evaluation per secret, all or nothing', async () => {
    const root = await newOrganization(harness);
    const rootClient = serverClientOf(harness, root);
    const payloads = await sealed(root, ['sk_live_1', 'hunter2']);
    const { secretIds } = await rootClient.importSecrets({
      secrets: [
        { ...at(payloads, 0), staticProperties: [{ key: 'kind', value: 'apiKey' }] },
        { ...at(payloads, 1), staticProperties: [{ key: 'kind', value: 'password' }] },
      ],
    });
    const billing = await nonRootUserOf(harness, root, 'billing');
    await rootClient.createPolicy({
      policyName: 'Billing exports API keys',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.any(user, user.id == '${billing.userId}')`,
      condition:
        "activity.type == 'ACTIVITY_TYPE_EXPORT_SECRETS' && secret.static_properties['kind'] == 'apiKey'",
      notes: '',
    });
    const exportAs = (ids: string[]) =>
      billing.client.exportSecrets({
        type: 'ACTIVITY_TYPE_EXPORT_SECRETS',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: {
          secrets: ids.map((secretId) => ({
            secretId,
            targetPublicKey: generateP256KeyPair().publicKeyUncompressed,
            encryptionSuite: SUITE,
          })),
        },
      });
    const allowed = await exportAs([at(secretIds, 0)]);
    expect(allowed.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(allowed.activity.result.exportSecretsResult?.secretPayloads).toHaveLength(1);

    const password = await failure(exportAs([at(secretIds, 1)]));
    expect(password.code).toBe(7);
    expect(password.message).toContain('OUTCOME_DENY_IMPLICIT');
    const both = await failure(exportAs([at(secretIds, 0), at(secretIds, 1)]));
    expect(both.code).toBe(7);
    expect(both.message).toContain(`secrets[1] (${at(secretIds, 1)})`);
  });
});
