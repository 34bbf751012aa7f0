/**
 * The handler contract, the bottom of the core: what a handler is, what it receives and the
 * types every layer above shares (the caller, a verified stamp, an intent version). It imports
 * nothing from the core above it. Handlers are small functions of (context, validated input). A query returns its response body. A submission returns its
 * result and, separately, the writes that make it so: the core runs those writes and stores the
 * activity in one transaction, after the handler's cryptography is done.
 */
import type { Activity, AuthenticationMethod } from '@docs/platform-api';
import type { z } from 'zod';
import type {
  ApiKeyCurve,
  ApiKeyRecord,
  AuthenticatorRecord,
  Storage,
  Timestamp,
  WriteTransaction,
} from '../storage/types';
import type { Chains } from '../chains/types';
import type { RandomBytes } from './random';
import { parseOrThrow } from './validation';

/** The API key stamp schemes the sandbox verifies, with the curve of the key each one names. */
export const STAMP_SCHEMES = {
  SIGNATURE_SCHEME_TK_API_P256: 'API_KEY_CURVE_P256',
  SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191: 'API_KEY_CURVE_SECP256K1',
  SIGNATURE_SCHEME_TK_API_ED25519: 'API_KEY_CURVE_ED25519',
} as const satisfies Record<string, ApiKeyCurve>;

export type ApiKeyStampScheme = keyof typeof STAMP_SCHEMES;

/** The scheme a passkey stamp (`X-Stamp-Webauthn`) is recorded under. */
export const WEBAUTHN_SCHEME = 'SIGNATURE_SCHEME_TK_WEBAUTHN';

export interface VerifiedStamp {
  /** Lower-case hex, as stored on the API key. */
  publicKey: string;
  curveType: ApiKeyCurve;
  scheme: ApiKeyStampScheme | typeof WEBAUTHN_SCHEME;
  /** As sent, hex. */
  signature: string;
  /**
   * Set when a passkey stamped the request (`X-Stamp-Webauthn`): the registered authenticators
   * with the stamp's credential id whose key verified the assertion.
   */
  authenticators?: AuthenticatorRecord[];
  /**
   * Set when an attested stamp (`X-Stamp-Attested`) signed the request: the token that vouches
   * for `publicKey`, which `auth/attested.ts` reads to find the user.
   */
  attested?: { scheme: AttestedScheme; attestation: string };
}

/** The attestations an `X-Stamp-Attested` stamp may carry for its key. */
export const ATTESTED_SCHEMES = [
  'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
  'STAMP_ATTESTED_SCHEME_P256_OIDC',
] as const;
export type AttestedScheme = (typeof ATTESTED_SCHEMES)[number];

/** One intent version of a submission: the `type` a request sends and where its data goes. */
export interface SubmissionVersion {
  activityType: string;
  intentKey: string;
  /** Absent when the version has no result (approve and reject). */
  resultKey?: string;
}

/**
 * Older result keys the pinned client types with other fields than the current result: a
 * handler answers in the current shape, and an activity of the older version carries the older
 * one under its key.
 */
const OLDER_RESULT_SHAPES: Readonly<Record<string, (result: unknown) => unknown>> = {
  // v1CreatePrivateKeysResult lists the new keys' ids; …ResultV2 lists each key with its addresses.
  createPrivateKeysResult: (result) => ({
    privateKeyIds: ((result as { privateKeys?: { privateKeyId: string }[] }).privateKeys ?? []).map(
      (key) => key.privateKeyId,
    ),
  }),
};

/** An activity's `result`: the handler's result under the version's key, in that version's shape. */
export function resultOf(version: SubmissionVersion, result: unknown): Record<string, unknown> {
  const { resultKey } = version;
  if (!resultKey) return {};
  const shape = OLDER_RESULT_SHAPES[resultKey];
  return { [resultKey]: shape ? shape(result) : result };
}

export type Fidelity =
  | { level: 'faithful' }
  /** Works, but differs from the platform in the way `differs` says. */
  | { level: 'simplified'; differs: string };

