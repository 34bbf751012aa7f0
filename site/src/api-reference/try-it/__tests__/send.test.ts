import { describe, expect, it } from 'vitest';
import { parseBaseUrl, sendRequest, type SendInput } from '../send';

const input = (fetchImpl: typeof fetch, overrides: Partial<SendInput> = {}): SendInput => ({
  url: 'https://api.example.com/public/v1/query/whoami',
  body: '{}',
  stampHeader: 'X-Stamp',
  stamp: 'stamp',
  pageOrigin: 'https://docs.example.com',
  fetchImpl,
  ...overrides,
});

/** A fetch that answers the POST with `post` and the no-cors probe with `probe`. */
function fakeFetch(post: () => Promise<Response>, probe: () => Promise<Response>): typeof fetch {
  return (async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.mode === 'no-cors' ? probe() : post()) as typeof fetch;
}
const fail = () => Promise.reject(new TypeError('Failed to fetch'));

describe('sendRequest', () => {
  it('returns status, headers and body, with the message of a JSON error', async () => {
    const answer = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 16, message: 'Invalid stamp' }), {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'x-request-id': 'r1' },
        }),
      );
    const outcome = await sendRequest(input(fakeFetch(answer, fail)));
    expect(outcome).toMatchObject({
      kind: 'response',
      status: 401,
      ok: false,
      message: 'Invalid stamp',
    });
    expect(outcome.kind === 'response' && outcome.headers).toContainEqual(['x-request-id', 'r1']);
  });

  it('calls a refused cross-origin request CORS when the server did answer', async () => {
    const outcome = await sendRequest(
      input(fakeFetch(fail, () => Promise.resolve(new Response(null, { status: 200 })))),
    );
    expect(outcome.kind).toBe('cors');
    expect(outcome.kind !== 'response' && outcome.message).toMatchInlineSnapshot(
      `"https://api.example.com answered, but the browser did not let this page read the response: the server does not allow requests from https://docs.example.com (CORS). The API may not accept calls from browsers at all. Send the request from a server or with curl, or point the base URL at a proxy or local server that adds CORS headers."`,
    );
  });

  it('calls it a network failure when nothing answers', async () => {
    const outcome = await sendRequest(input(fakeFetch(fail, fail)));
    expect(outcome).toEqual({
      kind: 'network',
      message:
        'Could not reach https://api.example.com: the server is down or unreachable, the address is wrong, or you are offline.',
    });
  });

  it('explains mixed content for http:// from an https:// page', async () => {
    const outcome = await sendRequest(
      input(fakeFetch(fail, fail), { url: 'http://api.example.com/public/v1/query/whoami' }),
    );
    expect(outcome.kind).toBe('mixed-content');
  });
});

describe('parseBaseUrl', () => {
  it('accepts http(s) origins and paths, without a trailing slash', () => {
    expect(parseBaseUrl(' https://api.example.com/ ')).toEqual({ url: 'https://api.example.com' });
    expect(parseBaseUrl('http://127.0.0.1:8080/proxy')).toEqual({
      url: 'http://127.0.0.1:8080/proxy',
    });
  });

  it('explains what is wrong with anything else', () => {
    expect(parseBaseUrl('api.example.com')).toEqual({
      error:
        'The base URL must be an absolute URL such as https://api.example.com; received "api.example.com".',
    });
    expect(parseBaseUrl('ftp://example.com')).toEqual({
      error: 'The base URL must start with http:// or https://; received "ftp:".',
    });
    expect(parseBaseUrl('https://example.com/?a=1')).toEqual({
      error: 'The base URL cannot carry a query string or a fragment.',
    });
  });
});
