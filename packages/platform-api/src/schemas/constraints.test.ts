/**
 * The rules JSON Schema can hold, checked on the zod schemas (valid and invalid values) and on
 * the JSON Schema components they produce.
 */
import { describe, expect, it } from 'vitest';
import * as ids from '../examples/ids';
import { componentSchemas } from '../openapi';
import {
  CreateReadWriteSessionIntentV2Schema,
  CreateSubOrganizationIntentV8Schema,
  CreateWalletIntentSchema,
  EmailAuthIntentV3Schema,
  GetActivitiesRequestSchema,
  InitUserEmailRecoveryIntentV2Schema,
  OauthIntentSchema,
  OtpAuthIntentSchema,
  PaginationSchema,
  READ_ONLY_SESSION_SECONDS,
  UpdateRootQuorumIntentSchema,
  UpdateUserIntentSchema,
  WalletAccountParamsSchema,
} from '.';

const wallet = (mnemonicLength?: unknown) => ({
  walletName: ids.WALLET_NAME,
  accounts: [],
  ...(mnemonicLength === undefined ? {} : { mnemonicLength }),
});

describe('mnemonicLength', () => {
  it.each([12, 15, 18, 21, 24])('accepts %i', (length) => {
    expect(CreateWalletIntentSchema.safeParse(wallet(length)).success).toBe(true);
  });
  it.each([0, 11, 13, 16, 25, 36, '12', 12.5])('rejects %j', (length) => {
    expect(CreateWalletIntentSchema.safeParse(wallet(length)).success).toBe(false);
  });
  it('defaults to 12', () => {
    expect(CreateWalletIntentSchema.parse(wallet()).mnemonicLength).toBe(12);
  });
});

describe('pagination limit (a string on the wire)', () => {
  it.each(['1', '9', '10', '57', '100'])('accepts %j', (limit) => {
    expect(PaginationSchema.safeParse({ limit }).success).toBe(true);
  });
  it.each(['0', '101', '1000', '010', '-5', '', 'ten', 10])('rejects %j', (limit) => {
    expect(PaginationSchema.safeParse({ limit }).success).toBe(false);
  });
  it('defaults to "10"', () => {
    expect(PaginationSchema.parse({}).limit).toBe('10');
    const request = GetActivitiesRequestSchema.parse({
      organizationId: ids.ORGANIZATION_ID,
      paginationOptions: {},
    });
    expect(request.paginationOptions?.limit).toBe('10');
  });
});

describe('OTP code', () => {
  const otp = (otpCode: string) => ({
    otpId: ids.OTP_ID,
    otpCode,
    targetPublicKey: ids.TARGET_PUBLIC_KEY,
  });
  // The default code of init_otp_auth V3 is 9 letters and digits; the 6-digit one is opt-in.
  it.each(['482913', '7KQ2M9XTB', '000000000'])('accepts %j', (code) => {
    expect(OtpAuthIntentSchema.safeParse(otp(code)).success).toBe(true);
  });
  it('rejects an empty code', () => {
    expect(OtpAuthIntentSchema.safeParse(otp('')).success).toBe(false);
  });
});

describe('phone numbers (E.164)', () => {
  const update = (userPhoneNumber: string) => ({ userId: ids.END_USER_ID, userPhoneNumber });
  it.each(['+14155550123', '+442071838750', '+861012345678'])('accepts %j', (phone) => {
    expect(UpdateUserIntentSchema.safeParse(update(phone)).success).toBe(true);
  });
  it.each(['4155550123', '+0155550123', '+1 415 555 0123', '+1234567890123456', '+1'])(
    'rejects %j',
    (phone) => {
      expect(UpdateUserIntentSchema.safeParse(update(phone)).success).toBe(false);
    },
  );
});

