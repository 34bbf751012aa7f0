/**
 * Sandbox-only endpoints under `/sandbox/v1/`: they have no counterpart on the platform and take
 * no stamp (the sandbox listens on loopback unless told otherwise).
 *
 * - `POST organizations` `{ publicKey, curveType?, organizationName?, userName? }`: a fresh
 *   organization whose root user holds that API key;
 * - `GET info`: version, clock, operation counts, the fidelity table, and the public key that
 *   signs export and import bundles (`enclaveSignerPublicKey`);
 * - `GET state?organizationId=…`: everything stored for one organization, secrets left out;
 * - `POST reset`: deletes everything;
 * - `POST clock` `{ advanceSeconds }` or `{ nowMs }`: moves the sandbox clock;
 * - `webhooks/…`: the delivery log, replays, test events and listeners (see `webhooks.ts`);
 * - `GET on-ramp/{transactionId}`: a simulated fiat on-ramp purchase (see `on-ramp.ts`).
 *
 * - `POST stamps/diagnose` `{ body, headers, organizationId? }`: the Stamp Doctor's verdict on a
 *   stamped request and every check behind it (`../stamp-diagnosis`).
 *
 * The login flows' endpoints are in `auth.ts`, the policy simulation in `policies.ts`.
 */
import * as z from 'zod';
import { SANDBOX_PREFIX } from '../../defaults';
import type { OrganizationRecord } from '../../storage/types';
import type { Environment } from './api';
import type { SandboxClock } from '../clock';
import { invalid, jsonResponse, notFound, SandboxError } from '../errors';
import { fidelityTable } from './routes';
import { handleOnRampEndpoint } from './on-ramp';
import type { SandboxRequest } from '../request';
import { insertUser, newUser } from '../records/users';
import { transferCrypto } from '../../crypto';
import {
  accountView,
  apiKeyView,
  authenticatorView,
  policyView,
  privateKeyTagView,
  privateKeyView,
  userTagView,
  walletView,
} from '../views';
import { handleAuthEndpoint } from './auth';
import { jsonBody } from './json-body';
import { handleAllowlistEndpoint } from './ip-allowlist';
import { chainListing, handleChainEndpoint } from './chains';
import { handlePolicyEndpoint } from './policies';
import { publicSandboxKeys } from '../auth/keys';
import type { WebhookDispatcher } from '../webhooks/deliveries';
import { handleWebhookEndpoint, webhookInfo } from './webhooks';
import { CLIENT_CHECKS } from '../client-checks';
import { diagnoseStamp, knownCredentials } from '../stamp-diagnosis';

export const SANDBOX_VERSION = '0.1.0';

const NewOrganizationSchema = z.strictObject({
  publicKey: z.string().min(1),
  curveType: z
    .enum(['API_KEY_CURVE_P256', 'API_KEY_CURVE_SECP256K1', 'API_KEY_CURVE_ED25519'])
    .default('API_KEY_CURVE_P256'),
  organizationName: z.string().min(1).default('Sandbox organization'),
  userName: z.string().min(1).default('Sandbox root user'),
  apiKeyName: z.string().min(1).default('sandbox-root-key'),
});

const ClockSchema = z.union([
  z.strictObject({ advanceSeconds: z.number().finite() }),
  z.strictObject({ nowMs: z.number().int().nonnegative() }),
]);

const DiagnoseSchema = z.strictObject({
  body: z.string(),
  headers: z.record(z.string(), z.string()),
  organizationId: z.string().min(1).optional(),
});

async function diagnose(env: Environment, nowMs: number, input: z.output<typeof DiagnoseSchema>) {
  const known =
    input.organizationId === undefined
      ? undefined
      : await knownCredentials(env.storage, input.organizationId, nowMs);
  if (input.organizationId !== undefined && !known) {
    throw notFound(`No organization ${input.organizationId}`, 'ORGANIZATION_NOT_FOUND');
  }
  return diagnoseStamp({ body: input.body, headers: input.headers, known, nowMs });
}

export async function createOrganization(
  env: Environment,
  input: z.input<typeof NewOrganizationSchema>,
) {
  const params = NewOrganizationSchema.parse(input);
  const organizationId = env.context.newId();
  const root = newUser(
    env.context,
    organizationId,
    {
      userName: params.userName,
      apiKeys: [
        { apiKeyName: params.apiKeyName, publicKey: params.publicKey, curveType: params.curveType },
      ],
    },
    'rootUser',
  );
  const now = env.context.timestamp();
  const organization: OrganizationRecord = {
    organizationId,
    name: params.organizationName,
    rootQuorum: { threshold: 1, userIds: [root.user.userId] },
    createdAt: now,
    updatedAt: now,
  };
  await env.storage.transaction(async (tx) => {
    await tx.insert('organization', { id: organizationId, organizationId, data: organization });
    await insertUser(tx, root);
  });
  return {
    organizationId,
    organizationName: organization.name,
    userId: root.user.userId,
    apiKeyId: root.apiKeys[0]?.apiKeyId,
  };
}

