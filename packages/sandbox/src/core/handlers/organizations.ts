/** Organizations: who is calling, what the organization holds, and new sub-organizations. */
import {
  checkRootQuorumUpdate,
  checkSubOrganizationQuorum,
  CreateSubOrganizationIntentV8Schema,
  GetOrganizationConfigsRequestSchema,
  GetOrganizationRequestSchema,
  GetWhoamiRequestSchema,
  RemoveOrganizationFeatureIntentSchema,
  SetOrganizationFeatureIntentSchema,
  UpdateRootQuorumIntentSchema,
} from '@docs/platform-api';
import type { OrganizationRecord, ReadTransaction, WriteTransaction } from '../../storage/types';
import { invalid, notFound } from '../errors';
import { faithful, query, simplified, submission, type HandlerContext } from '../contract';
import { policyView, userTagView, userView, walletView } from '../views';
import { insertOauthProviders, newOauthProviders } from './auth-oauth';
import { ownRecord } from '../records/owned';
import { insertUser, newUser } from '../records/users';
import { insertWallet, newWallet, type NewWallet } from '../records/wallets';

async function organizationOf(tx: ReadTransaction, organizationId: string) {
  const organization = await tx.get('organization', organizationId);
  if (!organization) throw notFound(`No organization ${organizationId}`, 'ORGANIZATION_NOT_FOUND');
  return organization;
}

export const whoami = query(GetWhoamiRequestSchema, faithful, (context) =>
  context.storage.read(async (tx) => {
    const organization = await tx.get('organization', context.caller.organizationId);
    const user = await tx.get('user', context.caller.userId);
    if (!organization || !user)
      throw notFound('The calling user no longer exists', 'USER_NOT_FOUND');
    return {
      organizationId: organization.organizationId,
      organizationName: organization.name,
      userId: user.userId,
      username: user.userName,
    };
  }),
);

export const getOrganization = query(
  GetOrganizationRequestSchema,
  simplified('Private keys and invitations are always empty lists; tags lists the user tags.'),
  (context) =>
    context.storage.read(async (tx) => {
      const organization = await tx.get('organization', context.organizationId);
      if (!organization)
        throw notFound(`No organization ${context.organizationId}`, 'ORGANIZATION_NOT_FOUND');
      const users = await tx.list('user', { organizationId: organization.organizationId });
      const wallets = await tx.list('wallet', { organizationId: organization.organizationId });
      const policies = await tx.list('policy', { organizationId: organization.organizationId });
      const userTags = await tx.list('userTag', { organizationId: organization.organizationId });
      return {
        organizationData: {
          organizationId: organization.organizationId,
          name: organization.name,
          users: await Promise.all(users.map((user) => userView(tx, user))),
          policies: policies.map(policyView),
          privateKeys: [],
          invitations: [],
          tags: userTags.map(userTagView),
          rootQuorum: organization.rootQuorum,
          features: organization.features ?? [],
          wallets: wallets.map(walletView),
          smartContractInterfaceReferences: [],
        },
      };
    }),
);

export const getOrganizationConfigs = query(
  GetOrganizationConfigsRequestSchema,
  faithful,
  (context) =>
    context.storage.read(async (tx) => {
      const organization = await organizationOf(tx, context.organizationId);
      return {
        configs: { features: organization.features ?? [], quorum: organization.rootQuorum },
      };
    }),
);

const FEATURE_FIDELITY = simplified(
  'Features are stored and read back; the sandbox does not act on them (FEATURE_NAME_WEBHOOK sends no notifications, FEATURE_NAME_WEBAUTHN_ORIGINS does not restrict passkey origins).',
);

type StoredFeature = NonNullable<OrganizationRecord['features']>[number];

/** A feature change: the features after it, and the write that stores them. */
async function changeFeatures(
  context: HandlerContext,
  change: (features: StoredFeature[]) => StoredFeature[],
) {
  const before = await context.storage.read((tx) => organizationOf(tx, context.organizationId));
  const features = change(before.features ?? []);
  const updatedAt = context.timestamp();
  return {
    result: { features },
    write: async (tx: WriteTransaction) => {
      const organization = await organizationOf(tx, context.organizationId);
      await tx.update('organization', organization.organizationId, {
        ...organization,
        features: change(organization.features ?? []),
        updatedAt,
      });
    },
  };
}

