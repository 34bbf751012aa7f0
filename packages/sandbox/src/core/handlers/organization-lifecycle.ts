/**
 * Renaming an organization, and deleting a sub-organization with everything it holds. The
 * platform lets only a root user of the sub-organization itself delete it (a parent cannot
 * without its participation), and refuses while a wallet or private key was never exported
 * unless `deleteWithoutExport` is true.
 */
import { ipAllowlistId } from '../auth/ip-allowlist';
import {
  checkDeleteSubOrganization,
  DeleteSubOrganizationIntentSchema,
  UpdateOrganizationNameIntentSchema,
} from '@docs/platform-api';
import {
  mfaProgressId,
  type Kind,
  type ReadTransaction,
  type RecordKinds,
  type WriteTransaction,
} from '../../storage/types';
import { invalid, notFound, precondition, SandboxError } from '../errors';
import { faithful, simplified, submission, type HandlerContext } from '../contract';
import { secretTargetId } from './secrets';
import { importTargetId } from './transfer';

async function organizationOf(tx: ReadTransaction, organizationId: string) {
  const organization = await tx.get('organization', organizationId);
  if (!organization) throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
  return organization;
}

export const updateOrganizationName = submission(
  UpdateOrganizationNameIntentSchema,
  faithful,
  async (context, parameters) => {
    const organizationName = parameters.organizationName.trim();
    if (organizationName === '') {
      throw invalid('organizationName: expected a non-empty name');
    }
    await context.storage.read((tx) => organizationOf(tx, context.organizationId));
    const updatedAt = context.timestamp();
    return {
      result: { organizationId: context.organizationId, organizationName },
      write: async (tx) => {
        const organization = await organizationOf(tx, context.organizationId);
        await tx.update('organization', organization.organizationId, {
          ...organization,
          name: organizationName,
          updatedAt,
        });
      },
    };
  },
);

/** The kinds of record that belong to one organization. */
type OwnedKind = {
  [K in Kind]: RecordKinds[K] extends { organizationId: string } ? K : never;
}[Kind];

/**
 * The storage id of each kind of record an organization holds. Typed over every owned kind, so
 * a new kind fails to compile here until deleting a sub-organization knows how to remove it.
 */
const ID_OF: { [K in OwnedKind]: (record: RecordKinds[K]) => string } = {
  organization: (record) => record.organizationId,
  user: (record) => record.userId,
  apiKey: (record) => record.apiKeyId,
  wallet: (record) => record.walletId,
  walletAccount: (record) => record.walletAccountId,
  activity: (record) => record.id,
  policy: (record) => record.policyId,
  authenticator: (record) => record.authenticatorId,
  userTag: (record) => record.tagId,
  invitation: (record) => record.invitationId,
  privateKey: (record) => record.privateKeyId,
  privateKeyTag: (record) => record.tagId,
  importTarget: (record) => importTargetId(record.organizationId, record.userId, record.kind),
  otp: (record) => record.otpId,
  outboxMessage: (record) => record.messageId,
  oauthProvider: (record) => record.providerId,
  spentToken: (record) => record.tokenId,
  webhookEndpoint: (record) => record.endpointId,
  sessionProfile: (record) => record.sessionProfileId,
  secret: (record) => record.secretId,
  secretImportTarget: (record) => secretTargetId(record.organizationId, record.targetPublicKey),
  policyEvaluation: (record) => record.id,
  webhookDelivery: (record) => record.deliveryId,
  mfaPolicy: (record) => record.mfaPolicyId,
  mfaProgress: mfaProgressId,
  ipAllowlist: (record) => ipAllowlistId(record.organizationId, record.publicKey),
  oauth2Credential: (record) => record.oauth2CredentialId,
  smartContractInterface: (record) => record.smartContractInterfaceId,
  velocityControl: (record) => record.velocityControlId,
  settlement: (record) => record.requestId,
  earnWrapper: (record) => record.wrapperAddress,
  earnPosition: (record) => record.positionId,
  swapConfig: (record) => record.organizationId,
  swapQuote: (record) => record.quoteId,
  swapRequest: (record) => record.swapRequestId,
  fiatOnRampCredential: (record) => record.fiatOnrampCredentialId,
  onRampTransaction: (record) => record.transactionId,
  tvcOperator: (record) => record.id,
  tvcOperatorSet: (record) => record.id,
  tvcApp: (record) => record.id,
  tvcDeployment: (record) => record.id,
  tvcQuorumKey: (record) => record.id,
  sendTransactionStatus: (record) => record.sendTransactionStatusId,
};

async function removeAll<K extends OwnedKind>(
  tx: WriteTransaction,
  kind: K,
  organizationId: string,
) {
  const idOf: (record: RecordKinds[K]) => string = ID_OF[kind];
  for (const record of await tx.list(kind, { organizationId })) {
    await tx.remove(kind, idOf(record));
  }
}

/** Who may delete, and what: checked on the read and again in the transaction. */
async function checkDeletion(
  tx: ReadTransaction,
  context: HandlerContext,
  deleteWithoutExport: boolean | undefined,
) {
  const organization = await organizationOf(tx, context.organizationId);
  if (organization.parentOrganizationId === undefined) {
    throw precondition(
      `organizationId: ${organization.organizationId} is not a sub-organization; only sub-organizations can be deleted`,
      'NOT_A_SUB_ORGANIZATION',
    );
  }
  if (
    context.caller.viaParent ||
    !organization.rootQuorum.userIds.includes(context.caller.userId)
  ) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'REQUEST_NOT_AUTHORIZED',
      `Only a root user of sub-organization ${organization.organizationId} may delete it`,
    );
  }
  if ((await tx.list('organization', { parentId: organization.organizationId })).length > 0) {
    throw precondition(
      `organizationId: ${organization.organizationId} has sub-organizations of its own; delete them first`,
    );
  }
  const rule = checkDeleteSubOrganization(
    { deleteWithoutExport },
    {
      wallets: await tx.list('wallet', { organizationId: organization.organizationId }),
      privateKeys: await tx.list('privateKey', { organizationId: organization.organizationId }),
    },
  );
  if (!rule.ok) {
    throw precondition(
      `deleteWithoutExport: ${rule.violations.map((violation) => violation.message).join(' ')}`,
      'EXPORT_REQUIRED',
    );
  }
  return organization;
}

export const deleteSubOrganization = submission(
  DeleteSubOrganizationIntentSchema,
  simplified(
    'Every record of the sub-organization is removed in one transaction; the deleting activity is stored after that and cannot be read back, since its organization is gone. A sub-organization with sub-organizations of its own is refused.',
  ),
  async (context, parameters) => {
    const { deleteWithoutExport } = parameters;
    await context.storage.read((tx) => checkDeletion(tx, context, deleteWithoutExport));
    return {
      result: { subOrganizationUuid: context.organizationId },
      write: async (tx) => {
        await checkDeletion(tx, context, deleteWithoutExport);
        for (const kind of Object.keys(ID_OF) as OwnedKind[]) {
          await removeAll(tx, kind, context.organizationId);
        }
      },
    };
  },
);
