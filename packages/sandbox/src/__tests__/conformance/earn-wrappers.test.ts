/**
 * Earn wrappers per fee configuration, as the platform publishes them: the fee pair is bound into
 * the wrapper's address, so another pair deploys another wrapper for the same vault, and the same
 * pair again returns the same wrapper without a second deployment.
 */
import { describe, expect, it } from 'vitest';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();
const BASE = 'eip155:8453';
const USDC_BASE = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

describe('Earn wrappers per fee configuration', () => {
  it('deploys one wrapper per fee pair and answers a resubmission with the same one', async () => {
    const account = await newOrganization(harness);
    const organizationId = account.organizationId;
    const { address } = await createWalletIn(account, 'earn fees', [ETHEREUM_ACCOUNT]);
    const { vaults } = await account.client.listEarnVaults({ organizationId, caip19: USDC_BASE });
    const vaultAddress = vaults?.[0]?.vaultAddress ?? '';
    const deploy = async (clientFeeBps: string) => {
      const { activity } = await account.client.earnDeployWrapper({
        type: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
        timestampMs: now(),
        organizationId,
        parameters: { vaultAddress, chainCaip2: BASE, clientFeeBps, clientFeeWallet: address },
      });
      const result = activity.result.earnDeployWrapperResult;
      if (!result) throw new Error(`earn_deploy_wrapper ended ${activity.status}`);
      return result;
    };

    const first = await deploy('2000');
    expect(await deploy('2000')).toEqual(first);
    const cheaper = await deploy('1000');
    expect(cheaper.wrapperAddress).not.toBe(first.wrapperAddress);
    expect(cheaper.deployRequestId).not.toBe(first.deployRequestId);

    const { enabledVaults } = await account.client.listEarnEnabledVaults({ organizationId });
    expect(
      enabledVaults?.map((vault) => [vault.wrapperAddress, vault.clientFeeBps]).sort(),
    ).toEqual(
      [
        [first.wrapperAddress, '2000'],
        [cheaper.wrapperAddress, '1000'],
      ].sort(),
    );
  });
});
