import { describe, expect, it } from 'vitest';
import { curlSnippet, httpClientSnippet, jsLiteral, sdkServerSnippet } from '../snippets';
import { model, operationNamed } from './fixtures';

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

  it('@turnkey/sdk-server: a one-line note, no call, where that client has no method', () => {
    const operation = operationNamed('create_velocity_control');
    expect(operation.sdkServerMethod).toBeUndefined();
    const snippet = sdkServerSnippet(operation, base);
    expect(snippet.split('\n')).toEqual([
      '// @turnkey/sdk-server 8.2.1 has no method for create_velocity_control; the @turnkey/http snippet (client.createVelocityControl) sends it.',
    ]);
    expect(snippet).not.toContain('apiClient()');
    expect(httpClientSnippet(operation, base)).toContain('await client.createVelocityControl({');
    // A query too.
    expect(sdkServerSnippet(operationNamed('get_organization'), base)).not.toContain('apiClient()');
  });

  it('@turnkey/sdk-server calls the method the model names for it, not the TurnkeyClient one', () => {
    const renamed = { ...operationNamed('get_wallet'), sdkServerMethod: 'fetchWallet' };
    expect(sdkServerSnippet(renamed, base)).toContain('await turnkey.apiClient().fetchWallet({');
    expect(httpClientSnippet(renamed, base)).toContain('await client.getWallet({');
  });

  it('prints an sdk-server call only for operations the model gives an sdk-server method', () => {
    for (const operation of model.operations) {
      const calls = sdkServerSnippet(operation, base).includes('turnkey.apiClient().');
      expect(calls, operation.name).toBe(operation.sdkServerMethod !== undefined);
    }
  });
});
