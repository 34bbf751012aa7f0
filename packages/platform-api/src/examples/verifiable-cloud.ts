/**
 * Example records of the Verifiable cloud tag, built from the ids in `ids.ts`: the operators,
 * operator sets, app, deployment and quorum key of `fx-rate-signer` (see the comment there).
 */
import type { z } from 'zod';
import type {
  TvcAppSchema,
  TvcContainerSpecSchema,
  TvcDeploymentSchema,
  TvcOperatorSchema,
  TvcOperatorSetSchema,
  TvcQuorumKeySchema,
} from '../schemas/verifiable-cloud';
import { createdAt, updatedAt } from './entities';
import * as ids from './ids';

type Input<T extends z.ZodType> = z.input<T>;
const stamps = { createdAt, updatedAt };

export const reviewerOperator: Input<typeof TvcOperatorSchema> = {
  id: ids.TVC_REVIEWER_OPERATOR_ID,
  name: 'alice-release',
  publicKey: ids.TVC_REVIEWER_PUBLIC_KEY,
  encryptPublicKey: ids.TVC_REVIEWER_ENCRYPT_PUBLIC_KEY,
  signPublicKey: ids.TVC_REVIEWER_SIGN_PUBLIC_KEY,
  keySource: 'EXTERNAL_KEY',
  ...stamps,
};

export const secondReviewerOperator: Input<typeof TvcOperatorSchema> = {
  id: ids.TVC_SECOND_REVIEWER_OPERATOR_ID,
  name: 'bob-release',
  publicKey: ids.TVC_SECOND_REVIEWER_PUBLIC_KEY,
  encryptPublicKey: ids.TVC_SECOND_REVIEWER_ENCRYPT_PUBLIC_KEY,
  signPublicKey: ids.TVC_SECOND_REVIEWER_SIGN_PUBLIC_KEY,
  keySource: 'EXTERNAL_KEY',
  ...stamps,
};

export const custodianOperator: Input<typeof TvcOperatorSchema> = {
  id: ids.TVC_CUSTODIAN_OPERATOR_ID,
  name: 'custodian-1',
  publicKey: ids.TVC_CUSTODIAN_PUBLIC_KEY,
  encryptPublicKey: ids.TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
  signPublicKey: ids.TVC_CUSTODIAN_SIGN_PUBLIC_KEY,
  keySource: 'ORG_WALLET_ACCOUNT',
  ...stamps,
};

export const manifestSet: Input<typeof TvcOperatorSetSchema> = {
  id: ids.TVC_MANIFEST_SET_ID,
  name: 'Release reviewers',
  organizationId: ids.ORGANIZATION_ID,
  operators: [reviewerOperator, secondReviewerOperator],
  threshold: 2,
  ...stamps,
};

export const shareSet: Input<typeof TvcOperatorSetSchema> = {
  id: ids.TVC_SHARE_SET_ID,
  name: 'Key custodians',
  organizationId: ids.ORGANIZATION_ID,
  operators: [secondReviewerOperator, custodianOperator],
  threshold: 2,
  ...stamps,
};

export const tvcApp: Input<typeof TvcAppSchema> = {
  id: ids.TVC_APP_ID,
  organizationId: ids.ORGANIZATION_ID,
  name: ids.TVC_APP_NAME,
  quorumPublicKey: ids.TVC_QUORUM_PUBLIC_KEY,
  manifestSet,
  shareSet,
  enableEgress: false,
  liveDeploymentId: ids.TVC_DEPLOYMENT_ID,
  publicDomain: ids.TVC_PUBLIC_DOMAIN,
  enableDebugModeDeployments: false,
  ...stamps,
};

/** The ports and health check every example deployment uses. */
export const DEPLOYMENT_PORTS = {
  healthCheckType: 'TVC_HEALTH_CHECK_TYPE_HTTP',
  healthCheckPort: 3000,
  publicIngressPort: 3000,
} as const;

const pivotContainer: Input<typeof TvcContainerSpecSchema> = {
  containerUrl: ids.TVC_IMAGE_URL,
  path: ids.TVC_PIVOT_PATH,
  args: ids.TVC_PIVOT_ARGS,
  hasPullSecret: true,
  ...DEPLOYMENT_PORTS,
};

export const tvcDeployment: Input<typeof TvcDeploymentSchema> = {
  id: ids.TVC_DEPLOYMENT_ID,
  organizationId: ids.ORGANIZATION_ID,
  appId: ids.TVC_APP_ID,
  manifestSet,
  shareSet,
  manifest: { id: ids.TVC_MANIFEST_ID, manifest: ids.TVC_MANIFEST_B64, ...stamps },
  manifestApprovals: [
    {
      id: ids.TVC_APPROVAL_IDS[0],
      manifestId: ids.TVC_MANIFEST_ID,
      operator: reviewerOperator,
      approval: ids.TVC_REVIEWER_APPROVAL_B64,
      ...stamps,
    },
    {
      id: ids.TVC_APPROVAL_IDS[1],
      manifestId: ids.TVC_MANIFEST_ID,
      operator: secondReviewerOperator,
      approval: ids.TVC_SECOND_REVIEWER_APPROVAL_B64,
      ...stamps,
    },
  ],
  qosVersion: ids.TVC_QOS_VERSION,
  pivotContainer,
  delete: false,
  debugMode: false,
  instanceSizeCpus: 2,
  instanceSizeRam: 1,
  ...stamps,
};

export const tvcQuorumKey: Input<typeof TvcQuorumKeySchema> = {
  id: ids.TVC_QUORUM_KEY_ID,
  publicKey: ids.TVC_QUORUM_PUBLIC_KEY,
  threshold: 2,
  operatorIds: [ids.TVC_SECOND_REVIEWER_OPERATOR_ID, ids.TVC_CUSTODIAN_OPERATOR_ID],
  ...stamps,
};
