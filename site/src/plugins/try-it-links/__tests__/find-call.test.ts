import { buildApiModel } from '@docs/platform-api/model';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readTryItLink, tryItHref } from '../../../api-reference/try-it/deep-link';
import { addTryItLinks, findExampleCall, methodIndex } from '..';

const model = buildApiModel();
const index = methodIndex(model);
const exampleOf = (name: string) =>
  model.operations.find((operation) => operation.name === name)?.example.request as Record<
    string,
    unknown
  >;

describe('findExampleCall', () => {
  it('wraps an @turnkey/sdk-server call in the envelope its client sends, at the current version', () => {
    const call = findExampleCall(
      `import { Turnkey } from '@turnkey/sdk-server';
const turnkey = new Turnkey({ apiBaseUrl: 'https://api.example.com' });
const { walletId } = await turnkey.apiClient().createWallet({
  walletName: 'Payouts',
  accounts: [],
  mnemonicLength: 12,
});`,
      index,
    );
    expect(call).toEqual({
      operation: 'create_wallet',
      body: {
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: exampleOf('create_wallet').timestampMs,
        organizationId: exampleOf('create_wallet').organizationId,
        parameters: { walletName: 'Payouts', accounts: [], mnemonicLength: 12 },
      },
    });
  });

  it('keeps an @turnkey/http body as written; computed values take the example’s value or a marker', () => {
    const call = findExampleCall(
      `import { TurnkeyClient } from '@turnkey/http';
declare const client: TurnkeyClient;
declare const payload: string;
await client.signRawPayload({
  type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
  timestampMs: String(Date.now()),
  organizationId: process.env.ORGANIZATION_ID!,
  parameters: {
    signWith: process.env.SIGN_WITH!,
    payload,
    encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
    hashFunction: 'HASH_FUNCTION_SHA256',
    extra: someCall(),
  },
});`,
      index,
    );
    const example = exampleOf('sign_raw_payload') as {
      timestampMs: string;
      organizationId: string;
      parameters: { signWith: string; payload: string };
    };
    expect(call?.operation).toBe('sign_raw_payload');
    expect(call?.body).toEqual({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      timestampMs: example.timestampMs,
      organizationId: example.organizationId,
      parameters: {
        signWith: example.parameters.signWith,
        payload: example.parameters.payload,
        encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
        hashFunction: 'HASH_FUNCTION_SHA256',
        extra: '<someCall()>',
      },
    });
  });

  it('gives a query its organizationId and fields, and no envelope', () => {
    const call = findExampleCall(
      `import { Turnkey } from '@turnkey/sdk-server';
const client = new Turnkey({}).apiClient();
console.log(await client.getWhoami());`,
      index,
    );
    expect(call).toEqual({
      operation: 'whoami',
      body: { organizationId: exampleOf('whoami').organizationId },
    });
  });

  it('offers nothing for two calls, no client import, a non-literal argument or no call', () => {
    const twoCalls = `import { Turnkey } from '@turnkey/sdk-server';
const c = new Turnkey({}).apiClient();
await c.getWhoami();
await c.createWallet({ walletName: 'a', accounts: [] });`;
    expect(findExampleCall(twoCalls, index)).toBeNull();
    expect(findExampleCall(`await client.getWhoami({});`, index)).toBeNull();
    expect(
      findExampleCall(
        `import { TurnkeyClient } from '@turnkey/http';\ndeclare const c: TurnkeyClient;\nawait c.getWhoami(body);`,
        index,
      ),
    ).toBeNull();
    expect(findExampleCall(`import { Turnkey } from '@turnkey/sdk-server';`, index)).toBeNull();
    // Code that does not parse cleanly is read as far as it goes, without a crash.
    expect(
      findExampleCall(
        `import { Turnkey } from '@turnkey/sdk-server';\nawait c.createWallet({ walletName: `,
        index,
      ),
    ).toEqual({
      operation: 'create_wallet',
      body: expect.objectContaining({ type: 'ACTIVITY_TYPE_CREATE_WALLET' }) as unknown,
    });
  });
});

describe('the Try it link', () => {
  it('round-trips a body with any Unicode through the URL', () => {
    const body = { organizationId: 'org', note: 'Grüße, 世界 & <tags>' };
    const href = tryItHref('whoami', body);
    expect(href).toMatch(/^\/api\?try=whoami&body=[A-Za-z0-9_-]+#whoami$/);
    const link = readTryItLink(href.slice(href.indexOf('?'), href.indexOf('#')));
    expect(link).toEqual({ operation: 'whoami', body: JSON.stringify(body, null, 2) });
  });

  it('reads nothing without a try parameter, and a clear error for a damaged body', () => {
    expect(readTryItLink('?q=1')).toBeNull();
    expect(readTryItLink('?try=whoami')).toEqual({
      operation: 'whoami',
      error: 'The link names no request body.',
    });
    expect(readTryItLink('?try=whoami&body=%%%')).toMatchObject({
      error: /not one this site wrote/,
    });
    expect(readTryItLink('?try=whoami&body=bm90IGpzb24')).toMatchObject({
      error: /does not decode to JSON/,
    });
    expect(readTryItLink(`?try=whoami&body=${'A'.repeat(20_000)}`)).toMatchObject({
      error: /not one this site wrote/,
    });
  });
});

describe('addTryItLinks', () => {
  it('puts an OpenInTryIt element right after each qualifying TypeScript block', () => {
    const code = `import { Turnkey } from '@turnkey/sdk-server';\nawait new Turnkey({}).apiClient().getWhoami();`;
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'code', lang: 'ts', value: code },
        { type: 'code', lang: 'bash', value: 'curl …' },
        { type: 'blockquote', children: [{ type: 'code', lang: 'tsx', value: code }] },
      ],
    };
    expect(addTryItLinks(tree, index)).toBe(2);
    expect(tree.children.map((node) => node.type)).toEqual([
      'code',
      'mdxJsxFlowElement',
      'code',
      'blockquote',
    ]);
    const link = tree.children[1] as {
      name: string;
      attributes: { name: string; value: string }[];
    };
    expect(link.name).toBe('OpenInTryIt');
    expect(link.attributes.find((a) => a.name === 'href')?.value).toMatch(/^\/api\?try=whoami&/);
  });
});
