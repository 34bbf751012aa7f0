/**
 * list_verified_suborgs: the sub-organizations with a user whose email address or phone number
 * was verified, optionally only those where it is a given address or number.
 */
import { GetVerifiedSubOrgIdsRequestSchema } from '@docs/platform-api';
import type { OrganizationRecord, ReadTransaction, UserRecord } from '../../storage/types';
import { invalid } from '../errors';
import { query, simplified } from '../contract';
import { page } from './paging';

const FILTERS = { EMAIL: 'email', PHONE_NUMBER: 'phone' } as const;
type Channel = (typeof FILTERS)[keyof typeof FILTERS];

const sameEmail = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * Whether `user`'s current contact on `channel` is verified: a verification token proved it
 * (update_user_email, update_user_phone_number), or an OTP sent to it by the sub-organization
 * or its parent was answered with the right code.
 */
async function verifiedContact(
  tx: ReadTransaction,
  organization: OrganizationRecord,
  user: UserRecord,
  channel: Channel,
): Promise<string | undefined> {
  const contact = channel === 'email' ? user.userEmail : user.userPhoneNumber;
  if (contact === undefined) return undefined;
  const proved = channel === 'email' ? user.verifiedEmail : user.verifiedPhoneNumber;
  if (
    proved !== undefined &&
    (channel === 'email' ? sameEmail(proved, contact) : proved === contact)
  ) {
    return contact;
  }
  const organizations = [organization.organizationId, organization.parentOrganizationId];
  const otps = await tx.list('otp', { lookup: contact });
  const answered = otps.some(
    (otp) =>
      otp.used &&
      organizations.includes(otp.organizationId) &&
      (otp.otpType === 'OTP_TYPE_EMAIL') === (channel === 'email'),
  );
  return answered ? contact : undefined;
}

async function matches(
  tx: ReadTransaction,
  organization: OrganizationRecord,
  channels: readonly Channel[],
  value: string | undefined,
): Promise<boolean> {
  for (const user of await tx.list('user', { organizationId: organization.organizationId })) {
    for (const channel of channels) {
      const contact = await verifiedContact(tx, organization, user, channel);
      if (contact === undefined) continue;
      if (value === undefined) return true;
      if (channel === 'email' ? sameEmail(contact, value) : contact === value) return true;
    }
  }
  return false;
}

export const listVerifiedSubOrganizations = query(
  GetVerifiedSubOrgIdsRequestSchema,
  simplified(
    'A contact counts as verified when a verification token proved it (update_user_email, update_user_phone_number) or when an OTP the sub-organization or its parent sent to it was answered with the right code; other ways the platform records verification (a verification token given to create_sub_organization) are not tracked.',
  ),
  (context, input) => {
    const filterType = input.filterType ?? '';
    if (filterType !== '' && !Object.hasOwn(FILTERS, filterType)) {
      throw invalid(
        `filterType: expected ${Object.keys(FILTERS).join(' or ')}, received ${filterType}`,
      );
    }
    const channels: Channel[] =
      filterType === '' ? ['email', 'phone'] : [FILTERS[filterType as keyof typeof FILTERS]];
    const value = input.filterValue === '' ? undefined : input.filterValue;
    if (filterType !== '' && value === undefined) {
      throw invalid(
        `filterValue: expected the ${filterType.toLowerCase().replace('_', ' ')} to look for`,
      );
    }
    return context.storage.read(async (tx) => {
      const children = await tx.list('organization', { parentId: context.organizationId });
      const verified = await Promise.all(
        children.map((child) => matches(tx, child, channels, value)),
      );
      const selected = children.filter((_, index) => verified[index]);
      const ids = page(selected, (child) => child.organizationId, input.paginationOptions, false);
      return { organizationIds: ids.map((child) => child.organizationId) };
    });
  },
);
