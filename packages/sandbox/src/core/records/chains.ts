/**
 * The local chains as handlers and endpoints meet them: the chains of this sandbox (or a clear
 * answer where it runs none), a chain's refusal as the platform's error shape, and the amounts
 * the API carries as decimal strings.
 */
import { ChainError, type Chains } from '../../chains/types';
import type { HandlerContext } from '../contract';
import { invalid, SandboxError } from '../errors';

export function chainsOf(context: Pick<HandlerContext, 'chains'>): Chains {
  if (!context.chains) {
    throw new SandboxError(
      'UNIMPLEMENTED',
      'UNIMPLEMENTED',
      'Local chains run in the Node sandbox (npm run sandbox); this sandbox (the in-page one) does not start them',
    );
  }
  const chains = context.chains;
  return {
    list: () => chains.list(),
    reset: () => chains.reset(),
    familyOf: (caip2) => chains.familyOf(caip2),
    evm: (caip2) => chains.evm(caip2).catch(unavailableAsUnimplemented),
    solana: (caip2) => chains.solana(caip2).catch(unavailableAsUnimplemented),
  };
}

/** A family this sandbox cannot run (Solana in the page) answers 501 with the chain's reason. */
function unavailableAsUnimplemented(error: unknown): never {
  if (error instanceof ChainError && error.reason === 'unavailable') {
    throw new SandboxError('UNIMPLEMENTED', 'UNIMPLEMENTED', error.message);
  }
  throw error;
}

/** A chain's refusal of bad input as a 400 naming the field; anything else passes through. */
export function asInputError(error: unknown, field?: string): unknown {
  if (error instanceof ChainError && error.reason === 'invalid') {
    const named = field && !error.message.startsWith(`${field}:`) ? `${field}: ` : '';
    return invalid(`${named}${error.message}`);
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
