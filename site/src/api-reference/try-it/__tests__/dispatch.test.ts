import { decodeApiKeyStamp, verifyApiKeyStamp } from '@docs/platform-api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dispatch, type DispatchInput } from '../dispatch';
import type { EnvironmentChoice } from '../environments';
import type { InPageSandbox, SandboxIdentity, SandboxRequest } from '../in-page/protocol';
import { generateApiKey, type ApiKey } from '../keys';

const PRODUCTION = 'https://api.example.com';
const PATH = '/public/v1/query/whoami';
const BODY = '{"organizationId":"org-1"}';

/** A fake in-page sandbox that records what it was sent and answers `answer`. */
function fakeSandbox(
  identity: SandboxIdentity,
  answer: (request: SandboxRequest) => Promise<unknown> = async () => ({
    status: 200,
    statusText: 'OK',
    headers: [['x-sandbox', 'true']],
    body: '{"organizationId":"org-1"}',
  }),
) {
  const sent: SandboxRequest[] = [];
  const sandbox: InPageSandbox = {
    identity: async () => identity,
    send: async (request) => {
      sent.push(request);
      return (await answer(request)) as Awaited<ReturnType<InPageSandbox['send']>>;
    },
    snapshot: async () => ({ organizationId: 'org-1', wallets: [], privateKeys: [], users: [] }),
    reset: async () => undefined,
    close: () => undefined,
  };
  return { sandbox, sent };
}

const publicKeyOf = (stamp: string) => {
  const decoded = decodeApiKeyStamp(stamp);
  return 'error' in decoded ? decoded.error : decoded.publicKey;
};

let readerKey: ApiKey;
let identity: SandboxIdentity;
beforeAll(async () => {
  readerKey = { ...(await generateApiKey()), origin: 'pasted' };
  const sandboxKey = await generateApiKey();
  identity = {
    organizationId: 'org-1',
    userId: 'u-1',
    apiKeyId: 'k-1',
    apiPublicKey: sandboxKey.publicKey,
    apiPrivateKey: sandboxKey.privateKey,
  };
});

const input = (
  kind: EnvironmentChoice['kind'],
  overrides: Partial<DispatchInput> = {},
): DispatchInput => ({
  environment: { kind, customUrl: 'https://proxy.example.com' },
  productionUrl: PRODUCTION,
  path: PATH,
  body: BODY,
  readerKey,
  sandbox: null,
  pageOrigin: 'https://docs.example.com',
  ...overrides,
});

describe('dispatch', () => {
  it('stamps in-page requests with the sandbox identity, never with the reader’s key', async () => {
    const { sandbox, sent } = fakeSandbox(identity);
    const result = await dispatch(input('in-page', { sandbox }));
    expect('outcome' in result && result.outcome).toMatchObject({ kind: 'response', status: 200 });
    expect(sent).toHaveLength(1);
    const stamp = sent[0]?.headers['x-stamp'] ?? '';
    expect(publicKeyOf(stamp)).toBe(identity.apiPublicKey);
    expect(await verifyApiKeyStamp(BODY, stamp)).toMatchObject({ valid: true });
    expect(JSON.stringify(sent)).not.toContain(readerKey.privateKey);
    expect(JSON.stringify(sent)).not.toContain(readerKey.publicKey);
  });

  for (const kind of ['production', 'custom', 'local'] as const) {
    it(`sends ${kind} requests with the reader’s key and never asks the sandbox`, async () => {
      const { sandbox, sent } = fakeSandbox(identity);
      const identitySpy = vi.spyOn(sandbox, 'identity');
      const urls: string[] = [];
      const stamps: string[] = [];
      const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
        urls.push(String(url));
        stamps.push(new Headers(init?.headers).get('X-Stamp') ?? '');
        return new Response('{}', { status: 200 });
      }) as typeof fetch;
      const result = await dispatch(input(kind, { sandbox, fetchImpl }));
      expect('outcome' in result).toBe(true);
      expect(identitySpy).not.toHaveBeenCalled();
      expect(sent).toHaveLength(0);
      expect(publicKeyOf(stamps[0] ?? '')).toBe(readerKey.publicKey);
      expect(urls[0]).toBe(
        {
          production: PRODUCTION,
          custom: 'https://proxy.example.com',
          local: 'http://127.0.0.1:8787',
        }[kind] + PATH,
      );
    });
  }

  it('without a reader key, Production gets nothing (the sandbox key is not a fallback)', async () => {
    const { sandbox } = fakeSandbox(identity);
    const fetchImpl = vi.fn();
    const result = await dispatch(
      input('production', { sandbox, readerKey: null, fetchImpl: fetchImpl as typeof fetch }),
    );
    expect(result).toEqual({ error: 'Choose an API key to send.' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a sandbox whose send rejects still gives an answer in the platform’s error shape', async () => {
    const { sandbox } = fakeSandbox(identity, () => Promise.reject(new Error('worker crashed')));
    const result = await dispatch(input('in-page', { sandbox }));
    expect('outcome' in result && result.outcome).toMatchObject({
      kind: 'response',
      status: 500,
      ok: false,
      message: 'The in-page sandbox failed: worker crashed',
    });
    const body =
      'outcome' in result && result.outcome.kind === 'response' ? result.outcome.body : '';
    expect(JSON.parse(body)).toEqual({
      code: 13,
      message: 'The in-page sandbox failed: worker crashed',
      details: [],
    });
  });

  it('passes the sandbox’s error responses through with their message', async () => {
    const { sandbox } = fakeSandbox(identity, async () => ({
      status: 400,
      statusText: 'INVALID_ARGUMENT',
      headers: [],
      body: JSON.stringify({ code: 3, message: 'walletName is required', details: [] }),
    }));
    const result = await dispatch(input('in-page', { sandbox }));
    expect('outcome' in result && result.outcome).toMatchObject({
      status: 400,
      ok: false,
      message: 'walletName is required',
    });
  });

  it('explains a missing sandbox, a missing custom URL and a key it cannot stamp with', async () => {
    expect(await dispatch(input('in-page'))).toEqual({
      error: 'The in-page sandbox is not running.',
    });
    expect(
      await dispatch(input('custom', { environment: { kind: 'custom', customUrl: ' ' } })),
    ).toEqual({ error: 'Type the base URL to send to, such as https://api.example.com.' });
    const broken = { ...readerKey, publicKey: `02${'22'.repeat(32)}` };
    const result = await dispatch(input('production', { readerKey: broken }));
    expect('error' in result && result.error).toMatch(/^Could not stamp the request: /);
  });
});
