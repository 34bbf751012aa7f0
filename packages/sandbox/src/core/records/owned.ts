/** The lookup every handler starts with: a record of the caller's organization, or NOT_FOUND. */
import type { Kind, ReadTransaction, RecordKinds } from '../../storage/types';
import { notFound } from '../errors';

/** The kinds of record that belong to one organization. */
type OwnedKind = {
  [K in Kind]: RecordKinds[K] extends { organizationId: string } ? K : never;
}[Kind];

/** A record of `kind` in this organization, or NOT_FOUND naming it by `label`. */
export async function ownRecord<K extends OwnedKind>(
  tx: ReadTransaction,
  kind: K,
  id: string,
  organizationId: string,
  label: string,
) {
  const record = await tx.get(kind, id);
  if (!record || record.organizationId !== organizationId) {
    throw notFound(
      `No ${label} ${id} in organization ${organizationId}`,
      `${label.toUpperCase().replace(/ /g, '_')}_NOT_FOUND`,
    );
  }
  return record;
}
