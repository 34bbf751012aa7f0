/** Sends a vote to the configured endpoint; loaded on first vote only (dynamic import). */

export type Vote = 'yes' | 'no';

export type SendResult = { ok: true } | { ok: false; message: string };

export interface VotePayload {
  /** The page's path, e.g. `/concepts/wallets`. */
  page: string;
  vote: Vote;
}

/** What the reader sees when a vote could not be sent; their vote is still kept locally. */
export const failureMessage = (detail: string): string =>
  `Your answer is saved in this browser, but it could not be sent (${detail}).`;

export async function sendVote(
  endpoint: string,
  payload: VotePayload,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, message: failureMessage(`the server answered ${response.status}`) };
  } catch (error) {
    const aborted = error instanceof Error && error.name === 'AbortError';
    return {
      ok: false,
      message: failureMessage(aborted ? 'no answer in time' : 'network error'),
    };
  } finally {
    clearTimeout(timer);
  }
}
