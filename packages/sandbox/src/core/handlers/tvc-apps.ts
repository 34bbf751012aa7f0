/**
 * Verifiable Cloud apps, operators and quorum keys, simulated: records kept by the sandbox, keys
 * it generates itself (a quorum key is kept whole, not split into encrypted shares), and no
 * container registry or cluster behind them.
 */
import {
  CreateTvcAppIntentSchema,
  CreateTvcOperatorIntentSchema,
  CreateTvcQuorumKeyIntentSchema,
  DeleteTvcAppAndDeploymentsIntentSchema,
  GetTvcAppRequestSchema,
  GetTvcAppsRequestSchema,
  GetTvcOperatorsRequestSchema,
  GetTvcQosVersionsRequestSchema,
  GetTvcQuorumKeysRequestSchema,
  TVC_MIN_SHARE_THRESHOLD,
  UpdateTvcAppLiveDeploymentIntentSchema,
  ValidateTvcImageRequestSchema,
  type TvcOperatorSetParams,
} from '@docs/platform-api';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import type {
  ReadTransaction,
  TvcAppRecord,
  TvcOperatorRecord,
  TvcOperatorSetRecord,
  TvcQuorumKeyRecord,
  WriteTransaction,
} from '../../storage/types';
import { query, simplified, submission, type HandlerContext } from '../contract';
import { invalid, notFound, precondition } from '../errors';
import { ownRecord } from '../records/owned';
import { insertWallet, newWallet } from '../records/wallets';
import {
  keySet,
  keySetOf,
  newP256Scalar,
  operatorScalar,
  p256Point,
  QOS_VERSIONS,
} from '../records/simulated/tvc';
import {
  appView,
  operatorView,
  ownApp,
  ownDeployment,
  withoutLiveDeployment,
} from '../records/simulated/tvc-views';

const RECORDS = simplified(
  'Apps, operator sets and operators are sandbox records; no cluster runs anything and `publicDomain` is a local name under `tvc.localhost`.',
);
const OPERATOR = simplified(
  'The operator’s two P-256 keys are derived by the sandbox from the wallet’s seed and the path (SHA-256, not a BIP-32 P-256 derivation), and no wallet accounts are added for them.',
);
const QUORUM_KEY = simplified(
  'The sandbox generates the key pair and keeps it whole in its records; it records one share id per operator key but does not split the key or encrypt shares to the operators.',
);
const IMAGE = simplified(
  'No registry is contacted: an image URL pinned by `@sha256:` resolves to that digest, any other reference to a digest the sandbox computes from the URL (SHA-256 of the text).',
);

/** Operator sets (with any new operators) to write for an app's `manifestSetParams`/`shareSetParams`. */
async function planSet(
  context: HandlerContext,
  tx: ReadTransaction,
  params: TvcOperatorSetParams,
  field: string,
  minimum: number,
) {
  const organizationId = context.organizationId;
  const existing = await tx.list('tvcOperator', { organizationId });
  const newOperators: TvcOperatorRecord[] = [];
  const memberIds: string[] = [];
  for (const [index, operator] of (params.newOperators ?? []).entries()) {
    const keys = keySet(operator.publicKey, `${field}.newOperators[${index}].publicKey`);
    const publicKey = keys.encryptPublicKey + keys.signPublicKey;
    const same = existing.find(
      (candidate) => candidate.publicKey === publicKey && candidate.name === operator.name,
    );
    if (same) {
      memberIds.push(same.id);
      continue;
    }
    const now = context.timestamp();
    const created: TvcOperatorRecord = {
      id: context.newId(),
      organizationId,
      name: operator.name,
      publicKey,
      keySource: 'EXTERNAL_KEY',
      createdAt: now,
      updatedAt: now,
    };
    newOperators.push(created);
    memberIds.push(created.id);
  }
  for (const [index, id] of (params.existingOperatorIds ?? []).entries()) {
    if (!existing.some((operator) => operator.id === id)) {
      throw invalid(
        `${field}.existingOperatorIds[${index}]: no TVC operator ${id} in organization ${organizationId}`,
      );
    }
    memberIds.push(id);
  }
  const members = [...new Set(memberIds)];
  if (members.length === 0) throw invalid(`${field}: an operator set needs at least one member`);
  if (params.threshold < minimum || params.threshold > members.length) {
    throw invalid(
      `${field}.threshold: expected ${minimum} to ${members.length} (the number of members), received ${params.threshold}`,
    );
  }
  const sorted = [...members].sort().join(',');
  const same = (await tx.list('tvcOperatorSet', { organizationId })).find(
    (set) =>
      set.name === params.name &&
      set.threshold === params.threshold &&
      [...set.operatorIds].sort().join(',') === sorted,
  );
  const now = context.timestamp();
  const set: TvcOperatorSetRecord = same ?? {
    id: context.newId(),
    organizationId,
    name: params.name,
    operatorIds: members,
    threshold: params.threshold,
    createdAt: now,
    updatedAt: now,
  };
  return { set, newOperators, isNew: !same };
}

