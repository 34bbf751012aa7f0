import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiModel } from '@docs/platform-api/model';
import { simulatePolicies } from '@docs/sandbox/policy';
import { z } from 'zod';

/**
 * `simulate_policy`: the sandbox's policy engine (the one `POST /sandbox/v1/policies/simulate`
 * and the Policy Lab page run) deciding policies an assistant drafted against one request, with
 * each policy's trace, so a policy can be checked before it is created.
 */

/** Activity type (every intent version the model lists) → operation name. */
export function operationsByActivityType(model: ApiModel): Map<string, string> {
  const byType = new Map<string, string>();
  for (const operation of model.operations) {
    if (operation.activityType) byType.set(operation.activityType, operation.name);
    for (const older of operation.olderVersions ?? []) {
      byType.set(older.activityType, operation.name);
    }
  }
  return byType;
}

const person = z.object({
  userId: z.string().optional(),
  userName: z.string().optional(),
  userEmail: z.string().optional(),
  userTags: z.array(z.string()).optional(),
  credentialType: z
    .string()
    .optional()
    .describe(
      'CREDENTIAL_TYPE_API_KEY_P256 (default), _SECP256K1, _ED25519 or CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
    ),
  publicKey: z.string().optional(),
});

const address = z.string().describe('An address, as the request names it in signWith.');

/** The organization records a request reads (the sandbox checks each field). */
const records = z
  .object({
    wallets: z
      .array(
        z.object({
          walletId: z.string(),
          walletName: z.string().optional(),
          accounts: z.array(z.object({ address, addressFormat: z.string().optional() })),
        }),
      )
      .optional()
      .describe('Wallets and their accounts: wallet.id of a request signing with an account.'),
    privateKeys: z
      .array(
        z.object({
          privateKeyId: z.string(),
          privateKeyName: z.string().optional(),
          privateKeyTags: z.array(z.string()).optional(),
          addresses: z.array(z.object({ address, format: z.string().optional() })).optional(),
        }),
      )
      .optional()
      .describe('Private keys with their tags and addresses: private_key.tags, private_key.label.'),
    secrets: z
      .array(
        z.object({
          secretId: z.string(),
          name: z.string().optional(),
          staticProperties: z.array(z.object({ key: z.string(), value: z.string() })),
        }),
      )
      .optional()
      .describe(
        'Stored secrets: secret.static_properties of an export_secrets, evaluated once per secret (all must allow).',
      ),
    smartContractInterfaces: z
      .array(
        z.object({
          smartContractAddress: z.string(),
          smartContractInterface: z.string().describe('The ABI, as JSON text.'),
          type: z.string().optional().describe('SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM (default)'),
        }),
      )
      .optional()
      .describe('Uploaded ABIs: eth.tx.function_name and contract_call_args.'),
  })
  .describe(
    "The organization's records the request reads; without them wallet and private_key hold only the ids the request names, and secret and contract_call_args are not applicable.",
  );

export const simulatePolicyInput = {
  policies: z
    .array(
      z.object({
        policyName: z.string(),
        effect: z.string().describe('EFFECT_ALLOW or EFFECT_DENY'),
        condition: z.string().optional(),
        consensus: z.string().optional(),
      }),
    )
    .describe('The policies as create_policy takes them, decided in this order.'),
  request: z
    .object({
      type: z.string().describe('The activity type, e.g. ACTIVITY_TYPE_SIGN_TRANSACTION_V2.'),
      parameters: z.record(z.string(), z.unknown()).describe("The activity's parameters."),
    })
    .describe('The activity request the policies decide.'),
  user: person.optional().describe('The user submitting the request (its first approver).'),
  approvals: z.array(person).optional().describe('Users who approved it so far.'),
  nowMs: z.number().optional().describe('The clock, in milliseconds since 1970.'),
  records: records.optional(),
};

/** Registers `simulate_policy` on `server`, reading activity types from `model`. */
export function registerSimulatePolicy(server: McpServer, model: ApiModel): void {
  const byType = operationsByActivityType(model);
  server.registerTool(
    'simulate_policy',
    {
      title: 'Simulate policies against a request',
      description:
        'Decides an activity request against policies that are not created yet, with the platform policy engine the docs sandbox runs: returns the outcome (OUTCOME_ALLOW, OUTCOME_REQUIRES_CONSENSUS, OUTCOME_DENY_EXPLICIT, OUTCOME_DENY_IMPLICIT or OUTCOME_ERROR), the deciding policy, and per policy the value of each sub-expression, each fact read (eth.tx.to, activity.type, …) or why it could not be evaluated. Ethereum, Solana, Tron, Bitcoin and Tempo transactions in sign_transaction are decoded; records declares the wallets, private keys, secrets and ABIs the request reads. A syntax error is reported naming the policy and field.',
      inputSchema: simulatePolicyInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args): Promise<CallToolResult> => {
      try {
        const simulation = await simulatePolicies(args, (type) => byType.get(type));
        return {
          content: [{ type: 'text', text: JSON.stringify(simulation, null, 2) }],
          structuredContent: { ...simulation },
        };
      } catch (error) {
        // The engine's own refusals (SandboxError, 400/501) name the field; anything else is a bug.
        if (error instanceof Error && error.name === 'SandboxError') {
          return { content: [{ type: 'text', text: error.message }], isError: true };
        }
        throw error;
      }
    },
  );
}
