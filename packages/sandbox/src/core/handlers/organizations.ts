/** Organizations: who is calling, what the organization holds, and new sub-organizations. */
import { checkSubOrganizationQuorum, type CreateSubOrganizationIntentV8 } from '@docs/platform-api';
import type { OrganizationRecord } from '../../storage/types';
import { invalid, notFound } from '../errors';
import { faithful, query, simplified, submission } from '../registry';
import { policyView, userTagView, userView, walletView } from '../views';
import { insertOauthProviders, newOauthProviders } from './auth-oauth';
import { insertUser, insertWallet, newUser, newWallet, type NewWallet } from './shared';

export const whoami = query<unknown>(faithful, (context) =>
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

export const getOrganization = query<unknown>(
  simplified(
    'Private keys, invitations and features are always empty lists; tags lists the user tags.',
  ),
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
          features: [],
          wallets: wallets.map(walletView),
          smartContractInterfaceReferences: [],
        },
      };
    }),
);

export const getOrganizationConfigs = query<unknown>(
  simplified('Features are always an empty list: the sandbox stores no organization features.'),
  (context) =>
    context.storage.read(async (tx) => {
      const organization = await tx.get('organization', context.organizationId);
      if (!organization)
        throw notFound(`No organization ${context.organizationId}`, 'ORGANIZATION_NOT_FOUND');
      return { configs: { features: [], quorum: organization.rootQuorum } };
    }),
);

export const createSubOrganization = submission<CreateSubOrganizationIntentV8>(
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
      ? newWallet(context, organizationId, parameters.wallet, 'wallet.accounts')
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
