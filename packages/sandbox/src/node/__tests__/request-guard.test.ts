import { describe, expect, it } from 'vitest';
import { guardRequest, sandboxGuard } from '../request-guard';

const guard = sandboxGuard('127.0.0.1', { allowedOrigins: ['https://docs.example.com'] });

describe('the request guard', () => {
  it('lets programs without Origin use /sandbox/v1 on a loopback Host', () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787', '[::1]:8787', 'LOCALHOST']) {
      const answer = guardRequest('GET', '/sandbox/v1/state', { host }, guard);
      expect(answer.kind, host).toBe('pass');
    }
    expect(
      guardRequest(
        'POST',
        '/sandbox/v1/reset',
        { host: 'localhost', 'content-type': 'application/json; charset=utf-8' },
        guard,
      ).kind,
    ).toBe('pass');
    expect(
      guardRequest(
        'POST',
        '/sandbox/v1/reset',
        { host: 'localhost', 'x-sandbox-request': '1' },
        guard,
      ).kind,
    ).toBe('pass');
  });

  it('refuses a foreign Host, a foreign Origin and a form-like POST on /sandbox/v1', () => {
    const refused = (answer: ReturnType<typeof guardRequest>) =>
      answer.kind === 'refuse' ? answer.error.toResponse().status : answer.kind;
    expect(
      refused(guardRequest('GET', '/sandbox/v1/outbox', { host: 'evil.example' }, guard)),
    ).toBe(403);
    expect(refused(guardRequest('GET', '/sandbox/v1/outbox', {}, guard))).toBe(403);
    expect(
      refused(
        guardRequest(
          'GET',
          '/sandbox/v1/info',
          { host: 'localhost', origin: 'https://evil.example' },
          guard,
        ),
      ),
    ).toBe(403);
    expect(
      refused(
        guardRequest(
          'POST',
          '/sandbox/v1/clock',
          { host: 'localhost', 'content-type': 'text/plain' },
          guard,
        ),
      ),
    ).toBe(415);
    expect(
      refused(guardRequest('POST', '/sandbox/v1/organizations', { host: 'localhost' }, guard)),
    ).toBe(415);
  });

  it('allows loopback origins on any port, the docs site and configured origins, with CORS headers', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:5173',
      'https://docs.turnkey.com',
      'https://docs.example.com/',
    ]) {
      const answer = guardRequest('GET', '/sandbox/v1/info', { host: 'localhost', origin }, guard);
      expect(answer.kind, origin).toBe('pass');
      expect(answer.cors['Access-Control-Allow-Origin']).toBe(origin);
    }
  });

  it('answers any origin on the stamped API, and no Host check applies there', () => {
    const answer = guardRequest(
      'OPTIONS',
      '/public/v1/submit/create_wallet',
      { host: 'lan-box:8787', origin: 'https://app.example' },
      guard,
    );
    expect(answer).toMatchObject({
      kind: 'preflight',
      cors: {
        'Access-Control-Allow-Origin': 'https://app.example',
        'Access-Control-Allow-Methods': 'POST',
      },
    });
    expect(guardRequest('POST', '/public/v1/query/whoami', { host: 'lan-box' }, guard).kind).toBe(
      'pass',
    );
  });

  it('takes a specific listen address and configured hosts, not 0.0.0.0', () => {
    expect(sandboxGuard('0.0.0.0').allowedHosts).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(sandboxGuard('::1').allowedHosts).toContain('[::1]');
    expect(sandboxGuard('192.168.1.5', { allowedHosts: ['box.lan'] }).allowedHosts).toEqual(
      expect.arrayContaining(['192.168.1.5', 'box.lan']),
    );
  });
});
