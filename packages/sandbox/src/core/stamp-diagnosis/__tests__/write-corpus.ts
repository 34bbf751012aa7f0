/**
 * Writes `corpus.json`: the crafted requests of `craft.ts`, frozen, so the endpoint test and the
 * page's browser test evaluate the same bytes. Run from the repository root:
 * `npx tsx packages/sandbox/src/core/stamp-diagnosis/__tests__/write-corpus.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { craftCases } from './craft';

const target = fileURLToPath(new URL('corpus.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(await craftCases(), null, 2)}\n`);
