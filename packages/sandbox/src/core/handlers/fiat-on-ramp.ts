/**
 * Fiat on-ramp, simulated: provider credentials are stored (never sent anywhere), a purchase gets
 * a local sandbox URL instead of a provider page and completes on the sandbox clock. No payment is
 * taken and no crypto is delivered.
 */
import {
  CreateFiatOnRampCredentialIntentSchema,
  DeleteFiatOnRampCredentialIntentSchema,
  GetOnRampTransactionStatusRequestSchema,
  InitFiatOnRampIntentSchema,
  ListFiatOnRampCredentialsRequestSchema,
  UpdateFiatOnRampCredentialIntentSchema,
} from '@docs/platform-api';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToBase64, utf8Encode } from '@docs/platform-api/bytes';
import type { FiatOnRampCredentialRecord, ReadTransaction } from '../../storage/types';
import { query, simplified, submission } from '../contract';
import { invalid, notFound, precondition } from '../errors';
import { ownRecord } from '../records/owned';
import { organizationScope } from '../records/simulated/settlement';

/** How long a simulated purchase stays PENDING on the sandbox clock. */
export const ON_RAMP_SETTLE_MS = 60_000;

const CREDENTIALS = simplified(
  'Credentials are stored as given; the sandbox neither decrypts the secret keys nor checks them with the provider.',
);
const PURCHASE = simplified(
  'No provider is contacted: `onRampUrl` is a local sandbox path (`/sandbox/v1/on-ramp/{transactionId}`), no payment is taken and nothing is delivered. `onRampUrlSignature` is HMAC-SHA256 (base64) of the URL’s query string keyed with the stored `encryptedSecretApiKey` as sent, since the sandbox holds no key to decrypt it.',
);
const STATUS = simplified(
  'The simulated purchase reads PENDING for 60 s of sandbox clock after init_fiat_on_ramp, then COMPLETED; `refresh` changes nothing.',
);

