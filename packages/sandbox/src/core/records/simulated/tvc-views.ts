/** TVC records as the platform's objects, and the lookups every TVC handler starts with. */
import { bytesToBase64, hexToBytes } from '@docs/platform-api/bytes';
import type {
  ReadTransaction,
  TvcAppRecord,
  TvcDeploymentRecord,
  TvcOperatorRecord,
  TvcOperatorSetRecord,
} from '../../../storage/types';
import { notFound, SandboxError } from '../../errors';
import { ownRecord } from '../owned';
import { TVC_DOMAIN } from './tvc';

export function operatorView(operator: TvcOperatorRecord) {
  return {
    id: operator.id,
    name: operator.name,
    publicKey: operator.publicKey,
    createdAt: operator.createdAt,
    updatedAt: operator.updatedAt,
    encryptPublicKey: operator.publicKey.slice(0, 130),
    signPublicKey: operator.publicKey.slice(130),
    keySource: operator.keySource,
  };
}

export interface ResolvedSet {
  set: TvcOperatorSetRecord;
  operators: TvcOperatorRecord[];
}

export async function resolvedSet(tx: ReadTransaction, setId: string): Promise<ResolvedSet> {
  const set = await tx.get('tvcOperatorSet', setId);
  if (!set) throw new Error(`operator set ${setId} is missing`);
  const operators: TvcOperatorRecord[] = [];
  for (const id of set.operatorIds) {
    const operator = await tx.get('tvcOperator', id);
    if (operator) operators.push(operator);
  }
  return { set, operators };
}

export const operatorSetView = ({ set, operators }: ResolvedSet) => ({
  id: set.id,
  name: set.name,
  organizationId: set.organizationId,
  operators: operators.map(operatorView),
  threshold: set.threshold,
  createdAt: set.createdAt,
  updatedAt: set.updatedAt,
});

export async function appView(tx: ReadTransaction, app: TvcAppRecord) {
  return {
    id: app.id,
    organizationId: app.organizationId,
    name: app.name,
    quorumPublicKey: app.quorumPublicKey,
    manifestSet: operatorSetView(await resolvedSet(tx, app.manifestSetId)),
    shareSet: operatorSetView(await resolvedSet(tx, app.shareSetId)),
    enableEgress: app.enableEgress,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
    ...(app.liveDeploymentId ? { liveDeploymentId: app.liveDeploymentId } : {}),
    publicDomain: `app-${app.id}.${TVC_DOMAIN}`,
    enableDebugModeDeployments: app.enableDebugModeDeployments,
  };
}

export async function deploymentView(tx: ReadTransaction, deployment: TvcDeploymentRecord) {
  const app = await tx.get('tvcApp', deployment.appId);
  if (!app) throw new Error(`app ${deployment.appId} is missing`);
  const operators = new Map<string, TvcOperatorRecord>();
  for (const approval of deployment.approvals) {
    const operator = await tx.get('tvcOperator', approval.operatorId);
    if (operator) operators.set(operator.id, operator);
  }
  return {
    id: deployment.id,
    organizationId: deployment.organizationId,
    appId: deployment.appId,
    manifestSet: operatorSetView(await resolvedSet(tx, app.manifestSetId)),
    shareSet: operatorSetView(await resolvedSet(tx, app.shareSetId)),
    manifest: {
      id: deployment.manifestId,
      manifest: deployment.manifest,
      createdAt: deployment.createdAt,
      updatedAt: deployment.createdAt,
    },
    manifestApprovals: deployment.approvals.flatMap((approval) => {
      const operator = operators.get(approval.operatorId);
      return operator
        ? [
            {
              id: approval.id,
              manifestId: deployment.manifestId,
              operator: operatorView(operator),
              approval: bytesToBase64(hexToBytes(approval.signature)),
              createdAt: approval.createdAt,
              updatedAt: approval.createdAt,
            },
          ]
        : [];
    }),
    qosVersion: deployment.qosVersion,
    pivotContainer: deployment.pivotContainer,
    createdAt: deployment.createdAt,
    updatedAt: deployment.updatedAt,
    delete: deployment.delete,
    debugMode: deployment.debugMode,
    instanceSizeCpus: deployment.instanceSizeCpus,
    instanceSizeRam: deployment.instanceSizeRam,
  };
}

export const ownApp = (tx: ReadTransaction, id: string, organizationId: string, field = 'appId') =>
  ownRecord(tx, 'tvcApp', id, organizationId, 'TVC app').catch((error: unknown) => {
    throw relabel(error, field);
  });

export const ownDeployment = (
  tx: ReadTransaction,
  id: string,
  organizationId: string,
  field = 'deploymentId',
) =>
  ownRecord(tx, 'tvcDeployment', id, organizationId, 'TVC deployment').catch((error: unknown) => {
    throw relabel(error, field);
  });

function relabel(error: unknown, field: string): unknown {
  return error instanceof SandboxError
    ? notFound(`${field}: ${error.message}`, error.turnkeyErrorCode)
    : error;
}

/** The app with no live deployment. */
export function withoutLiveDeployment(app: TvcAppRecord): TvcAppRecord {
  const next = { ...app };
  delete next.liveDeploymentId;
  return next;
}
