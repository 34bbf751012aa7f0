/**
 * Velocity controls: named running totals (asset amounts moved, or activities run, over a window,
 * per organization, user or wallet) that policies read as `controls.<identifier>`. The sandbox
 * checks and stores them; it does not total anything (see FIDELITY).
 */
import {
  ActivityTypeSchema,
  CreateVelocityControlIntentSchema,
  DeleteVelocityControlIntentSchema,
  GetVelocityControlRequestSchema,
  ListVelocityControlsRequestSchema,
} from '@docs/platform-api';
import type { CreateVelocityControlIntent, VelocityControl } from '@docs/platform-api';
import type { ReadTransaction, VelocityControlRecord } from '../../storage/types';
import { invalid } from '../errors';
import { query, simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';
import { page } from './paging';

const FIDELITY = simplified(
  'Controls are checked (one data source, window and grouping each; CAIP-19 assets, decimals, activity types, the threshold format; identifiers unique in the organization) and stored, but nothing is totalled: the policy engine does not evaluate the controls keyword, so a policy reading controls.<identifier> is refused with 501 when written, and no signing or sending activity is limited. As in the API model, the activity result holds no createVelocityControlResult / deleteVelocityControlResult (the ids are in list_velocity_controls).',
);

/** `namespace:reference/asset_namespace:asset_reference[/token_id]`, per CAIP-19. */
const CAIP19 =
  /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}(\/[-.%a-zA-Z0-9]{1,78})?$/;
/** Non-negative decimal, at most 38 digits in all and 18 after the point. */
const THRESHOLD = /^(0|[1-9][0-9]*)(\.[0-9]{1,18})?$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Exactly one key of a one-of object must be set. */
function oneOf(value: Record<string, unknown>, path: string): void {
  const set = Object.entries(value).filter(([, option]) => option !== undefined);
  if (set.length !== 1) {
    throw invalid(
      `${path}: set exactly one of ${Object.keys(value).join(', ') || 'its options'}; received ${set.length}`,
    );
  }
}

function checkActivityFilter(filter: { activityType: string }[] | undefined, path: string): void {
  for (const [index, entry] of (filter ?? []).entries()) {
    if (!ActivityTypeSchema.safeParse(entry.activityType).success) {
      throw invalid(
        `${path}[${index}].activityType: ${JSON.stringify(entry.activityType)} is not an activity type`,
      );
    }
  }
}

export function checkVelocityControl(parameters: CreateVelocityControlIntent): void {
  if (parameters.name.trim() === '') throw invalid('name: must not be empty');
  if (!IDENTIFIER.test(parameters.identifier)) {
    throw invalid(
      `identifier: ${JSON.stringify(parameters.identifier)} is not a name a policy can read as controls.<identifier> (letters, digits and _, not starting with a digit)`,
    );
  }
  const { dataSource, aggregation } = parameters;
  oneOf(
    {
      chainAssetTransfer: dataSource.chainAssetTransfer,
      activityExecution: dataSource.activityExecution,
    },
    'dataSource',
  );
  const transfer = dataSource.chainAssetTransfer;
  if (transfer) {
    if (transfer.definition.length === 0) {
      throw invalid('dataSource.chainAssetTransfer.definition: give at least one asset');
    }
    for (const [index, asset] of transfer.definition.entries()) {
      const path = `dataSource.chainAssetTransfer.definition[${index}]`;
      if (!CAIP19.test(asset.caip19)) {
        throw invalid(`${path}.caip19: ${JSON.stringify(asset.caip19)} is not a CAIP-19 asset id`);
      }
      if (Number(asset.decimals) > 255) {
        throw invalid(`${path}.decimals: must be from 0 to 255`);
      }
    }
    checkActivityFilter(transfer.filter?.activity, 'dataSource.chainAssetTransfer.filter.activity');
    if (transfer.phase) {
      oneOf(
        { signature: transfer.phase.signature, submission: transfer.phase.submission },
        'dataSource.chainAssetTransfer.phase',
      );
    }
  }
  checkActivityFilter(
    dataSource.activityExecution?.filter?.activity,
    'dataSource.activityExecution.filter.activity',
  );
  const [whole = '', fraction = ''] = aggregation.threshold.split('.');
  if (!THRESHOLD.test(aggregation.threshold) || whole.length + fraction.length > 38) {
    throw invalid(
      `aggregation.threshold: ${JSON.stringify(aggregation.threshold)} is not a non-negative decimal of at most 38 digits, 18 after the point`,
    );
  }
  oneOf(
    { rolling: aggregation.window.rolling, infinite: aggregation.window.infinite },
    'aggregation.window',
  );
  if (aggregation.window.rolling && !/^[1-9][0-9]*$/.test(aggregation.window.rolling.duration)) {
    throw invalid('aggregation.window.rolling.duration: a whole number of seconds above zero');
  }
  oneOf(
    {
      organization: aggregation.groupBy.organization,
      user: aggregation.groupBy.user,
      wallet: aggregation.groupBy.wallet,
    },
    'aggregation.groupBy',
  );
}

