/**
 * Changing a user: update_user (any of name, email, phone number and tags at once) and the three
 * single-field updates. An empty email or phone number removes it; a verification token, when
 * given, must be one verify_otp issued for the new contact, and is spent.
 */
import {
  UpdateUserEmailIntentSchema,
  UpdateUserIntentSchema,
  UpdateUserNameIntentSchema,
  UpdateUserPhoneNumberIntentSchema,
} from '@docs/platform-api';
import type { ReadTransaction, UserRecord, WriteTransaction } from '../../storage/types';
import { sandboxKey } from '../auth/keys';
import { spendVerificationToken } from '../auth/spent-tokens';
import { readVerificationToken, type VerificationClaims } from '../auth/tokens';
import { invalid, notFound, SandboxError } from '../errors';
import { faithful, simplified, submission, type HandlerContext } from '../contract';
import { ownRecord } from '../records/owned';

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const E164 = /^\+[1-9][0-9]{6,14}$/;

type Change = Partial<
  Pick<
    UserRecord,
    | 'userName'
    | 'userEmail'
    | 'userPhoneNumber'
    | 'userTags'
    | 'verifiedEmail'
    | 'verifiedPhoneNumber'
  >
>;

export function checkUserName(value: string, field: string): string {
  if (value.trim() === '') throw invalid(`${field}: expected a non-empty name`);
  return value;
}

/** An email address, or undefined for '' (which removes it). */
export function checkEmail(value: string, field: string): string | undefined {
  if (value === '') return undefined;
  if (!EMAIL.test(value)) throw invalid(`${field}: expected an email address, received ${value}`);
  return value;
}

/** An E.164 phone number, or undefined for '' (which removes it). */
export function checkPhoneNumber(value: string, field: string): string | undefined {
  if (value === '') return undefined;
  if (!E164.test(value)) {
    throw invalid(`${field}: expected an E.164 phone number (+ and digits), received ${value}`);
  }
  return value;
}

async function checkTags(tx: ReadTransaction, organizationId: string, tagIds: string[]) {
  for (const tagId of tagIds) {
    if ((await tx.get('userTag', tagId))?.organizationId !== organizationId) {
      throw notFound(
        `userTagIds: no user tag ${tagId} in organization ${organizationId}`,
        'USER_TAG_NOT_FOUND',
      );
    }
  }
}

/** The fields a change may remove (set to undefined). */
const REMOVABLE = ['userEmail', 'userPhoneNumber', 'verifiedEmail', 'verifiedPhoneNumber'] as const;

/** `user` with `change` applied: a removable field set to undefined is removed. */
function applied(user: UserRecord, change: Change, context: HandlerContext): UserRecord {
  const { userEmail, userPhoneNumber, verifiedEmail, verifiedPhoneNumber, ...rest } = user;
  const current = { userEmail, userPhoneNumber, verifiedEmail, verifiedPhoneNumber };
  const next: UserRecord = { ...rest, updatedAt: context.timestamp() };
  if (change.userName !== undefined) next.userName = change.userName;
  if (change.userTags !== undefined) next.userTags = change.userTags;
  for (const field of REMOVABLE) {
    const value = field in change ? change[field] : current[field];
    if (value !== undefined) next[field] = value;
  }
  return next;
}

