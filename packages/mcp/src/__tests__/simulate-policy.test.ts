import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildApiModel } from '@docs/platform-api/model';
import corpus from '@docs/sandbox/policy-corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsByActivityType, registerSimulatePolicy } from '../simulate-policy';

/** simulate_policy through the MCP SDK's client: the shared corpus, and a named syntax error. */

const model = buildApiModel();
const client = new Client({ name: 'test', version: '1.0.0' });
const server = new McpServer({ name: 'docs', version: '0.0.0' });

beforeAll(async () => {
  registerSimulatePolicy(server, model);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});
afterAll(() => client.close());

const simulate = async (args: Record<string, unknown>) =>
  (await client.callTool({ name: 'simulate_policy', arguments: args })) as CallToolResult;

describe('simulate_policy', () => {
  it('knows every activity type of the model, older versions too', () => {
    const byType = operationsByActivityType(model);
    expect(byType.get('ACTIVITY_TYPE_SIGN_TRANSACTION_V2')).toBe('sign_transaction');
    expect(byType.get('ACTIVITY_TYPE_SIGN_TRANSACTION')).toBe('sign_transaction');
  });

  it.each(corpus.cases)('$name', async ({ input, expected }) => {
    const result = await simulate(input);
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as {
      outcome: string;
      decidingPolicy: { index: number } | null;
    };
    expect(answer.outcome).toBe(expected.outcome);
    expect(answer.decidingPolicy?.index ?? null).toBe(expected.decidingPolicy);
  });

  it('answers a syntax error as a tool error naming the policy and the field', async () => {
    const result = await simulate({
      policies: [
        { policyName: 'Broken', effect: 'EFFECT_ALLOW', condition: "activity.type == 'x" },
      ],
      request: { type: 'ACTIVITY_TYPE_CREATE_WALLET', parameters: {} },
    });
    expect(result.isError).toBe(true);
    const [first] = result.content;
    expect(first?.type === 'text' ? first.text : '').toMatch(
      /^policies\[0\] \(Broken\)\.condition: not a policy expression: unterminated string/,
    );
  });
});