/** Who sent the request, once the stamp verified and the key was found. */
export interface Caller {
  organizationId: string;
  userId: string;
  /** The API key that stamped the request; empty when a passkey did (see `authenticatorId`). */
  apiKeyId: string;
  /** The passkey that stamped the request (`X-Stamp-Webauthn`), if one did. */
  authenticatorId?: string;
  /** The key belongs to the parent of the organization the request addresses. */
  viaParent: boolean;
  /**
   * For an attested stamp: its key, as a credential that is not stored (a token vouched for it),
   * so that votes and MFA read it like any other.
   */
  attestedKey?: ApiKeyRecord;
  /**
   * For an attested stamp: the MFA method its token proves (email or SMS OTP, or OAuth with the
   * linked provider's id), which an approval by this caller adds to an activity's MFA steps.
   */
  attestedProof?: AuthenticationMethod;
}

export interface HandlerContext {
  storage: Storage;
  random: RandomBytes;
  now(): number;
  timestamp(): Timestamp;
  newId(): string;
  caller: Caller;
  /** The local chains, where this sandbox runs them (the Node server does; the page does not). */
  chains?: Chains;
  /** The organization the request addresses (`organizationId` of the body). */
  organizationId: string;
  /** The id the request's own activity gets, for a submission. */
  activityId?: string;
  /** The verified stamp and the exact body it signed (what a vote records). */
  request?: { stamp: VerifiedStamp; body: string };
  /** The handler and intent version of a stored activity's type, to run it once approved. */
  handlerFor?(
    activityType: string,
  ): { operationName: string; handler: SubmissionHandler; version: SubmissionVersion } | undefined;
}

/** What building new records needs from the context: fresh ids, the time and randomness. */
export type Minting = Pick<HandlerContext, 'newId' | 'timestamp' | 'random'>;

export interface SubmissionOutcome {
  result: unknown;
  /** Writes to run in the activity's transaction. They may re-check state and throw. */
  write?: (tx: WriteTransaction) => Promise<void>;
  /**
   * The activity the response carries instead of the request's own: a vote answers with the
   * activity it decided, as it stands after the vote (the published clients read its result).
   */
  answer?: Activity;
  /**
   * The request's own activity waits in ACTIVITY_STATUS_AUTHENTICATORS_NEEDED: an approval whose
   * voter must first prove the steps of their own MFA policy.
   */
  held?: true;
}

/**
 * A query: `request` is its operation's request schema (routes check it is the same one), and
 * `run` validates the body with it, then calls the handler with the typed result.
 */
export interface QueryHandler {
  kind: 'query';
  fidelity: Fidelity;
  request: z.ZodType;
  run(context: HandlerContext, body: unknown): Promise<unknown>;
}

/**
 * A submission: `parameters` is the schema of its operation's intent (routes check it is the
 * same one). `validate` parses a request's parameters with it, once, before policies see them;
 * `run` calls the handler with what `validate` returned, at once or, for an activity that waited
 * for approvals, with the parameters stored from that validation.
 */
export interface SubmissionHandler {
  kind: 'submission';
  fidelity: Fidelity;
  parameters: z.ZodType;
  /** The parameters as the handler takes them; errors name fields from `parameters.`. */
  validate(input: unknown): unknown;
  run(context: HandlerContext, parameters: unknown): Promise<SubmissionOutcome>;
}

/**
 * The registry holds handlers of many input types. Each one pairs its schema with its function
 * where it is defined (`query`, `submission`), so the input is typed there and nowhere else
 * needs to know it.
 */
export type Handler = QueryHandler | SubmissionHandler;

export const faithful: Fidelity = { level: 'faithful' };
export const simplified = (differs: string): Fidelity => ({ level: 'simplified', differs });

export function query<Request extends z.ZodType>(
  request: Request,
  fidelity: Fidelity,
  run: (context: HandlerContext, input: z.output<Request>) => Promise<unknown>,
): QueryHandler {
  return {
    kind: 'query',
    fidelity,
    request,
    run: (context, body) => run(context, parseOrThrow(request, body)),
  };
}

export function submission<Parameters extends z.ZodType>(
  parameters: Parameters,
  fidelity: Fidelity,
  run: (context: HandlerContext, parameters: z.output<Parameters>) => Promise<SubmissionOutcome>,
): SubmissionHandler {
  return {
    kind: 'submission',
    fidelity,
    parameters,
    validate: (input) => parseOrThrow(parameters, input, 'parameters'),
    // `validate` produced these with the same schema (see SubmissionHandler).
    run: (context, valid) => run(context, valid as z.output<Parameters>),
  };
}
