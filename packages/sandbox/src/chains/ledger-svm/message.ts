/**
 * A transaction's message as the runtime loads it: legacy or v0, its account keys in order
 * (static keys, then the writable and the read-only addresses of its lookup tables, resolved from
 * the tables' account data), which of them sign and which are writable, and its instructions.
 */
import {
  getCompiledTransactionMessageDecoder,
  type CompiledTransactionMessage,
  type Transaction,
} from '@solana/kit';
import type { LedgerAccount } from './accounts';
import { TransactionFailure } from './errors';
import type { TransactionKey } from './invoke';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  NATIVE_LOADER,
  SYSTEM_PROGRAM,
} from '../solana-program-ids';
import { keyText } from './token-state';

export interface LoadedInstruction {
  programIndex: number;
  programId: string;
  accounts: number[];
  data: Uint8Array;
}

export interface LoadedMessage {
  version: 'legacy' | 0;
  keys: TransactionKey[];
  instructions: LoadedInstruction[];
  lifetimeToken: string;
  signatureCount: number;
}

/** The lookup table's layout: a 56-byte header, then the addresses, 32 bytes each. */
const LOOKUP_TABLE_HEADER = 56;
const ACTIVE = 0xffff_ffff_ffff_ffffn;

/** Keys the runtime never lets a transaction write, whatever its header says. */
const RESERVED = new Set([SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM, NATIVE_LOADER]);

function lookupAddresses(table: LedgerAccount | undefined, currentSlot: bigint): readonly string[] {
  if (!table) throw new TransactionFailure('AddressLookupTableNotFound');
  if (table.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) {
    throw new TransactionFailure('InvalidAddressLookupTableOwner');
  }
  const data = table.data;
  if (data.length < LOOKUP_TABLE_HEADER || (data.length - LOOKUP_TABLE_HEADER) % 32 !== 0) {
    throw new TransactionFailure('InvalidAddressLookupTableData');
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== 1) throw new TransactionFailure('InvalidAddressLookupTableData');
  const deactivation = view.getBigUint64(4, true);
  if (deactivation !== ACTIVE && deactivation < currentSlot) {
    throw new TransactionFailure('AddressLookupTableNotFound');
  }
  const addresses: string[] = [];
  for (let at = LOOKUP_TABLE_HEADER; at < data.length; at += 32) {
    addresses.push(keyText(data.slice(at, at + 32)));
  }
  return addresses;
}

export function loadMessage(
  tx: Transaction,
  read: (address: string) => LedgerAccount | undefined,
  currentSlot: bigint,
): LoadedMessage {
  let message: CompiledTransactionMessage;
  try {
    message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  } catch {
    throw new TransactionFailure('SanitizeFailure');
  }
  const header = message.header;
  const staticKeys = message.staticAccounts;
  const signerCount = header.numSignerAccounts;
  if (signerCount === 0 || signerCount > staticKeys.length) {
    throw new TransactionFailure('SanitizeFailure');
  }
  const keys: TransactionKey[] = staticKeys.map((address, index) => ({
    address,
    signer: index < signerCount,
    writable:
      index < signerCount
        ? index < signerCount - header.numReadonlySignerAccounts
        : index < staticKeys.length - header.numReadonlyNonSignerAccounts,
  }));
  // The fee payer signs and is writable.
  if (!keys[0]?.writable) throw new TransactionFailure('SanitizeFailure');
  if (message.version === 0) {
    const writable: string[] = [];
    const readonly: string[] = [];
    for (const lookup of message.addressTableLookups ?? []) {
      const addresses = lookupAddresses(read(lookup.lookupTableAddress), currentSlot);
      const pick = (index: number) => {
        const address = addresses[index];
        if (address === undefined) {
          throw new TransactionFailure('InvalidAddressLookupTableIndex');
        }
        return address;
      };
      writable.push(...lookup.writableIndexes.map(pick));
      readonly.push(...lookup.readonlyIndexes.map(pick));
    }
    keys.push(...writable.map((address) => ({ address, signer: false, writable: true })));
    keys.push(...readonly.map((address) => ({ address, signer: false, writable: false })));
  } else if (message.version !== 'legacy') {
    throw new TransactionFailure('UnsupportedVersion');
  }
  if (new Set(keys.map((key) => key.address)).size !== keys.length) {
    throw new TransactionFailure('AccountLoadedTwice');
  }
  const instructions = message.instructions.map((instruction) => {
    const program = keys[instruction.programAddressIndex];
    const accounts = [...(instruction.accountIndices ?? [])];
    if (!program || instruction.programAddressIndex === 0 || accounts.some((at) => !keys[at])) {
      throw new TransactionFailure('SanitizeFailure');
    }
    return {
      programIndex: instruction.programAddressIndex,
      programId: program.address,
      accounts,
      data: new Uint8Array(instruction.data ?? new Uint8Array(0)),
    };
  });
  // Invoked programs and reserved keys are read-only, as the runtime demotes them.
  const invoked = new Set(instructions.map((instruction) => instruction.programIndex));
  keys.forEach((key, index) => {
    if (invoked.has(index) || RESERVED.has(key.address)) key.writable = false;
  });
  return {
    version: message.version,
    keys,
    instructions,
    lifetimeToken: 'lifetimeToken' in message ? String(message.lifetimeToken) : '',
    signatureCount: signerCount,
  };
}
