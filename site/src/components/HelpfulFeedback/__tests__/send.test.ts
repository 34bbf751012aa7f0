import { describe, expect, it, vi } from 'vitest';
import { failureMessage, sendVote } from '../send';

const payload = { page: '/concepts/wallets', vote: 'yes' as const };

describe('sendVote', () => {
  it('POSTs the vote as JSON without cookies', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await expect(sendVote('https://fb.test/votes', payload, fetchImpl)).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://fb.test/votes');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('reports an error status, a network failure and a timeout', async () => {
    const status = vi.fn<typeof fetch>(async () => new Response('no', { status: 503 }));
    await expect(sendVote('https://fb.test/', payload, status)).resolves.toEqual({
      ok: false,
      message: failureMessage('the server answered 503'),
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendVote('https://fb.test/', payload, offline)).resolves.toEqual({
      ok: false,
      message: failureMessage('network error'),
    });
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    await expect(sendVote('https://fb.test/', payload, hanging, 20)).resolves.toEqual({
      ok: false,
      message: failureMessage('no answer in time'),
    });
    expect(failureMessage('network error')).toMatchInlineSnapshot(
      `"Your answer is saved in this browser, but it could not be sent (network error)."`,
    );
  });
});