async function ownSet(
  tx: ReadTransaction,
  id: string,
  organizationId: string,
  field: string,
  minimum: number,
) {
  const set = await tx.get('tvcOperatorSet', id);
  if (!set || set.organizationId !== organizationId) {
    throw notFound(
      `${field}: no TVC operator set ${id} in organization ${organizationId}`,
      'TVC_OPERATOR_SET_NOT_FOUND',
    );
  }
  if (set.threshold < minimum)
    throw invalid(`${field}: a share set needs a threshold of at least ${minimum}`);
  return { set, newOperators: [] as TvcOperatorRecord[], isNew: false };
}

async function writePlan(tx: WriteTransaction, plan: Awaited<ReturnType<typeof planSet>>) {
  for (const operator of plan.newOperators) {
    if (!(await tx.get('tvcOperator', operator.id))) {
      await tx.insert('tvcOperator', {
        id: operator.id,
        organizationId: operator.organizationId,
        data: operator,
      });
    }
  }
  if (plan.isNew && !(await tx.get('tvcOperatorSet', plan.set.id))) {
    await tx.insert('tvcOperatorSet', {
      id: plan.set.id,
      organizationId: plan.set.organizationId,
      data: plan.set,
    });
  }
}

export const createTvcApp = submission(
  CreateTvcAppIntentSchema,
  RECORDS,
  async (context, parameters) => {
    const keys = keySet(parameters.quorumPublicKey, 'quorumPublicKey');
    const organizationId = context.organizationId;
    const pick = (
      id: string | undefined,
      params: TvcOperatorSetParams | undefined,
      field: string,
    ) => {
      if ((id === undefined) === (params === undefined)) {
        throw invalid(`${field}Params: send either ${field}Id or ${field}Params`);
      }
      return id;
    };
    const manifestSetId = pick(
      parameters.manifestSetId,
      parameters.manifestSetParams,
      'manifestSet',
    );
    const shareSetId = pick(parameters.shareSetId, parameters.shareSetParams, 'shareSet');
    const { manifestPlan, sharePlan } = await context.storage.read(async (tx) => {
      if (
        (await tx.list('tvcApp', { organizationId })).some(
          (app) => app.name === parameters.name && !app.deleted,
        )
      ) {
        throw precondition(
          `name: organization ${organizationId} already has a TVC app named ${parameters.name}`,
        );
      }
      const manifestPlan = manifestSetId
        ? await ownSet(tx, manifestSetId, organizationId, 'manifestSetId', 1)
        : await planSet(
            context,
            tx,
            parameters.manifestSetParams as TvcOperatorSetParams,
            'manifestSetParams',
            1,
          );
      const sharePlan = shareSetId
        ? await ownSet(tx, shareSetId, organizationId, 'shareSetId', TVC_MIN_SHARE_THRESHOLD)
        : await planSet(
            context,
            tx,
            parameters.shareSetParams as TvcOperatorSetParams,
            'shareSetParams',
            TVC_MIN_SHARE_THRESHOLD,
          );
      return { manifestPlan, sharePlan };
    });
    const now = context.timestamp();
    const app: TvcAppRecord = {
      id: context.newId(),
      organizationId,
      name: parameters.name,
      quorumPublicKey: keys.encryptPublicKey + keys.signPublicKey,
      manifestSetId: manifestPlan.set.id,
      shareSetId: sharePlan.set.id,
      enableEgress: parameters.enableEgress ?? false,
      enableDebugModeDeployments: parameters.enableDebugModeDeployments ?? false,
      deleted: false,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: {
        appId: app.id,
        manifestSetId: manifestPlan.set.id,
        manifestSetOperatorIds: manifestPlan.set.operatorIds,
        manifestSetThreshold: manifestPlan.set.threshold,
        shareSetId: sharePlan.set.id,
        shareSetOperatorIds: sharePlan.set.operatorIds,
        shareSetThreshold: sharePlan.set.threshold,
      },
      write: async (tx) => {
        await writePlan(tx, manifestPlan);
        await writePlan(tx, sharePlan);
        await tx.insert('tvcApp', { id: app.id, organizationId, data: app });
      },
    };
  },
);

