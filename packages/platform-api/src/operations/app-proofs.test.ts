/**
 * `appProofs: false` on defineSubmission: the client's Spark request bodies have no
 * `generateAppProofs` field, so ours must not offer it; every other submission keeps it.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { findOperation } from '.';

function requestKeys(name: string): string[] {
  const request = findOperation(name)?.request;
  if (!(request instanceof z.ZodObject)) throw new Error(`${name} has no object request`);
  return Object.keys(request.shape);
}

describe('generateAppProofs on submission requests', () => {
  it.each([
    'spark_claim_transfer',
    'spark_prepare_lightning_receive',
    'spark_prepare_transfer',
    'spark_sign_frost',
  ])('%s has no generateAppProofs field', (name) => {
    expect(requestKeys(name)).toEqual(['type', 'timestampMs', 'organizationId', 'parameters']);
  });

  it.each(['create_wallet', 'execute_swap', 'earn_deposit'])('%s keeps it', (name) => {
    expect(requestKeys(name)).toContain('generateAppProofs');
  });

  it('drops the field from a Spark request rather than passing it on', () => {
    const op = findOperation('spark_sign_frost');
    const parsed = op?.request.parse({
      ...(op.example.request as object),
      generateAppProofs: true,
    });
    expect(parsed).not.toHaveProperty('generateAppProofs');
  });
});
