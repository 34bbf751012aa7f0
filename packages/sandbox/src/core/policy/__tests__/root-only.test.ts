import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_ONLY_OPERATIONS, rootOnlyDecision } from '../root-only';

/** The pinned client's reference text: each path with the comment above it. */
function clientReference(): string {
  const main = createRequire(import.meta.url).resolve('@turnkey/http');
  const dir = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
  return readFileSync(
    path.join(dir, 'dist/__generated__/services/coordinator/public/v1/public_api.types.d.ts'),
    'utf8',
  );
}

describe('root-only operations', () => {
  it('are exactly those the pinned client says the current root quorum must approve', () => {
    const reserved = [
      ...clientReference().matchAll(
        /"\/public\/v1\/submit\/([a-z0-9_]+)": \{\s*\/\*\*([^*]|\*(?!\/))*must be approved by the current root quorum/g,
      ),
    ].map((match) => match[1]);
    expect(reserved.length).toBeGreaterThan(0);
    expect([...ROOT_ONLY_OPERATIONS].sort()).toEqual([...new Set(reserved)].sort());
  });

  it('wait for the root quorum when a root user asks, and are denied otherwise', () => {
    const quorum = { threshold: 2, userIds: ['root-1', 'root-2'] };
    expect(rootOnlyDecision(quorum, 'update_root_quorum', ['root-1'])).toMatchObject({
      outcome: 'OUTCOME_REQUIRES_CONSENSUS',
    });
    expect(rootOnlyDecision(quorum, 'update_root_quorum', ['admin'])).toMatchObject({
      outcome: 'OUTCOME_DENY_EXPLICIT',
      reason: expect.stringMatching(/only the root quorum/),
    });
  });
});
