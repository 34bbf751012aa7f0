/**
 * The platform rules that JSON Schema cannot state, as validators. Each takes the request and
 * the state it depends on, and returns a result instead of throwing:
 * `{ ok: true, notes }` or `{ ok: false, violations }`, where every violation names the rule,
 * the offending field and what was received against what was expected.
 */
import type { Activity, Vote } from './schemas/activities';
import type { ActivityType } from './schemas/activity-types';
import type { VoteSelection } from './schemas/enums';
import type { Quorum, UpdateRootQuorumIntent } from './schemas/organizations';
import type { PrivateKey } from './schemas/private-keys';
import type { CreateSubOrganizationIntentV8 } from './schemas/sub-organizations';
import type { Wallet } from './schemas/wallets';

export type RuleId =
  | 'quorum-threshold'
  | 'delete-requires-export'
  | 'vote-on-consensus-needed'
  | 'root-quorum-approval';

export interface RuleViolation {
  rule: RuleId;
  /** Dotted path of the offending field in the request. */
  path: string;
  message: string;
}

export type RuleResult = { ok: true; notes: string[] } | { ok: false; violations: RuleViolation[] };

function pass(...notes: string[]): RuleResult {
  return { ok: true, notes };
}

function fail(...violations: RuleViolation[]): RuleResult {
  return { ok: false, violations };
}

function checkThreshold(
  threshold: number,
  memberCount: number,
  path: string,
  members: string,
): RuleResult {
  if (threshold < 1) {
    return fail({
      rule: 'quorum-threshold',
      path,
      message: `Received ${path} ${threshold}, expected at least 1.`,
    });
  }
  if (threshold > memberCount) {
    return fail({
      rule: 'quorum-threshold',
      path,
      message: `Received ${path} ${threshold}, expected at most ${memberCount} (the number of ${members}).`,
    });
  }
  return pass();
}

/** create_sub_organization: 1 ≤ rootQuorumThreshold ≤ number of rootUsers. */
export function checkSubOrganizationQuorum(
  intent: Pick<CreateSubOrganizationIntentV8, 'rootQuorumThreshold' | 'rootUsers'>,
): RuleResult {
  return checkThreshold(
    intent.rootQuorumThreshold,
    intent.rootUsers.length,
    'rootQuorumThreshold',
    'rootUsers',
  );
}

/** update_root_quorum: 1 ≤ threshold ≤ number of distinct userIds. */
export function checkRootQuorumUpdate(intent: UpdateRootQuorumIntent): RuleResult {
  return checkThreshold(
    intent.threshold,
    new Set(intent.userIds).size,
    'threshold',
    'distinct userIds',
  );
}

type Exportable = { id: string; exported: boolean };

/**
 * Deleting wallets, private keys or a sub-organization requires that each key was exported,
 * unless `deleteWithoutExport` is true; the flag is ignored for targets already exported.
 */
export function checkDeleteRequiresExport(
  targets: Exportable[],
  deleteWithoutExport: boolean | undefined,
  path: string,
): RuleResult {
  const unexported = targets.filter((target) => !target.exported).map((target) => target.id);
  if (unexported.length === 0) {
    return deleteWithoutExport
      ? pass('deleteWithoutExport is ignored: every target was already exported.')
      : pass();
  }
  if (deleteWithoutExport) {
    return pass(`Deleting without export, permanently: ${unexported.join(', ')}.`);
  }
  return fail({
    rule: 'delete-requires-export',
    path,
    message: `Received ${unexported.length} never-exported target(s) (${unexported.join(', ')}), expected every target to be exported first or deleteWithoutExport: true.`,
  });
}

function resolve<T>(requested: string[], known: T[], idOf: (item: T) => string, path: string) {
  const byId = new Map(known.map((item) => [idOf(item), item]));
  const missing = requested.filter((id) => !byId.has(id));
  const found = requested.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const violations: RuleViolation[] = missing.map((id) => ({
    rule: 'delete-requires-export',
    path,
    message: `Received ${id}, expected the id of a known target.`,
  }));
  return { found, violations };
}

/** delete_wallets, checked against the organization's wallets. */
export function checkDeleteWallets(
  intent: { walletIds: string[]; deleteWithoutExport?: boolean | undefined },
  wallets: Pick<Wallet, 'walletId' | 'exported'>[],
): RuleResult {
  const { found, violations } = resolve(intent.walletIds, wallets, (w) => w.walletId, 'walletIds');
  if (violations.length > 0) return fail(...violations);
  const targets = found.map((w) => ({ id: w.walletId, exported: w.exported }));
  return checkDeleteRequiresExport(targets, intent.deleteWithoutExport, 'walletIds');
}

