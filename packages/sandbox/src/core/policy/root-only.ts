/**
 * Operations only the root quorum may approve, whatever the policies say. The pinned client's
 * reference says of exactly these that the activity "must be approved by the current root
 * quorum", and the platform's root quorum page says the quorum's own members and threshold
 * cannot be opened to anyone else through policies.
 */
import type { OrganizationRecord } from '../../storage/types';
import type { Decision } from './engine';

export const ROOT_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'update_root_quorum',
  'set_organization_feature',
  'remove_organization_feature',
]);

/**
 * The decision for a root-only operation the root quorum has not (yet) approved: it waits for
 * more root approvals when a root user approved it, and is denied otherwise.
 */
export function rootOnlyDecision(
  rootQuorum: OrganizationRecord['rootQuorum'],
  operation: string,
  approverIds: readonly string[],
): Decision {
  const rootIds = new Set(rootQuorum.userIds);
  const { threshold } = rootQuorum;
  return approverIds.some((userId) => rootIds.has(userId))
    ? {
        outcome: 'OUTCOME_REQUIRES_CONSENSUS',
        reason: `${operation} needs the root quorum (${threshold} root approvals); policies cannot allow it`,
      }
    : {
        outcome: 'OUTCOME_DENY_EXPLICIT',
        reason: `only the root quorum may approve ${operation}; policies cannot allow it`,
      };
}