describe('default expirations', () => {
  const key = ids.TARGET_PUBLIC_KEY;
  const branding = { appName: 'Acme Wallet' };
  it.each([
    [
      'email auth',
      EmailAuthIntentV3Schema,
      { email: ids.END_USER_EMAIL, targetPublicKey: key, emailCustomization: branding },
    ],
    [
      'OTP auth',
      OtpAuthIntentSchema,
      { otpId: ids.OTP_ID, otpCode: '482913', targetPublicKey: key },
    ],
    ['OAuth', OauthIntentSchema, { oidcToken: ids.OIDC_TOKEN, targetPublicKey: key }],
    [
      'email recovery',
      InitUserEmailRecoveryIntentV2Schema,
      { email: ids.END_USER_EMAIL, targetPublicKey: key, emailCustomization: branding },
    ],
    ['read-write session', CreateReadWriteSessionIntentV2Schema, { targetPublicKey: key }],
  ] as const)(
    '%s credentials last 900 seconds when expirationSeconds is absent',
    (_, schema, input) => {
      expect(schema.parse(input).expirationSeconds).toBe('900');
    },
  );

  it('keep an explicit expirationSeconds and reject non-numeric ones', () => {
    const input = { targetPublicKey: key, expirationSeconds: '3600' };
    expect(CreateReadWriteSessionIntentV2Schema.parse(input).expirationSeconds).toBe('3600');
    const bad = { targetPublicKey: key, expirationSeconds: '15m' };
    expect(CreateReadWriteSessionIntentV2Schema.safeParse(bad).success).toBe(false);
  });

  it('give read-only sessions one hour', () => {
    expect(READ_ONLY_SESSION_SECONDS).toBe(3600);
  });
});

describe('BIP32 paths', () => {
  const account = (path: string) => ({
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path,
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  });
  it.each(["m/44'/60'/0'/0/0", "m/44'/501'/0'/0'", 'm/0', 'm', 'm/84h/0h/0h/0/12'])(
    'accepts %j',
    (path) => {
      expect(WalletAccountParamsSchema.safeParse(account(path)).success).toBe(true);
    },
  );
  it.each(["44'/60'/0'/0/0", "m/44''/60", 'm/-1', 'm/01', 'M/0', "m/44'/60'/x"])(
    'rejects %j',
    (path) => {
      expect(WalletAccountParamsSchema.safeParse(account(path)).success).toBe(false);
    },
  );
  it('rejects a path format other than BIP32', () => {
    const input = { ...account("m/44'/60'/0'/0/0"), pathFormat: 'PATH_FORMAT_SLIP10' };
    expect(WalletAccountParamsSchema.safeParse(input).success).toBe(false);
  });
});

describe('quorum thresholds (the part JSON Schema can hold: at least 1)', () => {
  it('rejects 0 for a sub-organization and for a root quorum update', () => {
    const subOrg = { subOrganizationName: 'x', rootUsers: [], rootQuorumThreshold: 0 };
    expect(CreateSubOrganizationIntentV8Schema.safeParse(subOrg).success).toBe(false);
    const update = { threshold: 0, userIds: [ids.USER_ID] };
    expect(UpdateRootQuorumIntentSchema.safeParse(update).success).toBe(false);
  });
});

describe('the JSON Schema components carry the constraints', () => {
  const schemas = componentSchemas();
  const property = (component: string, name: string) =>
    (schemas[component]?.properties as Record<string, Record<string, unknown>>)[name];

  it('mnemonicLength: integer enum with default 12', () => {
    expect(property('CreateWalletIntent', 'mnemonicLength')).toMatchObject({
      type: 'integer',
      enum: [12, 15, 18, 21, 24],
      default: 12,
    });
  });

  it('pagination limit: a string pattern for 1–100 with default "10"', () => {
    const limit = property('Pagination', 'limit');
    expect(limit).toMatchObject({ type: 'string', default: '10' });
    const pattern = new RegExp(String(limit?.pattern));
    expect(['1', '100'].every((value) => pattern.test(value))).toBe(true);
    expect(['0', '101'].some((value) => pattern.test(value))).toBe(false);
  });

  it('OTP code, phone number and expiration defaults', () => {
    expect(property('OtpAuthIntent', 'otpCode')).toMatchObject({ type: 'string', minLength: 1 });
    expect(property('UpdateUserIntent', 'userPhoneNumber')?.pattern).toBe('^\\+[1-9][0-9]{1,14}$');
    for (const component of [
      'EmailAuthIntentV3',
      'OtpAuthIntent',
      'OauthIntent',
      'InitUserEmailRecoveryIntentV2',
      'CreateReadWriteSessionIntentV2',
    ]) {
      expect(property(component, 'expirationSeconds')?.default, component).toBe('900');
    }
  });

  it('defaulted fields are optional in requests', () => {
    expect(schemas.CreateWalletIntent?.required).toEqual(['walletName', 'accounts']);
    expect(schemas.OauthIntent?.required).toEqual(['oidcToken', 'targetPublicKey']);
  });
});
