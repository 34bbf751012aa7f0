/**
 * IP allowlists: set (a full replacement of the rules), remove and read, for the organization or
 * one of its API keys. Requests are checked against them in `endpoints/api.ts`.
 */
import {
  GetIpAllowlistRequestSchema,
  RemoveIpAllowlistIntentSchema,
  SetIpAllowlistIntentSchema,
} from '@docs/platform-api';
import type { IpAllowlist } from '@docs/platform-api';
import type { IpAllowlistRecord, ReadTransaction } from '../../storage/types';
import { CidrError, parseCidr } from '../auth/cidr';
import { ipAllowlistId, SHORTEST_PREFIX } from '../auth/ip-allowlist';
import { invalid, precondition } from '../errors';
import { query, simplified, submission, type HandlerContext } from '../contract';

const FIDELITY = simplified(
  "Enforced by the Node server against the socket's peer address, loopback included: an enabled list without 127.0.0.1/32 (or ::1/128) shuts out a sandbox on your own machine, as the platform would. The /sandbox/v1/ endpoints are never checked, as the platform's dashboard is not, and POST /sandbox/v1/ip-allowlists/clear removes an organization's lists to let you back in. The in-page worker has no peer address and enforces no list. A parent's key meets the parent's lists, also when it reads a sub-organization; sub-organizations cannot set lists. An IPv4 peer on a dual-stack socket (::ffff:a.b.c.d) is matched as IPv4.",
);

/** At most this many blocks per family in one list. */
const MAX_PER_FAMILY = 10;

/** The rules as stored: normalized, first occurrence kept, within the per-family limit. */
export function normalizeRules(
  rules: readonly { cidr: string; label?: string | undefined }[],
  nowMs: number,
): IpAllowlistRecord['rules'] {
  const kept: IpAllowlistRecord['rules'] = [];
  const counts = { 4: 0, 6: 0 };
  for (const [index, rule] of rules.entries()) {
    let block;
    try {
      block = parseCidr(rule.cidr.trim(), SHORTEST_PREFIX);
    } catch (error) {
      if (error instanceof CidrError) {
        throw invalid(`rules[${index}].cidr: ${JSON.stringify(rule.cidr)} ${error.message}`);
      }
      throw error;
    }
    if (kept.some((other) => other.cidr === block.normalized)) continue;
    counts[block.family] += 1;
    if (counts[block.family] > MAX_PER_FAMILY) {
      throw invalid(
        `rules[${index}].cidr: a list holds at most ${MAX_PER_FAMILY} IPv${block.family} blocks`,
      );
    }
    kept.push({ cidr: block.normalized, label: rule.label ?? '', createdAtMs: String(nowMs) });
  }
  return kept;
}

function onEvaluationError(value: string | undefined): 'ALLOW' | 'DENY' {
  if (value === undefined || value === 'DENY') return 'DENY';
  if (value === 'ALLOW') return 'ALLOW';
  throw invalid(`onEvaluationError: expected ALLOW or DENY, received ${JSON.stringify(value)}`);
}

/** Lists belong to top-level organizations only. */
async function requireTopLevel(tx: ReadTransaction, context: HandlerContext) {
  const organization = await tx.get('organization', context.organizationId);
  if (organization?.parentOrganizationId !== undefined) {
    throw precondition(
      `IP allowlists belong to top-level organizations; ${context.organizationId} is a sub-organization`,
      'INVALID_ACTIVITY_CALLER',
    );
  }
}

/** A per-key scope must name an API key of this organization. */
async function requireOwnKey(tx: ReadTransaction, context: HandlerContext, publicKey: string) {
  const keys = await tx.list('apiKey', { lookup: publicKey.toLowerCase() });
  if (!keys.some((key) => key.organizationId === context.organizationId)) {
    throw invalid(
      `publicKey: no API key of organization ${context.organizationId} has public key ${publicKey}`,
    );
  }
}

function allowlistView(
  organizationId: string,
  publicKey: string | undefined,
  record: IpAllowlistRecord | undefined,
): IpAllowlist {
  return {
    organizationId,
    rules: (record?.rules ?? []).map((rule) => ({
      cidr: rule.cidr,
      label: rule.label,
      createdAt: rule.createdAtMs,
    })),
    ...(publicKey === undefined ? { enabled: record?.enabled ?? false } : { publicKey }),
    onEvaluationError: record?.onEvaluationError ?? 'DENY',
  };
}

export const setIpAllowlist = submission(
  SetIpAllowlistIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    const publicKey = parameters.publicKey?.toLowerCase();
    const rules = normalizeRules(parameters.rules ?? [], context.now());
    const fallback = onEvaluationError(parameters.onEvaluationError);
    const id = ipAllowlistId(context.organizationId, publicKey);
    const before = await context.storage.read(async (tx) => {
      await requireTopLevel(tx, context);
      if (publicKey !== undefined) await requireOwnKey(tx, context, publicKey);
      return tx.get('ipAllowlist', id);
    });
    const now = context.timestamp();
    const after: IpAllowlistRecord = {
      organizationId: context.organizationId,
      ...(publicKey === undefined
        ? { enabled: parameters.enabled ?? before?.enabled ?? false }
        : { publicKey }),
      onEvaluationError: fallback,
      rules,
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    return {
      result: {},
      write: async (tx) => {
        if (await tx.get('ipAllowlist', id)) await tx.update('ipAllowlist', id, after);
        else {
          await tx.insert('ipAllowlist', {
            id,
            organizationId: context.organizationId,
            data: after,
          });
        }
      },
    };
  },
);

export const removeIpAllowlist = submission(
  RemoveIpAllowlistIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    const publicKey = parameters.publicKey?.toLowerCase();
    const id = ipAllowlistId(context.organizationId, publicKey);
    await context.storage.read(async (tx) => {
      await requireTopLevel(tx, context);
      if (!(await tx.get('ipAllowlist', id))) {
        throw invalid(
          publicKey === undefined
            ? `Organization ${context.organizationId} has no IP allowlist to remove`
            : `publicKey: API key ${publicKey} has no IP allowlist to remove`,
          'IP_ALLOWLIST_NOT_FOUND',
        );
      }
    });
    return {
      result: {},
      write: async (tx) => {
        if (await tx.get('ipAllowlist', id)) await tx.remove('ipAllowlist', id);
      },
    };
  },
);

export const getIpAllowlist = query(GetIpAllowlistRequestSchema, FIDELITY, (context, input) =>
  context.storage.read(async (tx) => {
    const publicKey = input.publicKey?.toLowerCase();
    const record = await tx.get('ipAllowlist', ipAllowlistId(context.organizationId, publicKey));
    return { allowlist: allowlistView(context.organizationId, publicKey, record) };
  }),
);
