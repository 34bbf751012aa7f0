/**
 * `POST /sandbox/v1/stamps/diagnose` answers the shared corpus (`corpus.json`, which the Stamp
 * Doctor page's browser test evaluates too) with each request's verdict, reads the organization's
 * keys from storage, and refuses bad input with a 400 naming the field.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newP256KeyPair } from '../../../node/keys';
import { openSqliteStorage } from '../../../storage/sqlite';
import type { Storage } from '../../../storage/types';
import { createSandbox, secureRandom, type Sandbox } from '../../index';
import type { StampCase } from './craft';

const corpus = JSON.parse(
  readFileSync(new URL('corpus.json', import.meta.url), 'utf8'),
) as StampCase[];

const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function sandbox(): Sandbox {
  const storage = openSqliteStorage({ location: ':memory:' });
  opened.push(storage);
  return createSandbox({ storage });
}

async function post(box: Sandbox, path: string, body: unknown) {
  const response = await box.handle(
    new Request(`http://sandbox.test/sandbox/v1/${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** An organization holding the case's key, or one whose only key is a fresh one. */
async function organizationFor(box: Sandbox, item: StampCase): Promise<string | undefined> {
  const organization = item.organization;
  if (!organization) return undefined;
  const holds = organization.holdsKey && organization.credentialId === undefined;
  const { json } = await post(box, 'organizations', {
    publicKey: holds ? organization.publicKey : newP256KeyPair(secureRandom).publicKey,
    curveType: holds ? organization.curveType : 'API_KEY_CURVE_P256',
  });
  return String(json.organizationId);
}

describe('POST /sandbox/v1/stamps/diagnose', () => {
  it('answers every request of the shared corpus with its verdict', async () => {
    const box = sandbox();
    const verdicts = new Set<string>();
    for (const item of corpus) {
      const organizationId = await organizationFor(box, item);
      const { status, json } = await post(box, 'stamps/diagnose', {
        body: item.body,
        headers: item.headers,
        ...(organizationId ? { organizationId } : {}),
      });
      expect(status, item.name).toBe(200);
      expect(json.verdict, item.name).toBe(item.verdict);
      expect(Array.isArray(json.checks), item.name).toBe(true);
      expect(typeof json.fix).toBe('string');
      verdicts.add(item.verdict);
    }
    expect(verdicts.size).toBeGreaterThan(15);
  });

  it('refuses bad input with a 400 naming the field, and an unknown organization with a 404', async () => {
    const box = sandbox();
    const missing = await post(box, 'stamps/diagnose', { headers: {} });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json)).toContain('body');
    const badHeaders = await post(box, 'stamps/diagnose', {
      body: '{}',
      headers: { 'X-Stamp': 1 },
    });
    expect(badHeaders.status).toBe(400);
    expect(JSON.stringify(badHeaders.json)).toContain('headers');
    const extra = await post(box, 'stamps/diagnose', { body: '{}', headers: {}, stamp: 'x' });
    expect(extra.status).toBe(400);
    expect((await post(box, 'stamps/diagnose', 'not json')).status).toBe(400);
    const unknown = await post(box, 'stamps/diagnose', {
      body: '{}',
      headers: {},
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});
