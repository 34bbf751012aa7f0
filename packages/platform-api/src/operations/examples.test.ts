/**
 * Every example validates against its own schemas, keeps no key the schema would drop, and uses
 * the shared ids consistently; addresses look right for their format.
 */
import { describe, expect, it } from 'vitest';
import { base58Decode, missingFrom, walk } from '../__tests__/support';
import * as ids from '../examples/ids';
import { operations } from '.';

const cases = operations.map((op) => [op.name, op] as const);

describe.each(cases)('%s example', (_, op) => {
  it.each(['request', 'response'] as const)('%s validates and keeps every key', (part) => {
    const result = op[part].safeParse(op.example[part]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(missingFrom(op.example[part], result.data)).toEqual([]);
  });
});

/** Which shared ids each id-carrying field may hold across all examples. */
const ALLOWED: Record<string, string[]> = {
  organizationId: [ids.ORGANIZATION_ID, ids.SUB_ORGANIZATION_ID],
  subOrganizationId: [ids.SUB_ORGANIZATION_ID],
  walletId: [ids.WALLET_ID, ids.END_USER_WALLET_ID],
  privateKeyId: [ids.PRIVATE_KEY_ID],
  policyId: [ids.POLICY_ID],
  userTagId: [ids.USER_TAG_ID],
  privateKeyTagId: [ids.PRIVATE_KEY_TAG_ID],
  invitationId: [ids.INVITATION_ID],
  authenticatorId: [ids.AUTHENTICATOR_ID],
  providerId: [ids.OAUTH_PROVIDER_ID],
  otpId: [ids.OTP_ID],
  apiKeyId: [
    ids.API_KEY_ID,
    ids.SECOND_USER_API_KEY_ID,
    ids.SERVICE_API_KEY_ID,
    ids.SESSION_API_KEY_ID,
  ],
  userId: [ids.USER_ID, ids.SECOND_USER_ID, ids.END_USER_ID, ids.SERVICE_USER_ID],
  fingerprint: [ids.PENDING_ACTIVITY_FINGERPRINT],
  activityId: [ids.PENDING_ACTIVITY_ID],
  // Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)
  velocityControlId: [ids.VELOCITY_CONTROL_ID, ids.SIGNING_VELOCITY_CONTROL_ID],
  quoteId: [ids.SWAP_QUOTE_ID],
  swapRequestId: [ids.SWAP_REQUEST_ID],
  fiatOnrampCredentialId: [ids.FIAT_ON_RAMP_CREDENTIAL_ID],
  fiatOnRampCredentialId: [ids.FIAT_ON_RAMP_CREDENTIAL_ID],
  onRampTransactionId: [ids.ON_RAMP_TRANSACTION_ID],
  transactionId: [ids.ON_RAMP_TRANSACTION_ID],
  transferId: [ids.SPARK_TRANSFER_ID],
  leafId: [ids.SPARK_LEAF_ID],
  wrapperAddress: [ids.EARN_WRAPPER_ADDRESS],
  vaultAddress: [ids.EARN_VAULT_ADDRESS],
  deployRequestId: [ids.EARN_DEPLOY_REQUEST_ID],
  depositRequestId: [ids.EARN_DEPOSIT_REQUEST_ID],
  withdrawRequestId: [ids.EARN_WITHDRAW_REQUEST_ID],
  claimRequestId: [ids.EARN_FEE_CLAIM_REQUEST_ID, ids.EARN_REWARDS_CLAIM_REQUEST_ID],
  // Transaction sending and gas, Authentication and sessions, MFA, Smart-contract interfaces,
  // Webhooks
  sendTransactionStatusId: [
    ids.ETH_SEND_TRANSACTION_STATUS_ID,
    ids.ETH_UNDELEGATE_STATUS_ID,
    ids.SOL_SEND_TRANSACTION_STATUS_ID,
  ],
  oauth2CredentialId: [ids.OAUTH2_CREDENTIAL_ID],
  sessionProfileId: [ids.SESSION_PROFILE_ID],
  mfaPolicyId: [ids.MFA_POLICY_ID],
  smartContractInterfaceId: [ids.SMART_CONTRACT_INTERFACE_ID],
  endpointId: [ids.WEBHOOK_ENDPOINT_ID],
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
  secretId: [ids.SECRET_ID],
  appId: [ids.TVC_APP_ID],
  tvcAppId: [ids.TVC_APP_ID],
  deploymentId: [ids.TVC_DEPLOYMENT_ID, ids.TVC_DEV_DEPLOYMENT_ID],
  liveDeploymentId: [ids.TVC_DEPLOYMENT_ID],
  targetedDeploymentId: [ids.TVC_DEPLOYMENT_ID],
  manifestId: [ids.TVC_MANIFEST_ID],
  operatorId: [
    ids.SPARK_OPERATOR_ID,
    ids.SPARK_SECOND_OPERATOR_ID,
    ids.TVC_REVIEWER_OPERATOR_ID,
    ids.TVC_SECOND_REVIEWER_OPERATOR_ID,
    ids.TVC_CUSTODIAN_OPERATOR_ID,
  ],
};

describe('ids across all examples', () => {
  const values = operations.flatMap((op) =>
    [...walk(op.example.request), ...walk(op.example.response)].map(
      ([path, key, value]) => [op.name, path, key, value] as const,
    ),
  );

  it.each(Object.entries(ALLOWED))('%s only holds the shared ids', (field, allowed) => {
    for (const [name, path, key, value] of values) {
      if (key !== field) continue;
      // Votes and example activities carry ids derived from the operation name.
      if (path.includes('.votes[')) continue;
      if (field === 'fingerprint' && path === '$.activity') continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        expect(allowed, `${name} ${path}.${key}`).toContain(item);
      }
    }
  });

  it('put every submission in one of the two organizations', () => {
    for (const op of operations) {
      const request = op.example.request as { organizationId: string };
      expect([ids.ORGANIZATION_ID, ids.SUB_ORGANIZATION_ID]).toContain(request.organizationId);
    }
  });
});