export const getTvcApp = query(GetTvcAppRequestSchema, RECORDS, (context, input) =>
  context.storage.read(async (tx) => ({
    tvcApp: await appView(tx, await ownApp(tx, input.tvcAppId, context.organizationId, 'tvcAppId')),
  })),
);

export const listTvcApps = query(GetTvcAppsRequestSchema, RECORDS, (context) =>
  context.storage.read(async (tx) => {
    const apps = await tx.list('tvcApp', { organizationId: context.organizationId });
    const tvcApps = [];
    for (const app of apps) tvcApps.push(await appView(tx, app));
    return { tvcApps };
  }),
);

export const deleteTvcAppAndDeployments = submission(
  DeleteTvcAppAndDeploymentsIntentSchema,
  simplified(
    'The app and its deployments are marked deleted at once (nothing was running); their records stay readable.',
  ),
  async (context, parameters) => {
    await context.storage.read((tx) => ownApp(tx, parameters.appId, context.organizationId));
    return {
      result: { appId: parameters.appId },
      write: async (tx) => {
        const app = await ownApp(tx, parameters.appId, context.organizationId);
        const now = context.timestamp();
        await tx.update('tvcApp', app.id, {
          ...withoutLiveDeployment(app),
          deleted: true,
          updatedAt: now,
        });
        const deployments = await tx.list('tvcDeployment', { parentId: app.id });
        for (const deployment of deployments) {
          await tx.update('tvcDeployment', deployment.id, {
            ...deployment,
            delete: true,
            updatedAt: now,
          });
        }
      },
    };
  },
);

export const setTvcAppLiveDeployment = submission(
  UpdateTvcAppLiveDeploymentIntentSchema,
  RECORDS,
  async (context, parameters) => {
    const check = async (tx: ReadTransaction) => {
      const deployment = await ownDeployment(tx, parameters.deploymentId, context.organizationId);
      if (deployment.delete)
        throw precondition(`deploymentId: deployment ${deployment.id} is marked for deletion`);
      const app = await ownApp(tx, deployment.appId, context.organizationId);
      if (app.deleted) throw precondition(`deploymentId: its app ${app.id} is deleted`);
      return app;
    };
    await context.storage.read(check);
    return {
      result: {},
      write: async (tx) => {
        const app = await check(tx);
        await tx.update('tvcApp', app.id, {
          ...app,
          liveDeploymentId: parameters.deploymentId,
          updatedAt: context.timestamp(),
        });
      },
    };
  },
);

export const createTvcOperator = submission(
  CreateTvcOperatorIntentSchema,
  OPERATOR,
  async (context, parameters) => {
    const organizationId = context.organizationId;
    if ((parameters.walletName === undefined) === (parameters.walletId === undefined)) {
      throw invalid('walletName: send either walletName or walletId');
    }
    if (parameters.operatorName.trim() === '') throw invalid('operatorName: must not be empty');
    const created =
      parameters.walletName !== undefined
        ? await newWallet(context, organizationId, {
            walletName: parameters.walletName,
            accounts: [],
            mnemonicLength: 12,
          })
        : undefined;
    const seed =
      created?.wallet.seed ??
      (
        await context.storage.read((tx) =>
          ownRecord(tx, 'wallet', parameters.walletId ?? '', organizationId, 'wallet'),
        )
      ).seed;
    const walletId = created?.wallet.walletId ?? parameters.walletId ?? '';
    const publicKey = keySetOf(
      operatorScalar(seed, parameters.path, 'encrypt'),
      operatorScalar(seed, parameters.path, 'sign'),
    );
    const now = context.timestamp();
    const operator: TvcOperatorRecord = {
      id: context.newId(),
      organizationId,
      name: parameters.operatorName,
      publicKey,
      keySource: 'ORG_WALLET_ACCOUNT',
      walletId,
      path: parameters.path,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: {
        walletId,
        operatorId: operator.id,
        encryptPublicKey: publicKey.slice(0, 130),
        signPublicKey: publicKey.slice(130),
      },
      write: async (tx) => {
        if (created) await insertWallet(tx, created);
        await tx.insert('tvcOperator', { id: operator.id, organizationId, data: operator });
      },
    };
  },
);

