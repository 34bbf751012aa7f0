/**
 * The Policy Lab's state: what the reader typed, kept in the URL's hash so a lab can be shared
 * and reloaded, and turned into the input of the sandbox's `simulatePolicies` (the function
 * `POST /sandbox/v1/policies/simulate` runs). Pure, so the corpus test runs it without a page.
 */
import type { SimulationInput } from '@docs/sandbox/policy';

export interface LabPolicy {
  policyName: string;
  effect: 'EFFECT_ALLOW' | 'EFFECT_DENY';
  condition: string;
  consensus: string;
}

export interface LabPerson {
  userId: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** The credential they approve with (`CREDENTIAL_TYPE_…`), or empty for an API key on P-256. */
  credentialType: string;
}

/** The credential types a person of the simulation may approve with, as the Lab offers them. */
export const CREDENTIAL_TYPES = {
  CREDENTIAL_TYPE_API_KEY_P256: 'API key (P-256)',
  CREDENTIAL_TYPE_API_KEY_SECP256K1: 'API key (secp256k1)',
  CREDENTIAL_TYPE_API_KEY_ED25519: 'API key (Ed25519)',
  CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR: 'Passkey',
} as const;

type CredentialType = keyof typeof CREDENTIAL_TYPES;
const isCredentialType = (text: string): text is CredentialType => text in CREDENTIAL_TYPES;

export interface LabState {
  policies: LabPolicy[];
  /** The activity type, e.g. ACTIVITY_TYPE_SIGN_TRANSACTION_V2. */
  type: string;
  /** The request's parameters as JSON text, as typed. */
  parameters: string;
  user: LabPerson;
  approvals: LabPerson[];
  /** Milliseconds since 1970, or empty for the reader's clock. */
  nowMs: string;
  /**
   * The organization records the request reads (`records` of the simulation: wallets,
   * privateKeys, secrets, smartContractInterfaces) as JSON text, or empty for none.
   */
  records: string;
}

export const INITIAL_STATE: LabState = {
  policies: [
    {
      policyName: 'Two finance approvers create wallets',
      effect: 'EFFECT_ALLOW',
      condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
      consensus: "approvers.filter(user, 'finance' in user.tags).count() >= 2",
    },
  ],
  type: 'ACTIVITY_TYPE_CREATE_WALLET',
  parameters: JSON.stringify({ walletName: 'Treasury', accounts: [] }, null, 2),
  user: { userId: 'alice', tags: 'finance', credentialType: '' },
  approvals: [],
  nowMs: '',
  records: '',
};

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The simulation input, or the reason the state is not one yet (parameters not JSON). */
export function simulationInput(state: LabState): { input: SimulationInput } | { error: string } {
  let parameters: unknown;
  try {
    parameters = JSON.parse(state.parameters);
  } catch (error) {
    return { error: `request.parameters: not JSON (${(error as Error).message})` };
  }
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    return { error: 'request.parameters: must be a JSON object' };
  }
  const person = ({ userId, tags, credentialType }: LabPerson) => ({
    ...(userId.trim() ? { userId: userId.trim() } : {}),
    userTags: tagsOf(tags),
    ...(isCredentialType(credentialType) ? { credentialType } : {}),
  });
  const nowMs = state.nowMs.trim() === '' ? undefined : Number(state.nowMs);
  let records: unknown;
  if (state.records.trim() !== '') {
    try {
      records = JSON.parse(state.records);
    } catch (error) {
      return { error: `records: not JSON (${(error as Error).message})` };
    }
    if (typeof records !== 'object' || records === null || Array.isArray(records)) {
      return { error: 'records: must be a JSON object' };
    }
  }
  return {
    input: {
      policies: state.policies.map(({ policyName, effect, condition, consensus }) => ({
        policyName,
        effect,
        ...(condition.trim() ? { condition } : {}),
        ...(consensus.trim() ? { consensus } : {}),
      })),
      request: { type: state.type, parameters: parameters as Record<string, unknown> },
      user: person(state.user),
      approvals: state.approvals.map(person),
      ...(nowMs !== undefined ? { nowMs } : {}),
      // Checked by the simulation's schema, which names a wrong field.
      ...(records !== undefined ? { records: records as SimulationInput['records'] } : {}),
    },
  };
}

/** A lab state from a simulation input (the corpus, a docs example). */
export function stateOf(input: SimulationInput): LabState {
  const person = (
    who: { userId?: string; userTags?: string[]; credentialType?: string } | undefined,
  ): LabPerson => ({
    userId: who?.userId ?? '',
    tags: (who?.userTags ?? []).join(', '),
    // The default credential is left empty, so a plain person's URL stays as it was.
    credentialType:
      who?.credentialType === 'CREDENTIAL_TYPE_API_KEY_P256' ? '' : (who?.credentialType ?? ''),
  });
  return {
    policies: input.policies.map((policy) => ({
      policyName: policy.policyName,
      effect: policy.effect,
      condition: policy.condition ?? '',
      consensus: policy.consensus ?? '',
    })),
    type: input.request.type,
    parameters: JSON.stringify(input.request.parameters, null, 2),
    user: person(input.user),
    approvals: (input.approvals ?? []).map(person),
    nowMs: input.nowMs === undefined ? '' : String(input.nowMs),
    records: input.records === undefined ? '' : JSON.stringify(input.records, null, 2),
  };
}

const HASH_KEY = 'lab=';

/** `#lab=` and the state as base64url JSON (UTF-8). */
export function encodeState(state: LabState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `#${HASH_KEY}${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const personFrom = (value: unknown): LabPerson => {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    userId: text(record.userId),
    tags: text(record.tags),
    credentialType: text(record.credentialType),
  };
};

/** The state a hash holds, or undefined when it holds none (or one this page did not write). */
export function decodeState(hash: string): LabState | undefined {
  const at = hash.indexOf(HASH_KEY);
  if (at < 0) return undefined;
  try {
    const base64 = hash
      .slice(at + HASH_KEY.length)
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    const policies = Array.isArray(record.policies) ? record.policies : [];
    return {
      policies: policies.slice(0, 100).map((value: unknown) => {
        const policy = (typeof value === 'object' && value !== null ? value : {}) as Record<
          string,
          unknown
        >;
        return {
          policyName: text(policy.policyName),
          effect: policy.effect === 'EFFECT_DENY' ? 'EFFECT_DENY' : 'EFFECT_ALLOW',
          condition: text(policy.condition),
          consensus: text(policy.consensus),
        };
      }),
      type: text(record.type),
      parameters: text(record.parameters) || '{}',
      user: personFrom(record.user),
      approvals: (Array.isArray(record.approvals) ? record.approvals : [])
        .slice(0, 50)
        .map(personFrom),
      nowMs: text(record.nowMs),
      records: text(record.records),
    };
  } catch {
    return undefined;
  }
}