/** The claims of `token` when it verifies `contact` for this organization (or its parent). */
async function verifiedContact(
  context: HandlerContext,
  token: string,
  contact: string,
  otpType: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS',
): Promise<VerificationClaims> {
  const claims = readVerificationToken(token, await sandboxKey(context, 'otp'), context.now());
  const organization = await context.storage.read((tx) =>
    tx.get('organization', context.organizationId),
  );
  if (
    claims.organization_id !== context.organizationId &&
    claims.organization_id !== organization?.parentOrganizationId
  ) {
    throw new SandboxError(
      'PERMISSION_DENIED',
      'VERIFICATION_TOKEN_INVALID',
      `verificationToken: issued for organization ${claims.organization_id}, which is neither ${context.organizationId} nor its parent`,
    );
  }
  const sameType =
    otpType === 'OTP_TYPE_EMAIL'
      ? claims.verification_type === 'OTP_TYPE_EMAIL'
      : claims.verification_type !== 'OTP_TYPE_EMAIL';
  const sameContact =
    otpType === 'OTP_TYPE_EMAIL'
      ? claims.contact.toLowerCase() === contact.toLowerCase()
      : claims.contact === contact;
  if (!sameType || !sameContact) {
    throw invalid(
      `verificationToken: it verifies ${claims.contact} (${claims.verification_type}), not ${contact}`,
      'VERIFICATION_TOKEN_INVALID',
    );
  }
  return claims;
}

/** The outcome of changing one user: re-read and re-checked in the activity's transaction. */
async function changeUser(
  context: HandlerContext,
  userId: string,
  change: Change,
  claims?: VerificationClaims,
) {
  const check = async (tx: ReadTransaction) => {
    const user = await ownRecord(tx, 'user', userId, context.organizationId, 'user');
    if (change.userTags) await checkTags(tx, context.organizationId, change.userTags);
    return user;
  };
  await context.storage.read(check);
  return {
    result: { userId },
    write: async (tx: WriteTransaction) => {
      const user = await check(tx);
      if (claims) await spendVerificationToken(tx, context, claims.id);
      await tx.update('user', userId, applied(user, change, context));
    },
  };
}

export const updateUser = submission(UpdateUserIntentSchema, faithful, (context, parameters) => {
  const change: Change = {};
  if (parameters.userName !== undefined) {
    change.userName = checkUserName(parameters.userName, 'userName');
  }
  if (parameters.userEmail !== undefined) {
    change.userEmail = checkEmail(parameters.userEmail, 'userEmail');
  }
  if (parameters.userPhoneNumber !== undefined) {
    change.userPhoneNumber = checkPhoneNumber(parameters.userPhoneNumber, 'userPhoneNumber');
  }
  if (parameters.userTagIds !== undefined) change.userTags = [...new Set(parameters.userTagIds)];
  return changeUser(context, parameters.userId, change);
});

export const updateUserName = submission(UpdateUserNameIntentSchema, faithful, (context, p) =>
  changeUser(context, p.userId, { userName: checkUserName(p.userName, 'userName') }),
);

const TOKEN_FIDELITY =
  'A verificationToken, when given, must be a token verify_otp issued (its code is in GET /sandbox/v1/outbox) for the new contact, issued for this organization or its parent; it is spent. Without one the contact is stored unverified, which the sandbox does not restrict beyond list_verified_suborgs.';

export const updateUserEmail = submission(
  UpdateUserEmailIntentSchema,
  simplified(TOKEN_FIDELITY),
  async (context, parameters) => {
    const userEmail = checkEmail(parameters.userEmail, 'userEmail');
    const token = parameters.verificationToken;
    const claims =
      token !== undefined && userEmail !== undefined
        ? await verifiedContact(context, token, userEmail, 'OTP_TYPE_EMAIL')
        : undefined;
    const verified = claims ? { verifiedEmail: userEmail } : {};
    return changeUser(context, parameters.userId, { userEmail, ...verified }, claims);
  },
);

export const updateUserPhoneNumber = submission(
  UpdateUserPhoneNumberIntentSchema,
  simplified(TOKEN_FIDELITY),
  async (context, parameters) => {
    const userPhoneNumber = checkPhoneNumber(parameters.userPhoneNumber, 'userPhoneNumber');
    const token = parameters.verificationToken;
    const claims =
      token !== undefined && userPhoneNumber !== undefined
        ? await verifiedContact(context, token, userPhoneNumber, 'OTP_TYPE_SMS')
        : undefined;
    const verified = claims ? { verifiedPhoneNumber: userPhoneNumber } : {};
    return changeUser(context, parameters.userId, { userPhoneNumber, ...verified }, claims);
  },
);
