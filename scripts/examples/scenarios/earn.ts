/**
 * The errors table of the Earn page: a wrapper deployed with a fee or vault the sandbox refuses,
 * deposits before the deployment settled and into a paused wrapper, amounts that are not raw
 * units, a withdrawal above the position, ids the organization does not hold and claims with
 * nothing accrued. The deployment settles on the sandbox clock.
 */
import { refuses, requestInvalid } from './refusal';
import { advanceClock, now, walletIn, type Scenario } from './support';

const EARN = 'documentation/products/earn.mdx';
const BASE = 'eip155:8453' as const;
const USDC_BASE = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const NOBODY = '0x00000000000000000000000000000000000000b0';

export const earn: Scenario = {
  name: 'earn',
  does: 'earn_deploy_wrapper with a fee above the cap, a foreign fee wallet, an unknown vault and the wrong chain; earn_deposit before COMPLETED, into a paused wrapper, with bad amounts and unknown ids; earn_withdraw above the position; fee and rewards claims with nothing accrued',
  rows: [
    {
      doc: EARN,
      row: '`clientFeeBps` outside 0 to 4000, or `clientFeeWallet` not an address of the organization',
    },
    { doc: EARN, row: "`vaultAddress` not in the catalog, or `chainCaip2` not the vault's chain" },
    { doc: EARN, row: 'A deposit before the deployment completed, or into a paused wrapper' },
    { doc: EARN, row: '`assets` or `amountValue` not a positive whole number (or `MAX`)' },
    { doc: EARN, row: 'A withdrawal larger than the position' },
    { doc: EARN, row: 'An unknown wrapper, `signWith`, position or request id' },
    { doc: EARN, row: 'A fee or rewards claim with nothing to claim' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { organizationId, client } = org;
    const {
      addresses: [address = ''],
    } = await walletIn(org);
    const {
      addresses: [idle = ''],
    } = await walletIn(org);
    const envelope = () => ({ timestampMs: now(), organizationId });
    const { vaults = [] } = await client.listEarnVaults({ organizationId, caip19: USDC_BASE });
    const vaultAddress = vaults[0]?.vaultAddress ?? '';

    const deploy =
      (changes: {
        clientFeeBps?: string;
        clientFeeWallet?: string;
        vaultAddress?: string;
        chainCaip2?: typeof BASE | 'eip155:1';
      }) =>
      () =>
        client.earnDeployWrapper({
          type: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
          ...envelope(),
          parameters: {
            vaultAddress,
            chainCaip2: BASE,
            clientFeeBps: '2000',
            clientFeeWallet: address,
            ...changes,
          },
        });
    for (const [field, changes] of [
      ['clientFeeBps', { clientFeeBps: '4001' }],
      ['clientFeeBps', { clientFeeBps: '-1' }],
      ['clientFeeWallet', { clientFeeWallet: NOBODY }],
      ['vaultAddress', { vaultAddress: NOBODY }],
      ['chainCaip2', { chainCaip2: 'eip155:1' }],
    ] as const) {
      await refuses(
        context,
        observed,
        `earn_deploy_wrapper ${field}`,
        deploy(changes),
        requestInvalid(400, field),
      );
    }
    const { activity } = await deploy({})();
    const deployed = activity.result.earnDeployWrapperResult;
    if (!deployed) throw new Error(`earn_deploy_wrapper ended ${activity.status}`);

    const { wrapperAddress } = deployed;
    const deposit =
      (assets: string, changes: { wrapperAddress?: string; signWith?: string } = {}) =>
      () =>
        client.earnDeposit({
          type: 'ACTIVITY_TYPE_EARN_DEPOSIT',
          ...envelope(),
          parameters: { wrapperAddress, signWith: address, assets, chainCaip2: BASE, ...changes },
        });
    const withdraw =
      (amountValue: string, signWith = address) =>
      () =>
        client.earnWithdraw({
          type: 'ACTIVITY_TYPE_EARN_WITHDRAW',
          ...envelope(),
          parameters: { wrapperAddress, signWith, amountValue, chainCaip2: BASE },
        });
    const pause = (depositsDisabled: boolean) =>
      client.earnSetWrapperState({
        type: 'ACTIVITY_TYPE_EARN_SET_WRAPPER_STATE',
        ...envelope(),
        parameters: { wrapperAddress, depositsDisabled },
      });
    const claimFees = () =>
      client.claimEarnFees({
        type: 'ACTIVITY_TYPE_CLAIM_EARN_FEES',
        ...envelope(),
        parameters: { wrapperAddress },
      });

    await refuses(
      context,
      observed,
      'a deposit before COMPLETED',
      deposit('1000000'),
      requestInvalid(400, 'wrapperAddress'),
    );
    await advanceClock(context, 60);
    await pause(true);
    await refuses(
      context,
      observed,
      'a deposit into a paused wrapper',
      deposit('1000000'),
      requestInvalid(400, 'wrapperAddress'),
    );
    await pause(false);
    await refuses(
      context,
      observed,
      'a fee claim before any deposit',
      claimFees,
      requestInvalid(400, 'wrapperAddress'),
    );
    await refuses(
      context,
      observed,
      'a rewards claim with nothing earned',
      () =>
        client.earnClaimRewards({
          type: 'ACTIVITY_TYPE_EARN_CLAIM_REWARDS',
          ...envelope(),
          parameters: { signWith: address, chainCaip2: BASE },
        }),
      requestInvalid(400, 'signWith'),
    );

    for (const assets of ['0', '1.5', '-3', 'MAX']) {
      await refuses(
        context,
        observed,
        `assets ${assets}`,
        deposit(assets),
        requestInvalid(400, 'assets'),
      );
    }
    for (const amountValue of ['0.5', 'all']) {
      await refuses(
        context,
        observed,
        `amountValue ${amountValue}`,
        withdraw(amountValue),
        requestInvalid(400, 'amountValue'),
      );
    }
    await deposit('1000000')();
    await refuses(
      context,
      observed,
      'a withdrawal above the position',
      withdraw('1000001'),
      requestInvalid(400, 'amountValue'),
    );

    await refuses(
      context,
      observed,
      'an unknown wrapper',
      deposit('1', { wrapperAddress: NOBODY }),
      requestInvalid(404, 'wrapperAddress'),
    );
    await refuses(
      context,
      observed,
      'an unknown signWith',
      deposit('1', { signWith: NOBODY }),
      requestInvalid(404, 'signWith'),
    );
    await refuses(
      context,
      observed,
      'an account with no position',
      withdraw('MAX', idle),
      requestInvalid(404, 'signWith'),
    );
    const unknown = crypto.randomUUID();
    await refuses(
      context,
      observed,
      'an unknown request id',
      () => client.getEarnDepositStatus({ organizationId, depositRequestId: unknown }),
      requestInvalid(404, 'depositRequestId'),
    );
  },
};