export const listTvcOperators = query(GetTvcOperatorsRequestSchema, RECORDS, (context) =>
  context.storage.read(async (tx) => ({
    tvcOperators: (await tx.list('tvcOperator', { organizationId: context.organizationId })).map(
      operatorView,
    ),
  })),
);

export const createTvcQuorumKey = submission(
  CreateTvcQuorumKeyIntentSchema,
  QUORUM_KEY,
  async (context, parameters) => {
    const keys = parameters.operatorEncryptKeys.map((key, index) =>
      p256Point(key, `operatorEncryptKeys[${index}]`),
    );
    if (keys.length === 0 || keys.length >= 255)
      throw invalid('operatorEncryptKeys: expected 1 to 254 keys');
    if (new Set(keys).size !== keys.length)
      throw invalid('operatorEncryptKeys: each key may appear once');
    if (parameters.threshold > keys.length) {
      throw invalid(
        `threshold: at most the number of operatorEncryptKeys (${keys.length}), received ${parameters.threshold}`,
      );
    }
    const operators = await context.storage.read((tx) =>
      tx.list('tvcOperator', { organizationId: context.organizationId }),
    );
    const operatorIds = keys.flatMap((key) =>
      operators
        .filter((operator) => operator.publicKey.slice(0, 130) === key)
        .map((operator) => operator.id),
    );
    const encryptKey = newP256Scalar(context.random);
    const signKey = newP256Scalar(context.random);
    const now = context.timestamp();
    const record: TvcQuorumKeyRecord = {
      id: context.newId(),
      organizationId: context.organizationId,
      encryptKey: bytesToHex(encryptKey),
      signKey: bytesToHex(signKey),
      publicKey: keySetOf(encryptKey, signKey),
      threshold: parameters.threshold,
      operatorIds: [...new Set(operatorIds)],
      shareIds: keys.map(() => context.newId()),
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: {
        quorumKeyId: record.id,
        quorumPublicKey: record.publicKey,
        shareIds: record.shareIds,
      },
      write: (tx) =>
        tx.insert('tvcQuorumKey', {
          id: record.id,
          organizationId: record.organizationId,
          data: record,
        }),
    };
  },
);

export const listTvcQuorumKeys = query(GetTvcQuorumKeysRequestSchema, QUORUM_KEY, (context) =>
  context.storage.read(async (tx) => ({
    tvcQuorumKeys: (await tx.list('tvcQuorumKey', { organizationId: context.organizationId })).map(
      (key) => ({
        id: key.id,
        publicKey: key.publicKey,
        threshold: key.threshold,
        operatorIds: key.operatorIds,
        createdAt: key.createdAt,
        updatedAt: key.updatedAt,
      }),
    ),
  })),
);

export const getTvcQosVersions = query(
  GetTvcQosVersionsRequestSchema,
  simplified('A fixed local list of QuorumOS versions; no enclave image backs them.'),
  async () => ({
    availableVersions: [...QOS_VERSIONS],
    latestVersion: QOS_VERSIONS[QOS_VERSIONS.length - 1],
  }),
);

export const validateTvcImage = query(
  ValidateTvcImageRequestSchema,
  IMAGE,
  async (_context, input) => {
    const url = input.pivotContainerImageUrl.trim();
    if (url === '' || /\s/.test(url))
      throw invalid('pivotContainerImageUrl: expected an image reference');
    const pinned = /@(sha256:[0-9a-f]{64})$/.exec(url);
    return { resolvedImageDigest: pinned?.[1] ?? `sha256:${bytesToHex(sha256(utf8Encode(url)))}` };
  },
);