function view(record: FiatOnRampCredentialRecord) {
  return {
    fiatOnrampCredentialId: record.fiatOnrampCredentialId,
    organizationId: record.organizationId,
    onrampProvider: record.onrampProvider,
    ...(record.projectId !== undefined ? { projectId: record.projectId } : {}),
    publishableApiKey: record.publishableApiKey,
    encryptedSecretApiKey: record.encryptedSecretApiKey,
    ...(record.encryptedPrivateApiKey !== undefined
      ? { encryptedPrivateApiKey: record.encryptedPrivateApiKey }
      : {}),
    ...(record.sandboxMode !== undefined ? { sandboxMode: record.sandboxMode } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const ownCredential = (tx: ReadTransaction, id: string, organizationId: string) =>
  ownRecord(tx, 'fiatOnRampCredential', id, organizationId, 'fiat on-ramp credential');

function checkKeys(parameters: { publishableApiKey: string; encryptedSecretApiKey: string }) {
  if (parameters.publishableApiKey.trim() === '')
    throw invalid('publishableApiKey: must not be empty');
  if (parameters.encryptedSecretApiKey.trim() === '') {
    throw invalid('encryptedSecretApiKey: must not be empty');
  }
}

export const createFiatOnRampCredential = submission(
  CreateFiatOnRampCredentialIntentSchema,
  CREDENTIALS,
  async (context, parameters) => {
    checkKeys(parameters);
    const now = context.timestamp();
    const record: FiatOnRampCredentialRecord = {
      fiatOnrampCredentialId: context.newId(),
      organizationId: context.organizationId,
      ...parameters,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { fiatOnRampCredentialId: record.fiatOnrampCredentialId },
      write: (tx) =>
        tx.insert('fiatOnRampCredential', {
          id: record.fiatOnrampCredentialId,
          organizationId: record.organizationId,
          data: record,
        }),
    };
  },
);

export const updateFiatOnRampCredential = submission(
  UpdateFiatOnRampCredentialIntentSchema,
  CREDENTIALS,
  async (context, parameters) => {
    checkKeys(parameters);
    const { fiatOnrampCredentialId: id, ...keys } = parameters;
    const before = await context.storage.read((tx) =>
      ownCredential(tx, id, context.organizationId),
    );
    const after: FiatOnRampCredentialRecord = {
      fiatOnrampCredentialId: before.fiatOnrampCredentialId,
      organizationId: before.organizationId,
      ...keys,
      ...(before.sandboxMode !== undefined ? { sandboxMode: before.sandboxMode } : {}),
      createdAt: before.createdAt,
      updatedAt: context.timestamp(),
    };
    return {
      result: { fiatOnRampCredentialId: id },
      write: async (tx) => {
        await ownCredential(tx, id, context.organizationId);
        await tx.update('fiatOnRampCredential', id, after);
      },
    };
  },
);

export const deleteFiatOnRampCredential = submission(
  DeleteFiatOnRampCredentialIntentSchema,
  CREDENTIALS,
  async (context, parameters) => {
    const id = parameters.fiatOnrampCredentialId;
    await context.storage.read((tx) => ownCredential(tx, id, context.organizationId));
    return {
      result: { fiatOnRampCredentialId: id },
      write: async (tx) => {
        await ownCredential(tx, id, context.organizationId);
        await tx.remove('fiatOnRampCredential', id);
      },
    };
  },
);

export const listFiatOnRampCredentials = query(
  ListFiatOnRampCredentialsRequestSchema,
  CREDENTIALS,
  (context) =>
    context.storage.read(async (tx) => ({
      fiatOnRampCredentials: (
        await tx.list('fiatOnRampCredential', { organizationId: context.organizationId })
      ).map(view),
    })),
);

/** The URL's query string, without `?`: what MoonPay's URL signing covers. */
function queryOf(url: string): string {
  try {
    return new URL(url).search.replace(/^\?/, '');
  } catch {
    throw invalid(`urlForSignature: ${JSON.stringify(url)} is not a URL`);
  }
}

export const initFiatOnRamp = submission(
  InitFiatOnRampIntentSchema,
  PURCHASE,
  async (context, parameters) => {
    if (parameters.walletAddress.trim() === '') throw invalid('walletAddress: must not be empty');
    if (parameters.fiatCurrencyAmount !== undefined) {
      const amount = Number(parameters.fiatCurrencyAmount);
      if (!/^[0-9]+(\.[0-9]+)?$/.test(parameters.fiatCurrencyAmount) || !(amount > 20)) {
        throw invalid(
          `fiatCurrencyAmount: expected a decimal amount above 20, received ${JSON.stringify(parameters.fiatCurrencyAmount)}`,
        );
      }
    }
    const credential = await context.storage.read(async (tx) => {
      for (const organizationId of await organizationScope(tx, context.organizationId)) {
        const found = (await tx.list('fiatOnRampCredential', { organizationId })).find(
          (candidate) => candidate.onrampProvider === parameters.onrampProvider,
        );
        if (found) return found;
      }
      return undefined;
    });
    if (!credential) {
      throw precondition(
        `onrampProvider: organization ${context.organizationId} has no ${parameters.onrampProvider} credential (create_fiat_on_ramp_credential)`,
      );
    }
    const signature =
      parameters.urlForSignature !== undefined
        ? bytesToBase64(
            hmac(
              sha256,
              utf8Encode(credential.encryptedSecretApiKey),
              utf8Encode(queryOf(parameters.urlForSignature)),
            ),
          )
        : undefined;
    const transactionId = context.newId();
    const transaction = {
      transactionId,
      organizationId: context.organizationId,
      onrampProvider: parameters.onrampProvider,
      walletAddress: parameters.walletAddress,
      network: parameters.network,
      cryptoCurrencyCode: parameters.cryptoCurrencyCode,
      createdAtMs: context.now(),
    };
    return {
      result: {
        onRampUrl: `/sandbox/v1/on-ramp/${transactionId}`,
        onRampTransactionId: transactionId,
        ...(signature !== undefined ? { onRampUrlSignature: signature } : {}),
      },
      write: (tx) =>
        tx.insert('onRampTransaction', {
          id: transactionId,
          organizationId: context.organizationId,
          data: transaction,
        }),
    };
  },
);

export const getOnRampTransactionStatus = query(
  GetOnRampTransactionStatusRequestSchema,
  STATUS,
  (context, input) =>
    context.storage.read(async (tx) => {
      const transaction = await tx.get('onRampTransaction', input.transactionId);
      if (!transaction || transaction.organizationId !== context.organizationId) {
        throw notFound(
          `transactionId: no on-ramp transaction ${input.transactionId} in organization ${context.organizationId}`,
          'ON_RAMP_TRANSACTION_NOT_FOUND',
        );
      }
      const done = context.now() >= transaction.createdAtMs + ON_RAMP_SETTLE_MS;
      return { transactionStatus: done ? 'COMPLETED' : 'PENDING' };
    }),
);
