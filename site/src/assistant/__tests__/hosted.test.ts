import { describe, expect, it, vi } from 'vitest';
import type { AssistantService } from '../../config/assistant';
import { retrieve } from '../answer';
import { ask, serviceUnavailableNote } from '../ask';
import { askService, segmentsOf, systemPrompt } from '../hosted';
import { testAssistant } from './fixtures';

const assistant = await testAssistant();
const service: AssistantService = {
  url: 'https://llm.example.test/v1',
  model: 'docs-model',
  apiKey: 'test-key',
  timeoutMs: 1_000,
};
const question = 'How do I create a sub-organization?';
const { passages } = await retrieve(assistant, question);

const completion = (content: unknown) => ({
  choices: [{ message: { role: 'assistant', content } }],
});
const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('segmentsOf', () => {
  it('splits paragraphs and citations, including lists like [1, 2]', () => {
    expect(segmentsOf('Call it [1].\n\nThen store the id [1, 2][3]')).toEqual({
      paragraphs: [
        [{ text: 'Call it ' }, { cite: 1 }, { text: '.' }],
        [{ text: 'Then store the id ' }, { cite: 1 }, { cite: 2 }, { cite: 3 }],
      ],
      cited: [1, 2, 3],
    });
  });
});

describe('askService', () => {
  it('posts the question and the numbered passages, with the key as a bearer token', async () => {
    const fetchImpl = respond(completion('Call createSubOrganization from your backend [1].'));
    const result = await askService(service, question, passages, fetchImpl);
    expect(result).toEqual({
      ok: true,
      paragraphs: [
        [{ text: 'Call createSubOrganization from your backend ' }, { cite: 1 }, { text: '.' }],
      ],
      cited: [1],
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://llm.example.test/v1/chat/completions');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer test-key' });
    const body = JSON.parse(String(init.body));
    expect(body.model).toBe('docs-model');
    expect(body.messages[0]).toEqual({ role: 'system', content: systemPrompt });
    expect(body.messages[1].content).toContain(
      '[1] Sub-organizations › Create a sub-organization (/concepts/sub-organizations#create)',
    );
    expect(body.messages[1].content).toMatch(/Question: How do I create a sub-organization\?$/);
  });

  it('sends no authorization header without a key', async () => {
    const fetchImpl = respond(completion('Yes [1].'));
    await askService({ ...service, apiKey: null }, question, passages, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it.each([
    ['a non-2xx status', respond({ error: 'overloaded' }, 503), 'HTTP 503'],
    [
      'a network error',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      'network error',
    ],
    [
      'malformed JSON',
      vi.fn(async () => new Response('<html>oops', { status: 200 })),
      'malformed JSON',
    ],
    ['an unexpected shape', respond({ answer: 'x' }), 'no answer'],
    ['an answer citing nothing', respond(completion('Use the SDK.')), 'no citations'],
    [
      'an answer citing a passage not given',
      respond(completion('See [1] and [9].')),
      'cites a passage not given',
    ],
  ])('fails on %s', async (_, fetchImpl, reason) => {
    expect(await askService(service, question, passages, fetchImpl)).toEqual({ ok: false, reason });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
      const pending = askService(service, question, passages, never);
      await vi.advanceTimersByTimeAsync(service.timeoutMs + 1);
      expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ask', () => {
  it('answers from the docs alone when no service is configured', async () => {
    const reply = await ask(assistant, question, null);
    expect(reply).toMatchObject({ kind: 'answer', mode: 'local' });
  });

  it('shows the service’s answer with the sources it cited', async () => {
    const reply = await ask(
      assistant,
      question,
      service,
      respond(completion('From your backend [1].')),
    );
    expect(reply).toMatchObject({ kind: 'answer', mode: 'hosted' });
    if (reply.kind === 'answer') expect(reply.sources.map((s) => s.n)).toEqual([1]);
  });

  it('falls back to the passages, with a note, when the service fails', async () => {
    const reply = await ask(assistant, question, service, respond({}, 500));
    expect(reply).toMatchObject({ kind: 'answer', mode: 'local', note: serviceUnavailableNote });
  });

  it('does not ask the service when nothing relevant was found, nor for an unreadable question', async () => {
    const fetchImpl = respond(completion('Invented [1].'));
    expect((await ask(assistant, 'banana bread recipe', service, fetchImpl)).kind).toBe(
      'not-found',
    );
    expect((await ask(assistant, '   ', service, fetchImpl)).kind).toBe('invalid');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
