/**
 * The associated token account program: `Create` and `CreateIdempotent` derive the account from
 * the wallet, token program and mint, create it through the system program (signing for the
 * derived address), and initialize it through the token program, with the same invocations,
 * logs and errors as the deployed program. `RecoverNested` is not run. Compute units are an
 * approximation (the deployed program's cost depends on the bump search and is fitted here).
 */
import { fail } from '../errors';
import { findProgramAddress, type InstructionContext } from '../invoke';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../solana-program-ids';
import { minimumBalance } from '../rent';
import { keyBytes, unpackAccount } from '../token-state';

/** `AssociatedTokenAccountError::InvalidOwner`. */
const INVALID_OWNER = 0;
/** What one bump tried in the address search costs (the `create_program_address` syscall). */
const BUMP_UNITS = 1500;

function u64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

function systemData(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const head = new Uint8Array(4);
  new DataView(head.buffer).setUint32(0, tag, true);
  const all = [head, ...parts];
  const data = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    data.set(part, at);
    at += part.length;
  }
  return data;
}

export function runAssociatedToken(context: InstructionContext): void {
  const mode = context.data.length === 0 ? 0 : context.data[0];
  if (mode === 2) {
    context.msg('RecoverNested');
    context.log('LedgerSvm: RecoverNested is not run by the in-page ledger');
    context.consume(2000);
    throw fail('InvalidInstructionData');
  }
  if (mode !== 0 && mode !== 1) {
    context.consume(500);
    throw fail('InvalidInstructionData');
  }
  const idempotent = mode === 1;
  context.msg(idempotent ? 'CreateIdempotent' : 'Create');
  context.checkAccounts(6);
  const funder = context.account(0);
  const associated = context.account(1);
  const wallet = context.account(2);
  const mint = context.account(3);
  const tokenProgram = context.account(5);
  const found = findProgramAddress(
    [keyBytes(wallet.key), keyBytes(tokenProgram.key), keyBytes(mint.key)],
    ASSOCIATED_TOKEN_PROGRAM,
  );
  context.consume(BUMP_UNITS * found.tries);
  if (found.address !== associated.key) {
    context.msg('Error: Associated address does not match seed derivation');
    throw fail('InvalidSeeds');
  }
  if (idempotent && associated.owner === tokenProgram.key) {
    const existing = unpackAccount(associated.data);
    if (existing && existing.state !== 0) {
      if (existing.owner !== wallet.key) {
        context.msg('Associated token account owner does not match address derivation');
        throw fail(`Custom(${INVALID_OWNER})`);
      }
      if (existing.mint !== mint.key) throw fail('InvalidAccountData');
      context.consume(2937);
      return;
    }
  }
  if (associated.owner !== SYSTEM_PROGRAM) throw fail('IllegalOwner');
  if (tokenProgram.key !== TOKEN_PROGRAM && tokenProgram.key !== TOKEN_2022_PROGRAM) {
    context.log(`LedgerSvm: token program ${tokenProgram.key} is not run by the in-page ledger`);
    throw fail('IncorrectProgramId');
  }
  context.consume(7000);

  const mintMeta = { address: mint.key, signer: false, writable: false };
  const associatedMeta = { address: associated.key, signer: true, writable: true };
  // The account's size, as the token program answers for an account with an immutable owner.
  context.invoke(tokenProgram.key, [mintMeta], Uint8Array.of(21, 7, 0));
  const returned = context.returnData;
  if (returned?.programId !== tokenProgram.key || returned.data.length !== 8) {
    throw fail('InvalidInstructionData');
  }
  const space = new DataView(returned.data.buffer, returned.data.byteOffset).getBigUint64(0, true);
  context.consume(1500);

  const rent = minimumBalance(space) > 0n ? minimumBalance(space) : 1n;
  const owner = keyBytes(tokenProgram.key);
  if (associated.lamports > 0n) {
    const required = rent > associated.lamports ? rent - associated.lamports : 0n;
    if (required > 0n) {
      context.invoke(
        SYSTEM_PROGRAM,
        [
          { address: funder.key, signer: true, writable: true },
          { address: associated.key, signer: false, writable: true },
        ],
        systemData(2, u64(required)),
      );
    }
    context.invoke(SYSTEM_PROGRAM, [associatedMeta], systemData(8, u64(space)), [associated.key]);
    context.invoke(SYSTEM_PROGRAM, [associatedMeta], systemData(1, owner), [associated.key]);
  } else {
    context.invoke(
      SYSTEM_PROGRAM,
      [{ address: funder.key, signer: true, writable: true }, associatedMeta],
      systemData(0, u64(rent), u64(space), owner),
      [associated.key],
    );
  }
  context.msg('Initialize the associated token account');
  const writableAssociated = { address: associated.key, signer: false, writable: true };
  context.invoke(tokenProgram.key, [writableAssociated], Uint8Array.of(22));
  const initialize = new Uint8Array(33);
  initialize[0] = 18;
  initialize.set(keyBytes(wallet.key), 1);
  context.invoke(tokenProgram.key, [writableAssociated, mintMeta], initialize);
  context.consume(1000);
}
