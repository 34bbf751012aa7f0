import type { AssistantService } from '../config/assistant';
import type { Passage, Segment } from './answer';

/**
 * The optional hosted mode: asks an OpenAI-compatible service (`POST {url}/chat/completions`)
 * to answer from the retrieved passages only, citing them as [n]. Any failure (network,
 * non-2xx status, timeout, malformed JSON, an answer that cites nothing or a passage that was
 * not given) is returned as a reason, and the caller shows the local answer instead.
 */

export const systemPrompt = [
  'You answer questions about a developer documentation site, using only the numbered passages given with the question.',
  'Cite every statement with the number of the passage it comes from, in square brackets, like [1] or [2][3].',
  'Cite only the passages given. If the passages do not answer the question, say that the documentation does not cover it.',
  'Write plain text in short paragraphs: no HTML, no Markdown links.',
].join(' ');

const maxPassageChars = 1_500;

export function userMessage(question: string, passages: Passage[]): string {
  const blocks = passages.map(({ n, chunk }) => {
    const where = [chunk.page.title, chunk.heading].filter(Boolean).join(' › ');
    const text =
      chunk.text.length > maxPassageChars ? `${chunk.text.slice(0, maxPassageChars)}…` : chunk.text;
    return `[${n}] ${where} (${chunk.url})\n${text || chunk.code}`;
  });
  return `Passages:\n\n${blocks.join('\n\n')}\n\nQuestion: ${question}`;
}

export type ServiceResult =
  { ok: true; paragraphs: Segment[][]; cited: number[] } | { ok: false; reason: string };

const citation = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/** Splits an answer into paragraphs of text and citation segments. */
export function segmentsOf(answer: string): { paragraphs: Segment[][]; cited: number[] } {
  const cited: number[] = [];
  const paragraphs = answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => {
      const segments: Segment[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(citation)) {
        if (match.index > last) segments.push({ text: paragraph.slice(last, match.index) });
        for (const number of (match[1] ?? '').split(',')) {
          const n = Number(number.trim());
          segments.push({ cite: n });
          if (!cited.includes(n)) cited.push(n);
        }
        last = match.index + match[0].length;
      }
      if (last < paragraph.length) segments.push({ text: paragraph.slice(last) });
      return segments;
    });
  return { paragraphs, cited };
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Asks the service; never throws. */
export async function askService(
  service: AssistantService,
  question: string,
  passages: Passage[],
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<ServiceResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, service.timeoutMs);
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (service.apiKey) headers.authorization = `Bearer ${service.apiKey}`;
    let response: Response;
    try {
      response = await fetchImpl(`${service.url}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: service.model,
          temperature: 0,
          messages: [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: userMessage(question, passages) },
          ],
        }),
        signal: controller.signal,
      });
    } catch {
      return { ok: false, reason: timedOut ? 'timeout' : 'network error' };
    }
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, reason: timedOut ? 'timeout' : 'malformed JSON' };
    }
    const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)
      ?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) return { ok: false, reason: 'no answer' };
    const { paragraphs, cited } = segmentsOf(content);
    if (cited.length === 0) return { ok: false, reason: 'no citations' };
    const numbers = new Set(passages.map((passage) => passage.n));
    if (cited.some((n) => !numbers.has(n)))
      return { ok: false, reason: 'cites a passage not given' };
    return { ok: true, paragraphs, cited };
  } finally {
    clearTimeout(timer);
  }
}
