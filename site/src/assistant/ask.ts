import type { AssistantService } from '../config/assistant';
import { localAnswer, notFound, retrieve, sourceOf, type Assistant, type Reply } from './answer';
import { askService } from './hosted';
import { checkQuestion } from './question';

export const serviceUnavailableNote =
  'The assistant service is unavailable; showing passages from the docs instead.';

/**
 * Answers one question: a message for a question that cannot be read, "couldn't find" with
 * suggested pages when no passage is relevant (the service is not asked then), otherwise the
 * service's answer when one is configured and answers properly, else the passages themselves.
 */
export async function ask(
  assistant: Assistant,
  input: string,
  service: AssistantService | null,
  fetchImpl?: Parameters<typeof askService>[3],
): Promise<Reply> {
  const check = checkQuestion(input);
  if (!check.ok) return { kind: 'invalid', message: check.message };
  const retrieval = await retrieve(assistant, check.question);
  const { passages } = retrieval;
  if (passages.length === 0) return notFound(retrieval);
  if (!service) return localAnswer(passages);
  const result = await askService(service, check.question, passages, fetchImpl);
  if (!result.ok) return localAnswer(passages, serviceUnavailableNote);
  return {
    kind: 'answer',
    mode: 'hosted',
    paragraphs: result.paragraphs,
    sources: passages.filter((passage) => result.cited.includes(passage.n)).map(sourceOf),
  };
}
