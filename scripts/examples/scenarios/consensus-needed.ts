/**
 * A root quorum of two holds a submission in ACTIVITY_STATUS_CONSENSUS_NEEDED; `@turnkey/http`'s
 * poller throws `TurnkeyActivityError` for it, `assertActivityCompleted` the consensus class,
 * and a second root user's rejection ends it ACTIVITY_STATUS_REJECTED.
 */
import { assertActivityCompleted, createActivityPoller } from '@turnkey/http';
import { ETHEREUM_ACCOUNT, now, type Scenario } from './support';
import { twoRootOrganization } from './two-roots';

export const consensusNeeded: Scenario = {
  name: 'consensus-needed',
  does: 'a sub-organization with two root users and threshold 2 creates a wallet; the poller and assertActivityCompleted meet it; the second root user rejects it',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Consensus needed**' },
    {
      doc: 'documentation/features/delegated-access.mdx',
      row: 'The activity waits in `ACTIVITY_STATUS_CONSENSUS_NEEDED`',
    },
    {
      doc: 'documentation/features/export-wallets.mdx',
      row: 'The activity waits in `ACTIVITY_STATUS_CONSENSUS_NEEDED`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'ended in ACTIVITY_STATUS_CONSENSUS_NEEDED',
    },
    { doc: 'sdks/advanced/turnkey-client.mdx', row: 'A poller sees' },
    { doc: 'sdks/advanced/turnkey-client.mdx', row: '`assertActivityCompleted(activity)`' },
  ],
  async run(context, observed) {
    const { organizationId, first: firstClient, second } = await twoRootOrganization(context);
    const body = () => ({
      type: 'ACTIVITY_TYPE_CREATE_WALLET' as const,
      timestampMs: now(),
      organizationId,
      parameters: { walletName: `Needs both roots ${now()}`, accounts: [ETHEREUM_ACCOUNT] },
    });
    const { activity } = await firstClient.createWallet(body());
    observed.activity(activity.status);
    await observed.throws('assertActivityCompleted', async () => assertActivityCompleted(activity));
    const poll = createActivityPoller({ client: firstClient, requestFn: firstClient.createWallet });
    await observed.throws('createActivityPoller', () => poll(body()));

    await second.rejectActivity({
      type: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
      timestampMs: now(),
      organizationId,
      parameters: { fingerprint: activity.fingerprint },
    });
    const { activity: decided } = await firstClient.getActivity({
      organizationId,
      activityId: activity.id,
    });
    observed.activity(decided.status);
  },
};