function controlView(record: VelocityControlRecord): VelocityControl {
  return {
    velocityControlId: record.velocityControlId,
    organizationId: record.organizationId,
    name: record.name,
    dataSource: record.dataSource,
    aggregation: record.aggregation,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    identifier: record.identifier,
  };
}

const ownControl = (tx: ReadTransaction, id: string, organizationId: string) =>
  ownRecord(tx, 'velocityControl', id, organizationId, 'velocity control');

async function requireFreeIdentifier(
  tx: ReadTransaction,
  organizationId: string,
  identifier: string,
) {
  const taken = await tx.list('velocityControl', { organizationId, lookup: identifier });
  if (taken.length > 0) {
    throw invalid(
      `identifier: velocity control ${taken[0]?.velocityControlId} of this organization already uses ${identifier}`,
      'VELOCITY_CONTROL_IDENTIFIER_TAKEN',
    );
  }
}

export const createVelocityControl = submission(
  CreateVelocityControlIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    checkVelocityControl(parameters);
    await context.storage.read((tx) =>
      requireFreeIdentifier(tx, context.organizationId, parameters.identifier),
    );
    const now = context.timestamp();
    const control: VelocityControlRecord = {
      velocityControlId: context.newId(),
      organizationId: context.organizationId,
      name: parameters.name,
      identifier: parameters.identifier,
      dataSource: parameters.dataSource,
      aggregation: parameters.aggregation,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { velocityControlId: control.velocityControlId },
      write: async (tx) => {
        await requireFreeIdentifier(tx, context.organizationId, parameters.identifier);
        await tx.insert('velocityControl', {
          id: control.velocityControlId,
          organizationId: control.organizationId,
          lookup: control.identifier,
          data: control,
        });
      },
    };
  },
);

export const deleteVelocityControl = submission(
  DeleteVelocityControlIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    const id = parameters.velocityControlId;
    await context.storage.read((tx) => ownControl(tx, id, context.organizationId));
    return {
      result: { velocityControlId: id },
      write: async (tx) => {
        await ownControl(tx, id, context.organizationId);
        await tx.remove('velocityControl', id);
      },
    };
  },
);

export const getVelocityControl = query(
  GetVelocityControlRequestSchema,
  FIDELITY,
  (context, input) =>
    context.storage.read(async (tx) => ({
      velocityControl: controlView(
        await ownControl(tx, input.velocityControlId, context.organizationId),
      ),
    })),
);

export const listVelocityControls = query(
  ListVelocityControlsRequestSchema,
  FIDELITY,
  (context, input) =>
    context.storage.read(async (tx) => {
      const all = await tx.list('velocityControl', { organizationId: context.organizationId });
      const id = (control: VelocityControlRecord) => control.velocityControlId;
      const selected = page(all, id, input.paginationOptions, false);
      const first = selected[0];
      const last = selected.at(-1);
      return {
        velocityControls: selected.map(controlView),
        pageInfo: {
          hasPreviousPage: first !== undefined && all.indexOf(first) > 0,
          hasNextPage: last !== undefined && all.indexOf(last) < all.length - 1,
          ...(first ? { startCursor: id(first) } : {}),
          ...(last ? { endCursor: id(last) } : {}),
        },
      };
    }),
);
