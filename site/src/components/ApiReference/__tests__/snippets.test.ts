import { describe, expect, it } from 'vitest';
import { curlSnippet, httpClientSnippet, jsLiteral, sdkServerSnippet } from '../snippets';
import { operationNamed } from './fixtures';

const base = 'https://api.example.com';

describe('snippets', () => {
  it('prints JavaScript literals with bare keys where they are identifiers', () => {
    expect(jsLiteral({ a: 1, 'b-c': ['x', true], d: {}, e: [] })).toBe(
      '{\n  a: 1,\n  "b-c": [\n    "x",\n    true,\n  ],\n  d: {},\n  e: [],\n}',
    );
  });

  it('curl sends the example body as it is and quotes it for the shell', () => {
    const snippet = curlSnippet(operationNamed('get_wallet'), base);
    expect(snippet).toContain(`curl -X POST '${base}/public/v1/query/get_wallet' \\`);
    expect(snippet).toContain(`-H "X-Stamp: $X_STAMP"`);
    const quoted = /^BODY='([\s\S]*)'$/m.exec(snippet.split('\n#')[0] ?? '');
    expect(JSON.parse(quoted?.[1] ?? '')).toEqual(operationNamed('get_wallet').example.request);
  });

  it('@turnkey/http sends the whole envelope with a fresh timestamp', () => {
    const snippet = httpClientSnippet(operationNamed('create_wallet'), base);
    expect(snippet).toContain(`import { TurnkeyClient } from '@turnkey/http';`);
    expect(snippet).toContain(`import { ApiKeyStamper } from '@turnkey/api-key-stamper';`);
    expect(snippet).toContain('await client.createWallet({');
    expect(snippet).toContain('type: "ACTIVITY_TYPE_CREATE_WALLET",');
    expect(snippet).toContain('timestampMs: String(Date.now()),');
  });

  it('@turnkey/sdk-server takes the parameters flat and fills the envelope', () => {
    const snippet = sdkServerSnippet(operationNamed('create_wallet'), base);
    expect(snippet).toContain(`import { Turnkey } from '@turnkey/sdk-server';`);
    expect(snippet).toContain(`apiBaseUrl: "${base}",`);
    expect(snippet).toContain('await turnkey.apiClient().createWallet({');
    expect(snippet).toContain('walletName:');
    expect(snippet).not.toContain('parameters:');
    expect(snippet).not.toContain('ACTIVITY_TYPE_');
    const query = sdkServerSnippet(operationNamed('list_suborgs'), base);
    expect(query).toContain('await turnkey.apiClient().getSubOrgIds({');
  });
});