async function state(env: Environment, organizationId: string) {
  return env.storage.read(async (tx) => {
    const organization = await tx.get('organization', organizationId);
    if (!organization)
      throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
    const where = { organizationId };
    const [users, apiKeys, wallets, accounts, activities, children, policies] = await Promise.all([
      tx.list('user', where),
      tx.list('apiKey', where),
      tx.list('wallet', where),
      tx.list('walletAccount', where),
      tx.list('activity', where),
      tx.list('organization', { parentId: organizationId }),
      tx.list('policy', where),
    ]);
    const [authenticators, userTags, invitations] = await Promise.all([
      tx.list('authenticator', where),
      tx.list('userTag', where),
      tx.list('invitation', where),
    ]);
    const [privateKeys, privateKeyTags] = await Promise.all([
      tx.list('privateKey', where),
      tx.list('privateKeyTag', where),
    ]);
    return {
      organization,
      subOrganizationIds: children.map((child) => child.organizationId),
      users,
      apiKeys: apiKeys.map((key) => ({ ...apiKeyView(key), userId: key.userId })),
      wallets: wallets.map(walletView),
      walletAccounts: accounts.map(accountView),
      policies: policies.map(policyView),
      authenticators: authenticators.map((record) => ({
        ...authenticatorView(record),
        userId: record.userId,
      })),
      userTags: userTags.map(userTagView),
      invitations,
      privateKeys: privateKeys.map(privateKeyView),
      privateKeyTags: privateKeyTags.map(privateKeyTagView),
      activities: activities.map(({ id, type, status, fingerprint, createdAt }) => ({
        id,
        type,
        status,
        fingerprint,
        createdAt,
      })),
    };
  });
}

export async function handleSandbox(
  env: Environment,
  clock: SandboxClock,
  request: SandboxRequest,
  webhooks: WebhookDispatcher,
): Promise<Response> {
  const url = new URL(request.url);
  const endpoint = `${request.method} ${url.pathname.slice(SANDBOX_PREFIX.length + 1)}`;
  switch (endpoint) {
    case 'POST organizations':
      return jsonResponse(
        await createOrganization(env, await jsonBody(request, NewOrganizationSchema)),
      );
    case 'GET info': {
      const fidelity = fidelityTable();
      const count = (level: string) => fidelity.filter((row) => row.level === level).length;
      return jsonResponse({
        sandbox: true,
        version: SANDBOX_VERSION,
        schemaVersion: env.storage.schemaVersion,
        nowMs: clock.now(),
        clockOffsetMs: clock.offset(),
        operations: {
          total: fidelity.length,
          faithful: count('faithful'),
          simplified: count('simplified'),
          notImplemented: count('not implemented'),
        },
        /** Public keys (hex, uncompressed) the sandbox signs sessions, OTP bundles and tokens with. */
        keys: await publicSandboxKeys(env.context),
        fidelity,
        enclaveSignerPublicKey: (await transferCrypto()).sandboxSignerPublicKey(),
        webhooks: await webhookInfo(env),
        chains: chainListing(env, url),
        /** The client-side checks that need one of the keys above instead of the platform's. */
        clientChecks: CLIENT_CHECKS,
      });
    }
    case 'GET state': {
      const organizationId = url.searchParams.get('organizationId');
      if (!organizationId) throw invalid('organizationId: give it as a query parameter');
      return jsonResponse(await state(env, organizationId));
    }
    case 'POST reset':
      await env.storage.reset();
      env.context.chains?.reset();
      return jsonResponse({ reset: true });
    case 'POST clock': {
      const body = await jsonBody(request, ClockSchema);
      const nowMs =
        'nowMs' in body ? clock.set(body.nowMs) : clock.advance(body.advanceSeconds * 1000);
      return jsonResponse({ nowMs, clockOffsetMs: clock.offset() });
    }
    case 'POST stamps/diagnose':
      return jsonResponse(
        await diagnose(env, clock.now(), await jsonBody(request, DiagnoseSchema)),
      );
    default: {
      const answer =
        (await handleWebhookEndpoint(env, webhooks, endpoint, url, request)) ??
        (await handleOnRampEndpoint(env, endpoint)) ??
        (await handleAuthEndpoint(env, endpoint, url, request)) ??
        (await handleAllowlistEndpoint(env, endpoint, request)) ??
        (await handleChainEndpoint(env, endpoint, request)) ??
        (await handlePolicyEndpoint(endpoint, request));
      if (answer) return answer;
      throw new SandboxError(
        'NOT_FOUND',
        'NOT_FOUND',
        `No sandbox endpoint ${request.method} ${url.pathname}; see GET ${SANDBOX_PREFIX}/info`,
      );
    }
  }
}
