/** Finding the user a login is for: by contact (OTP, email auth) or by OIDC identity. */
import type { OauthProviderRecord, ReadTransaction, UserRecord } from '../../storage/types';
import { notFound } from '../errors';

/** The user of `organizationId` whose email (or, for SMS and WhatsApp, phone number) is `contact`. */
export async function userByContact(
  tx: ReadTransaction,
  organizationId: string,
  otpType: string,
  contact: string,
): Promise<UserRecord> {
  const users = await tx.list('user', { organizationId });
  const email = otpType === 'OTP_TYPE_EMAIL';
  const wanted = email ? contact.toLowerCase() : contact;
  const user = users.find((candidate) =>
    email ? candidate.userEmail?.toLowerCase() === wanted : candidate.userPhoneNumber === wanted,
  );
  if (!user) {
    throw notFound(
      `No user in organization ${organizationId} has the ${email ? 'email address' : 'phone number'} ${contact}`,
      'USER_NOT_FOUND',
    );
  }
  return user;
}

export const identityLookup = (issuer: string, subject: string) =>
  JSON.stringify([issuer, subject]);

/** The user of `organizationId` linked to the OIDC identity `issuer` + `subject`, and the link. */
export async function linkedIdentity(
  tx: ReadTransaction,
  organizationId: string,
  issuer: string,
  subject: string,
): Promise<{ user: UserRecord; link: OauthProviderRecord }> {
  const links = await tx.list('oauthProvider', { lookup: identityLookup(issuer, subject) });
  const link = links.find((candidate) => candidate.organizationId === organizationId);
  const user = link ? await tx.get('user', link.userId) : undefined;
  if (!link || !user) {
    throw notFound(
      `No user in organization ${organizationId} is linked to the OIDC identity ${subject} of ${issuer}`,
      'USER_NOT_FOUND',
    );
  }
  return { user, link };
}

/** The user of `organizationId` linked to the OIDC identity `issuer` + `subject`. */
export async function userByIdentity(
  tx: ReadTransaction,
  organizationId: string,
  issuer: string,
  subject: string,
): Promise<UserRecord> {
  return (await linkedIdentity(tx, organizationId, issuer, subject)).user;
}