export const setOrganizationFeature = submission(
  SetOrganizationFeatureIntentSchema,
  FEATURE_FIDELITY,
  (context, parameters) =>
    changeFeatures(context, (features) => [
      ...features.filter((feature) => feature.name !== parameters.name),
      { name: parameters.name, value: parameters.value },
    ]),
);

export const removeOrganizationFeature = submission(
  RemoveOrganizationFeatureIntentSchema,
  FEATURE_FIDELITY,
  async (context, parameters) => {
    const organization = await context.storage.read((tx) =>
      organizationOf(tx, context.organizationId),
    );
    if (!(organization.features ?? []).some((feature) => feature.name === parameters.name)) {
      throw invalid(
        `name: ${parameters.name} is not set in organization ${context.organizationId}`,
      );
    }
    return changeFeatures(context, (features) =>
      features.filter((feature) => feature.name !== parameters.name),
    );
  },
);

export const updateRootQuorum = submission(
  UpdateRootQuorumIntentSchema,
  faithful,
  async (context, parameters) => {
    const rule = checkRootQuorumUpdate(parameters);
    if (!rule.ok) throw invalid(rule.violations.map((violation) => violation.message).join(' '));
    const userIds = [...new Set(parameters.userIds)];
    const check = async (tx: ReadTransaction) => {
      for (const userId of userIds) {
        await ownRecord(tx, 'user', userId, context.organizationId, 'user');
      }
      return organizationOf(tx, context.organizationId);
    };
    await context.storage.read(check);
    const updatedAt = context.timestamp();
    return {
      result: {},
      write: async (tx) => {
        const organization = await check(tx);
        await tx.update('organization', organization.organizationId, {
          ...organization,
          rootQuorum: { threshold: parameters.threshold, userIds },
          updatedAt,
        });
      },
    };
  },
);

export const createSubOrganization = submission(
  CreateSubOrganizationIntentV8Schema,
  simplified(
    'Root users keep their API keys, authenticators (registered as create_authenticators does) and OAuth providers; email, SMS and OTP settings and verification tokens are accepted and ignored.',
  ),
  async (context, parameters) => {
    const quorum = checkSubOrganizationQuorum(parameters);
    if (!quorum.ok)
      throw invalid(quorum.violations.map((violation) => violation.message).join(' '));
    const organizationId = context.newId();
    const users = parameters.rootUsers.map((params, index) =>
      newUser(context, organizationId, params, `rootUsers[${index}]`),
    );
    const links = await Promise.all(
      users.map(({ user }, index) =>
        newOauthProviders(
          context,
          user,
          parameters.rootUsers[index]?.oauthProviders ?? [],
          `rootUsers[${index}].oauthProviders`,
        ),
      ),
    );
    const wallet: NewWallet | undefined = parameters.wallet
      ? await newWallet(context, organizationId, parameters.wallet, 'wallet.accounts')
      : undefined;
    const now = context.timestamp();
    const rootUserIds = users.map(({ user }) => user.userId);
    const organization: OrganizationRecord = {
      organizationId,
      name: parameters.subOrganizationName,
      parentOrganizationId: context.organizationId,
      rootQuorum: { threshold: parameters.rootQuorumThreshold, userIds: rootUserIds },
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: {
        subOrganizationId: organizationId,
        ...(wallet
          ? {
              wallet: {
                walletId: wallet.wallet.walletId,
                addresses: wallet.accounts.map((account) => account.address),
              },
            }
          : {}),
        rootUserIds,
      },
      write: async (tx) => {
        await tx.insert('organization', {
          id: organizationId,
          organizationId,
          parentId: context.organizationId,
          data: organization,
        });
        for (const user of users) await insertUser(tx, user);
        for (const providers of links) await insertOauthProviders(tx, providers);
        if (wallet) await insertWallet(tx, wallet);
      },
    };
  },
);
