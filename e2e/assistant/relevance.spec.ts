import { expect, test } from '@playwright/test';
import { answerLocally, createAssistant } from '@docs/site/assistant/answer';
import { builtIndexEngine } from '../search/built-index';
import judgedQuestions from './judged-questions.json';

/**
 * Quality of the local answers on the built corpus: for each judged question (a realistic
 * reader's question and the page that answers it), the answer must cite that page for at
 * least 80 % of the questions. Runs the assistant in Node on the search index the site serves; the
 * other specs cover how answers are shown.
 */

const requiredShare = 0.8;

test('judged questions cite their page', async ({ request, baseURL }) => {
  const assistant = createAssistant(await builtIndexEngine(request, baseURL));

  expect(judgedQuestions.length).toBeGreaterThanOrEqual(15);
  const misses: string[] = [];
  for (const { question, page } of judgedQuestions) {
    const reply = await answerLocally(assistant, question);
    const cited =
      reply.kind === 'answer' ? reply.sources.map((source) => source.url.split('#')[0]) : [];
    if (!cited.includes(page))
      misses.push(`"${question}" → ${page}; cited ${cited.join(', ') || reply.kind}`);
  }
  const share = 1 - misses.length / judgedQuestions.length;
  console.log(
    `Judged questions citing their page: ${judgedQuestions.length - misses.length}/${judgedQuestions.length}`,
  );
  expect(share, `Missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(requiredShare);
});
