/**
 * A policy decision for policies and a request that are not stored: what the Policy Lab page,
 * `POST /sandbox/v1/policies/simulate` and the MCP tool `simulate_policy` answer. It runs the
 * engine the sandbox authorizes with (`decide`, traced) over the condition scope the sandbox
 * builds for an activity, reading the records the input declares (`records`) where an activity
 * reads storage, so it needs no storage and runs in a page as well as in the server.
 */
import * as z from 'zod';
import type { ApiKeyRecord, AuthenticatorRecord, OrganizationRecord } from '../../storage/types';
import { invalid } from '../errors';
import { parseOrThrow } from '../validation';
import { decideEach } from './decide-each';
import { checkPolicyExpressions, type Outcome, type PolicyTrace } from './engine';
import { conditionScopes, evaluationLabel, type Approver } from './facts';
import { declaredRecords, SimulationRecordsSchema } from './simulation-records';

/** What a simulation cannot know without an organization's records, said in each answer. */
export const SIMULATION_LIMITS = [
  'organization facts come only from the records the input declares (records: wallets, privateKeys, secrets, smartContractInterfaces); without them wallet_account holds only the address the request names (signWith or address), wallet and private_key only the id it names (walletId, privateKeyId), and secret and eth.tx contract_call_args are not applicable',
  'the root quorum is not simulated: its approval would bypass every policy',
  'the time field of a policy is not evaluated, so nowMs changes no outcome; it is echoed back',
];

const CREDENTIAL_TYPES = [
  'CREDENTIAL_TYPE_API_KEY_P256',
  'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  'CREDENTIAL_TYPE_API_KEY_ED25519',
  'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
] as const;

/** The curve of each API key credential type (a passkey has none). */
const CURVES: Record<
  Exclude<(typeof CREDENTIAL_TYPES)[number], 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR'>,
  ApiKeyRecord['curveType']
> = {
  CREDENTIAL_TYPE_API_KEY_P256: 'API_KEY_CURVE_P256',
  CREDENTIAL_TYPE_API_KEY_SECP256K1: 'API_KEY_CURVE_SECP256K1',
  CREDENTIAL_TYPE_API_KEY_ED25519: 'API_KEY_CURVE_ED25519',
};

const SHORT = 256;

const PersonSchema = z.strictObject({
  userId: z.string().min(1).max(SHORT).optional(),
  userName: z.string().max(SHORT).optional(),
  userEmail: z.string().max(SHORT).optional(),
  userTags: z.array(z.string().max(SHORT)).max(100).default([]),
  credentialType: z.enum(CREDENTIAL_TYPES).default('CREDENTIAL_TYPE_API_KEY_P256'),
  publicKey: z.string().max(SHORT).optional(),
});

export const SimulationSchema = z.strictObject({
  policies: z
    .array(
      z.strictObject({
        policyName: z.string().min(1).max(SHORT),
        effect: z.enum(['EFFECT_ALLOW', 'EFFECT_DENY']),
        condition: z.string().optional(),
        consensus: z.string().optional(),
        notes: z.string().max(4096).optional(),
      }),
    )
    .max(100),
  request: z.strictObject({
    type: z.string().min(1).max(SHORT),
    parameters: z.record(z.string(), z.unknown()),
  }),
  user: PersonSchema.optional(),
  approvals: z.array(PersonSchema).max(50).default([]),
  nowMs: z.number().int().nonnegative().optional(),
  /** The organization's records the request reads (see simulation-records.ts). */
  records: SimulationRecordsSchema.optional(),
});

export type SimulationInput = z.input<typeof SimulationSchema>;

export interface Simulation {
  outcome: Outcome;
  /** The policy whose verdict is the outcome: its index in `policies` and its name. */
  decidingPolicy: { index: number; policyName: string } | null;
  /** The decision in one sentence. */
  reason: string;
  trace: PolicyTrace[];
  /** The clock the caller gave, echoed (see `SIMULATION_LIMITS`). */
  nowMs: number | null;
  limits: readonly string[];
}

/** The approver a person of the input stands for: a user with one credential. */
function approverOf(person: z.output<typeof PersonSchema>, index: number): Approver {
  const at = { seconds: '0', nanos: '0' };
  const userId = person.userId ?? `user-${index}`;
  const common = {
    organizationId: 'simulation',
    userId,
    publicKey: person.publicKey ?? '',
    createdAt: at,
    updatedAt: at,
  };
  const key: ApiKeyRecord | AuthenticatorRecord =
    person.credentialType === 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR'
      ? {
          ...common,
          authenticatorId: `${userId}-credential`,
          authenticatorName: 'passkey',
          credentialId: '',
          aaguid: '',
          attestationType: '',
          transports: [],
        }
      : {
          ...common,
          apiKeyId: `${userId}-credential`,
          apiKeyName: 'api key',
          curveType: CURVES[person.credentialType],
        };
  return {
    user: {
      userId,
      organizationId: 'simulation',
      userName: person.userName ?? userId,
      userTags: person.userTags,
      ...(person.userEmail !== undefined ? { userEmail: person.userEmail } : {}),
      createdAt: at,
      updatedAt: at,
    },
    key,
  };
}

/**
 * Decides `body` (checked against `SimulationSchema`: 400 naming the field otherwise).
 * `operationOf` names the operation of an activity type (`ACTIVITY_TYPE_CREATE_WALLET` →
 * `create_wallet`), from the API model the caller already holds.
 */
export async function simulatePolicies(
  body: unknown,
  operationOf: (activityType: string) => string | undefined,
): Promise<Simulation> {
  const input = parseOrThrow(SimulationSchema, body);
  const operation = operationOf(input.request.type);
  if (operation === undefined) {
    throw invalid(
      `request.type: ${JSON.stringify(input.request.type)} is not an activity type of the API (ACTIVITY_TYPE_…)`,
    );
  }
  input.policies.forEach((policy, index) =>
    checkPolicyExpressions(policy, `policies[${index}] (${policy.policyName}).`),
  );
  const policies = input.policies.map((policy, index) => ({
    ...policy,
    policyId: `policies[${index}]`,
  }));
  const people = [
    input.user ?? { userTags: [], credentialType: 'CREDENTIAL_TYPE_API_KEY_P256' as const },
    ...input.approvals,
  ];
  const organization: OrganizationRecord = {
    organizationId: 'simulation',
    name: 'simulation',
    rootQuorum: { threshold: 1, userIds: [] },
    createdAt: { seconds: '0', nanos: '0' },
    updatedAt: { seconds: '0', nanos: '0' },
  };
  const facts = {
    operation,
    activityType: input.request.type,
    parameters: input.request.parameters,
  };
  const scopes = await conditionScopes(declaredRecords(input.records), facts, {
    fromParameters: true,
  });
  const decision = decideEach(
    { organization, policies, approvers: people.map(approverOf) },
    scopes,
    evaluationLabel(facts),
    { trace: true },
  );
  const deciding = decision.decidingPolicy;
  const index = deciding
    ? policies.findIndex((policy) => policy.policyId === deciding.policyId)
    : -1;
  return {
    outcome: decision.outcome,
    decidingPolicy: index >= 0 ? { index, policyName: policies[index]?.policyName ?? '' } : null,
    reason: decision.reason,
    trace: decision.trace ?? [],
    nowMs: input.nowMs ?? null,
    limits: SIMULATION_LIMITS,
  };
}