describe('addresses in examples', () => {
  it('are EIP-55-shaped 0x addresses for Ethereum and 32-byte base58 keys for Solana', () => {
    const ethereum = [ids.ETHEREUM_ADDRESS, ids.PRIVATE_KEY_ADDRESS, ids.END_USER_ETHEREUM_ADDRESS];
    for (const address of ethereum) {
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // A checksummed address mixes cases; all-lower or all-upper carries no checksum.
      expect(address.slice(2)).not.toBe(address.slice(2).toLowerCase());
      expect(address.slice(2)).not.toBe(address.slice(2).toUpperCase());
    }
    for (const address of [ids.SOLANA_ADDRESS, ids.SOLANA_SECOND_ADDRESS]) {
      expect(base58Decode(address)).toHaveLength(32);
    }
  });

  it('match the format named next to them', () => {
    let checked = 0;
    for (const op of operations) {
      for (const [, key, value] of walk(op.example.response)) {
        if (key !== 'account' && key !== 'accounts') continue;
        const list = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
        // Account parameters (inside an echoed intent) name a format but carry no address yet.
        for (const account of list.filter((item) => typeof item.address === 'string')) {
          checked += 1;
          if (account.addressFormat === 'ADDRESS_FORMAT_ETHEREUM') {
            expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
          } else if (account.addressFormat === 'ADDRESS_FORMAT_SOLANA') {
            expect(base58Decode(String(account.address))).toHaveLength(32);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('use compressed public keys (33 bytes, 02/03 prefix) for API and target keys', () => {
    for (const key of [
      ids.API_KEY_PUBLIC_KEY,
      ids.SECOND_USER_API_KEY_PUBLIC_KEY,
      ids.SERVICE_API_KEY_PUBLIC_KEY,
      ids.TARGET_PUBLIC_KEY,
      ids.PRIVATE_KEY_PUBLIC_KEY,
    ]) {
      expect(key).toMatch(/^0[23][0-9a-f]{64}$/);
    }
  });
});
