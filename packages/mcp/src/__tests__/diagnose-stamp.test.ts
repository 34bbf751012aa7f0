/**
 * `diagnose_stamp` through the SDK's own client: the shared corpus of crafted requests (the
 * ones that need no organization) answers with the verdicts the sandbox endpoint gives, and bad
 * arguments are tool errors naming the argument.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_CHARACTERS, registerDiagnoseStamp } from '../diagnose-stamp';

interface CorpusCase {
  name: string;
  verdict: string;
  body: string;
  headers: Record<string, string>;
  organization?: unknown;
}

const corpus = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../sandbox/src/core/stamp-diagnosis/__tests__/corpus.json', import.meta.url),
    ),
    'utf8',
  ),
) as CorpusCase[];

let client: Client;
beforeAll(async () => {
  const server = new McpServer({ name: 'test', version: '0.0.0' });
  registerDiagnoseStamp(server);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: 'test-client', version: '0.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});
afterAll(async () => {
  await client.close();
});

describe('diagnose_stamp', () => {
  const cases = corpus.filter((item) => item.organization === undefined);

  it('covers most of the corpus', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const result = await client.callTool({
      name: 'diagnose_stamp',
      arguments: { body: item.body, headers: item.headers },
    });
    expect(result.isError ?? false).toBe(false);
    const value = result.structuredContent as { verdict: string; checks: unknown[] };
    expect(value.verdict).toBe(item.verdict);
    expect(value.checks.length).toBeGreaterThan(0);
  });

  it.each([
    [{ headers: {} }, /body/],
    [{ body: '{}', headers: { 'X-Stamp': 7 } }, /headers/],
    [{ body: 'x'.repeat(MAX_BODY_CHARACTERS + 1), headers: {} }, /body must be at most/],
  ])('refuses %j as a tool error naming the argument', async (args, message) => {
    const result = await client.callTool({ name: 'diagnose_stamp', arguments: args });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(message);
  });
});
