import { describe, expect, it } from 'vitest';
import { ChainError } from '../../../chains/types';
import { SandboxError } from '../../errors';
import { asInputError } from '../chains';

function sandboxError(error: unknown): SandboxError {
  if (!(error instanceof SandboxError)) throw new Error(`not a SandboxError: ${String(error)}`);
  return error;
}

describe('asInputError', () => {
  it('answers a family this sandbox does not run with 501 and the chain reason', async () => {
    const answer = asInputError(new ChainError('unsupported', 'Solana runs only in Node'));
    const response = sandboxError(answer).toResponse();
    expect(response.status).toBe(501);
    expect(await response.json()).toMatchObject({ message: 'Solana runs only in Node' });
  });

  it('keeps an unreachable node a 503 and bad input a 400 naming the field', () => {
    const unreachable = asInputError(new ChainError('unavailable', 'node at 127.0.0.1 silent'));
    expect(sandboxError(unreachable).toResponse().status).toBe(503);
    const bad = asInputError(new ChainError('invalid', 'not hex'), 'unsignedTransaction');
    expect(sandboxError(bad).toResponse().status).toBe(400);
    expect(sandboxError(bad).message).toBe('unsignedTransaction: not hex');
  });
});
