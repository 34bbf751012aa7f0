/**
 * The local chains as handlers and endpoints meet them: the chains of this sandbox (or a clear
 * answer where it runs none), a chain's refusal as the platform's error shape, and the amounts
 * the API carries as decimal strings.
 */
import { ChainError, type Chains } from '../../chains/types';
import type { HandlerContext } from '../contract';
import { invalid, SandboxError } from '../errors';

export function chainsOf(context: Pick<HandlerContext, 'chains'>): Chains {
  const chains = context.chains;
  if (!chains) {
    throw new SandboxError(
      'UNIMPLEMENTED',
      'UNIMPLEMENTED',
      'Local chains run in the Node sandbox (npm run sandbox); this sandbox (the in-page one) does not start them',
    );
  }
  // A chain that cannot start (a node outside the sandbox that does not answer) is a 503; a
  // family a chain set cannot run (none today: decision 0186) is a 501 with the chain's reason.
  return {
    ...chains,
    evm: (caip2) =>
      chains.evm(caip2).catch((error: unknown) => Promise.reject(asInputError(error))),
    solana: (caip2) =>
      chains.solana(caip2).catch((error: unknown) => Promise.reject(asInputError(error))),
  };
}

/**
 * A chain's refusal of bad input as a 400 naming the field, a node that cannot be reached as a
 * 503 saying which, and a family this sandbox does not run as a 501; anything else passes through.
 */
export function asInputError(error: unknown, field?: string): unknown {
  if (error instanceof ChainError && error.reason === 'invalid') {
    const named = field && !error.message.startsWith(`${field}:`) ? `${field}: ` : '';
    return invalid(`${named}${error.message}`);
  }
  if (error instanceof ChainError && error.reason === 'unavailable') {
    return new SandboxError('UNAVAILABLE', 'UNAVAILABLE', error.message);
  }
  if (error instanceof ChainError && error.reason === 'unsupported') {
    return new SandboxError('UNIMPLEMENTED', 'UNIMPLEMENTED', error.message);
  }
  return error;
}

const DECIMAL = /^(0|[1-9][0-9]{0,77})$/;

/** A non-negative whole number given as a decimal string, or a 400 naming `field`. */
export function decimal(value: string, field: string): bigint {
  if (!DECIMAL.test(value)) {
    throw invalid(
      `${field}: expected a whole number as a decimal string, received ${JSON.stringify(value.slice(0, 80))}`,
    );
  }
  return BigInt(value);
}

export function optionalDecimal(value: string | undefined, field: string): bigint | undefined {
  return value === undefined || value === '' ? undefined : decimal(value, field);
}
