import { describe, expect, it } from 'vitest';
import {
  callsApi,
  decideRun,
  envNames,
  isBrowserOnly,
  optOutBudget,
  startsServer,
} from '../examples';

const SERVER = `import { Turnkey } from '@turnkey/sdk-server';
const client = new Turnkey({ apiBaseUrl: 'x', apiPublicKey: 'a', apiPrivateKey: 'b', defaultOrganizationId: 'o' }).apiClient();
await client.getWhoami({ organizationId: process.env.ORGANIZATION_ID! });`;
const HTTP = `import { TurnkeyClient } from '@turnkey/http';
const client = new TurnkeyClient({ baseUrl: 'x' }, stamper);`;
const BROWSER = `import { TurnkeyBrowserSDK } from '@turnkey/sdk-browser';
const sdk = new TurnkeyBrowserSDK({ apiBaseUrl: 'x', defaultOrganizationId: 'o' });
const iframe = await sdk.iframeClient({ iframeContainer: document.body, iframeUrl: 'u' });`;
const PASSKEY = `import { TurnkeyBrowserSDK } from '@turnkey/sdk-browser';
const sdk = new TurnkeyBrowserSDK({ apiBaseUrl: 'x', defaultOrganizationId: 'o' });
await sdk.passkeyClient().createUserPasskey({ publicKey: { user: { name: 'a', displayName: 'a' } } });`;

const block = (code: string, meta = '') => ({ lang: 'ts', meta, code, line: 1 });
const sandbox = {
  defined: (name: string) => ['init_otp', 'whoami', 'create_wallet'].includes(name),
  implemented: (name: string) => ['whoami', 'create_wallet'].includes(name),
};

describe('callsApi', () => {
  it('counts blocks that build a platform client or fetch an API path', () => {
    expect(callsApi(SERVER)).toBe(true);
    expect(callsApi(HTTP)).toBe(true);
    expect(callsApi(BROWSER)).toBe(true);
    expect(callsApi("const r = await fetch(url + '/public/v1/query/whoami', { body });")).toBe(
      true,
    );
    expect(callsApi('<TurnkeyProvider config={config}>{children}</TurnkeyProvider>')).toBe(true);
    expect(
      callsApi("import { server } from '@turnkey/sdk-server';\nawait server.getSuborgs({});"),
    ).toBe(true);
  });

  it('does not count stamping, naming a path, or an unrelated `server` object', () => {
    expect(callsApi("const stamp = await stamper.stamp('{}');")).toBe(false);
    expect(callsApi("const path = '/public/v1/query/whoami';")).toBe(false);
    expect(
      callsApi(
        "import { createServer } from 'node:http';\nconst server = createServer();\nserver.listen(3000);",
      ),
    ).toBe(false);
    expect(callsApi('const viem = createWalletClient({ account });')).toBe(false);
  });
});

describe('isBrowserOnly', () => {
  it('recognises browser-only modules and globals, not Node clients', () => {
    expect(isBrowserOnly(BROWSER)).toBe(true);
    expect(isBrowserOnly(PASSKEY)).toBe(true);
    expect(isBrowserOnly('const x = window.location.href;')).toBe(true);
    expect(isBrowserOnly(SERVER)).toBe(false);
    expect(isBrowserOnly(HTTP)).toBe(false);
  });
});

describe('decideRun', () => {
  it('runs API-calling blocks and leaves the others alone', () => {
    expect(decideRun(block(SERVER), sandbox)).toEqual({ run: true, apiCall: true });
    expect(decideRun(block('const a = 1;'), sandbox)).toEqual({ run: false, apiCall: false });
  });

  it('accepts an opt-out whose claim holds', () => {
    expect(decideRun(block(BROWSER, 'norun="browser-only: renders the iframe"'), sandbox)).toEqual({
      run: false,
      apiCall: true,
      kind: 'browser-only',
      reason: 'renders the iframe',
    });
    expect(decideRun(block(PASSKEY, "norun='passkey: asks for a passkey'"), sandbox)).toMatchObject(
      {
        kind: 'passkey',
      },
    );
    expect(
      decideRun(block(SERVER, 'title="a.ts" norun="not-implemented: init_otp"'), sandbox),
    ).toMatchObject({ kind: 'not-implemented', reason: 'init_otp' });
  });

  it('refuses an opt-out without a kind or a reason', () => {
    for (const meta of [
      'norun',
      'norun=""',
      'norun="because"',
      'norun="slow: takes long"',
      'norun="passkey:"',
    ]) {
      expect(decideRun(block(PASSKEY, meta), sandbox)).toHaveProperty('error');
    }
  });

  it('refuses a claim the code does not back', () => {
    expect(decideRun(block(SERVER, 'norun="browser-only: needs a page"'), sandbox)).toMatchObject({
      error: expect.stringContaining('no browser-only module'),
    });
    expect(decideRun(block(BROWSER, 'norun="passkey: needs a passkey"'), sandbox)).toMatchObject({
      error: expect.stringContaining('asks for no passkey'),
    });
    expect(decideRun(block('const a = 1;', 'norun="browser-only: x"'), sandbox)).toMatchObject({
      error: expect.stringContaining('does not call the API'),
    });
  });

  it('fails a not-implemented opt-out once the sandbox implements the operation', () => {
    expect(
      decideRun(block(SERVER, 'norun="not-implemented: create_wallet, init_otp"'), sandbox),
    ).toEqual({
      run: false,
      apiCall: true,
      error: 'the sandbox implements create_wallet now: remove norun and let the block run',
    });
    expect(decideRun(block(SERVER, 'norun="not-implemented: made_up_op"'), sandbox)).toMatchObject({
      error: expect.stringContaining('does not define: made_up_op'),
    });
    expect(
      decideRun(block(SERVER, 'norun="not-implemented: Something else"'), sandbox),
    ).toMatchObject({
      error: expect.stringContaining('lists the operations and nothing else'),
    });
  });
});

describe('optOutBudget', () => {
  it('allows up to 15 % of the runnable API-calling blocks to opt out', () => {
    expect(optOutBudget({ runnable: 20, optedOut: 3 })).toEqual({ share: 0.15 });
    expect(optOutBudget({ runnable: 0, optedOut: 0 })).toEqual({ share: 0 });
  });

  it('fails above 15 %, saying by how much', () => {
    expect(optOutBudget({ runnable: 20, optedOut: 4 }).error).toBe(
      '4 of 20 runnable API-calling blocks opt out (20.0 %); at most 15.0 % may',
    );
  });
});

describe('envNames', () => {
  it('lists each process.env name once', () => {
    expect(envNames('process.env.A_B!; process.env.C ?? 1; process.env.A_B')).toEqual(['A_B', 'C']);
  });
});

describe('startsServer', () => {
  it('recognises a block that listens, not one that only fetches', () => {
    expect(startsServer('app.listen(Number(process.env.PORT ?? 3000));')).toBe(true);
    expect(startsServer('createServer(handler).listen(8000);')).toBe(true);
    expect(startsServer("await fetch('http://127.0.0.1:8787/public/v1/query/whoami');")).toBe(
      false,
    );
  });
});