/** delete_private_keys, checked against the organization's private keys. */
export function checkDeletePrivateKeys(
  intent: { privateKeyIds: string[]; deleteWithoutExport?: boolean | undefined },
  privateKeys: Pick<PrivateKey, 'privateKeyId' | 'exported'>[],
): RuleResult {
  const { found, violations } = resolve(
    intent.privateKeyIds,
    privateKeys,
    (k) => k.privateKeyId,
    'privateKeyIds',
  );
  if (violations.length > 0) return fail(...violations);
  const targets = found.map((k) => ({ id: k.privateKeyId, exported: k.exported }));
  return checkDeleteRequiresExport(targets, intent.deleteWithoutExport, 'privateKeyIds');
}

/** delete_sub_organization, checked against everything the sub-organization holds. */
export function checkDeleteSubOrganization(
  intent: { deleteWithoutExport?: boolean | undefined },
  holdings: {
    wallets: Pick<Wallet, 'walletId' | 'exported'>[];
    privateKeys: Pick<PrivateKey, 'privateKeyId' | 'exported'>[];
  },
): RuleResult {
  const targets = [
    ...holdings.wallets.map((w) => ({ id: w.walletId, exported: w.exported })),
    ...holdings.privateKeys.map((k) => ({ id: k.privateKeyId, exported: k.exported })),
  ];
  return checkDeleteRequiresExport(targets, intent.deleteWithoutExport, 'deleteWithoutExport');
}

/**
 * approve_activity / reject_activity: the fingerprint must be that of an activity that waits in
 * ACTIVITY_STATUS_CONSENSUS_NEEDED.
 */
export function checkVoteTarget(
  intent: { fingerprint: string },
  activities: Pick<Activity, 'id' | 'fingerprint' | 'status'>[],
): RuleResult {
  const target = activities.find((activity) => activity.fingerprint === intent.fingerprint);
  if (!target) {
    return fail({
      rule: 'vote-on-consensus-needed',
      path: 'fingerprint',
      message: `Received fingerprint ${intent.fingerprint}, expected the fingerprint of a known activity.`,
    });
  }
  if (target.status !== 'ACTIVITY_STATUS_CONSENSUS_NEEDED') {
    return fail({
      rule: 'vote-on-consensus-needed',
      path: 'fingerprint',
      message: `Received the fingerprint of activity ${target.id} in ${target.status}, expected an activity in ACTIVITY_STATUS_CONSENSUS_NEEDED.`,
    });
  }
  return pass();
}

/** Activity types that change the root quorum or organization features. */
export const ROOT_QUORUM_ACTIVITY_TYPES: readonly ActivityType[] = [
  'ACTIVITY_TYPE_UPDATE_ROOT_QUORUM',
  'ACTIVITY_TYPE_SET_ORGANIZATION_FEATURE',
  'ACTIVITY_TYPE_REMOVE_ORGANIZATION_FEATURE',
];

const APPROVED: VoteSelection = 'VOTE_SELECTION_APPROVED';

/**
 * Root-quorum and organization-feature changes run only once distinct members of the current
 * root quorum have approved them, at least `quorum.threshold` of them. Votes from users outside
 * the quorum do not count; other activity types pass with a note.
 */
export function checkRootQuorumApproval(
  activity: Pick<Activity, 'type'> & { votes: Pick<Vote, 'userId' | 'selection'>[] },
  quorum: Quorum,
): RuleResult {
  if (!ROOT_QUORUM_ACTIVITY_TYPES.includes(activity.type)) {
    return pass(`${activity.type} does not need the root quorum.`);
  }
  const members = new Set(quorum.userIds);
  const approvers = new Set(
    activity.votes
      .filter((vote) => vote.selection === APPROVED && members.has(vote.userId))
      .map((vote) => vote.userId),
  );
  const outsiders = activity.votes.filter((vote) => !members.has(vote.userId));
  const notes = outsiders.length
    ? [`Ignored ${outsiders.length} vote(s) from users outside the root quorum.`]
    : [];
  if (approvers.size < quorum.threshold) {
    return fail({
      rule: 'root-quorum-approval',
      path: 'votes',
      message: `Received ${approvers.size} approval(s) from root quorum members, expected at least ${quorum.threshold} (the current root quorum threshold).`,
    });
  }
  return pass(...notes);
}
