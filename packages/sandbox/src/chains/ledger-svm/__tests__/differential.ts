/**
 * The differential harness: one sequence of transactions, built the same way for each engine
 * (signed over that engine's own blockhash or nonce), sent to litesvm and to `LedgerSvm`, and
 * the two runs compared step by step: success or the error, the logs, the compute units, and
 * every account the transaction names (existence, lamports, owner, data).
 */
import {
  Keypair,
  MessageV0,
  PublicKey,
  Transaction as LegacyTransaction,
  VersionedTransaction,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import { address, getTransactionDecoder, type Address } from '@solana/kit';
import { LiteSvmEngine } from '../../litesvm-engine';
import type { SvmEngine, SvmOutcome } from '../../svm-engine';
import { LedgerSvm } from '../ledger';

export const SYSTEM = '11111111111111111111111111111111';
const SYSVAR = 'Sysvar1111111111111111111111111111111111111';

export const keypair = (seed: number): Keypair => Keypair.fromSeed(new Uint8Array(32).fill(seed));

export interface Step {
  name: string;
  instructions: (engine: SvmEngine) => TransactionInstruction[];
  signers: Keypair[];
  /** The lifetime to sign over; the engine's latest blockhash unless given. */
  lifetime?: (engine: SvmEngine) => string;
  /** Changes the signed wire bytes (to break a signature). */
  tamper?: (wire: Uint8Array) => void;
  /** Sends a v0 message that loads accounts from these tables (placed with `setAccount`). */
  lookupTables?: AddressLookupTableAccount[];
  /** Keeps the slot and blockhash after this step (so the next may send the same bytes). */
  sameSlot?: boolean;
  /** Sends the previous step's signed bytes again instead (instructions and signers unused). */
  resend?: boolean;
  /** Compute units and consumption lines are approximate for this step (see the programs). */
  approximateUnits?: boolean;
}

export interface StepResult {
  name: string;
  outcome: SvmOutcome;
  accounts: Map<string, AccountView>;
  approximateUnits: boolean;
}

interface AccountView {
  exists: boolean;
  executable?: boolean;
  lamports: bigint;
  owner: string;
  data: string;
}

/** A nonce account's stored value, read from its data (bytes 40..72). */
export function storedNonce(engine: SvmEngine, nonce: PublicKey): string {
  const account = engine.getAccount(address(nonce.toBase58()));
  if (!account.exists) throw new Error('no nonce account');
  return new PublicKey(account.data.slice(40, 72)).toBase58();
}

function view(engine: SvmEngine, key: string): AccountView {
  const account = engine.getAccount(key as Address);
  if (!account.exists) return { exists: false, lamports: 0n, owner: '', data: '' };
  let data = Buffer.from(account.data).toString('hex');
  // A durable nonce derives from a blockhash, and each engine has its own: the value is masked
  // here and checked on its own (system.differential.test.ts).
  if (account.programAddress === SYSTEM && account.data.length === 80) {
    data = `${data.slice(0, 80)}<durable nonce>${data.slice(144)}`;
  }
  return {
    exists: true,
    ...(account.executable ? { executable: true } : {}),
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    data,
  };
}

/** Funds `keys` as a faucet would (system accounts with lamports and no data). */
export function fund(engine: SvmEngine, keys: ReadonlyArray<[PublicKey, bigint]>): void {
  for (const [key, lamports] of keys) {
    engine.setAccount({
      address: address(key.toBase58()),
      lamports: lamports as never,
      data: new Uint8Array(0),
      programAddress: address(SYSTEM),
      executable: false,
      space: 0n,
    });
  }
}

export function runSteps(
  engine: SvmEngine,
  steps: readonly Step[],
  setup: (engine: SvmEngine) => void,
): StepResult[] {
  setup(engine);
  let previous: { wire: Uint8Array; keys: string[] } | undefined;
  return steps.map((step) => {
    if (step.resend && previous) {
      const outcome = engine.sendTransaction(getTransactionDecoder().decode(previous.wire));
      const accounts = new Map(previous.keys.map((key) => [key, view(engine, key)]));
      return { name: step.name, outcome, accounts, approximateUnits: false };
    }
    const lifetime = step.lifetime?.(engine) ?? engine.latestBlockhash();
    const signers = step.signers;
    let wire: Uint8Array;
    let keys: string[];
    if (step.lookupTables) {
      const message = MessageV0.compile({
        payerKey: signers[0]?.publicKey ?? PublicKey.default,
        recentBlockhash: lifetime,
        instructions: step.instructions(engine),
        addressLookupTableAccounts: step.lookupTables,
      });
      const tx = new VersionedTransaction(message);
      tx.sign(signers);
      wire = tx.serialize();
      const loaded = message.getAccountKeys({ addressLookupTableAccounts: step.lookupTables });
      keys = [
        ...loaded.staticAccountKeys,
        ...(loaded.accountKeysFromLookups?.writable ?? []),
        ...(loaded.accountKeysFromLookups?.readonly ?? []),
      ].map((key) => key.toBase58());
    } else {
      const tx = new LegacyTransaction({
        feePayer: signers[0]?.publicKey,
        recentBlockhash: lifetime,
      }).add(...step.instructions(engine));
      tx.sign(...signers);
      wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false });
      keys = tx.compileMessage().accountKeys.map((key) => key.toBase58());
    }
    step.tamper?.(wire);
    const outcome = engine.sendTransaction(getTransactionDecoder().decode(wire));
    previous = { wire, keys };
    const accounts = new Map(keys.map((key) => [key, view(engine, key)]));
    // As the devnet does after each transaction: a new slot and a new blockhash.
    if (step.sameSlot) return { name: step.name, outcome, accounts, approximateUnits: false };
    engine.warpToSlot(engine.currentSlot() + 1n);
    engine.expireBlockhash();
    return { name: step.name, outcome, accounts, approximateUnits: step.approximateUnits ?? false };
  });
}

const approximate = (line: string) =>
  line.replace(/consumed \d+ of \d+ compute units/, 'consumed <n> of <m> compute units');

/** The differences between two runs of the same steps, one line each; none when they agree. */
export function differences(expected: StepResult[], actual: StepResult[]): string[] {
  const found: string[] = [];
  expected.forEach((want, index) => {
    const got = actual[index];
    if (!got) {
      found.push(`${want.name}: missing`);
      return;
    }
    const at = `${want.name}`;
    if (want.outcome.err !== got.outcome.err) {
      found.push(`${at}: err ${want.outcome.err} != ${got.outcome.err}`);
    }
    const wantLogs = want.approximateUnits ? want.outcome.logs.map(approximate) : want.outcome.logs;
    const gotLogs = want.approximateUnits ? got.outcome.logs.map(approximate) : got.outcome.logs;
    if (JSON.stringify(wantLogs) !== JSON.stringify(gotLogs)) {
      found.push(`${at}: logs\n  ${wantLogs.join('\n  ')}\n!=\n  ${gotLogs.join('\n  ')}`);
    }
    if (!want.approximateUnits && want.outcome.computeUnits !== got.outcome.computeUnits) {
      found.push(`${at}: units ${want.outcome.computeUnits} != ${got.outcome.computeUnits}`);
    }
    const wantReturn = want.outcome.returnData;
    const gotReturn = got.outcome.returnData;
    if (
      wantReturn?.programId !== gotReturn?.programId ||
      Buffer.from(wantReturn?.data ?? []).toString('hex') !==
        Buffer.from(gotReturn?.data ?? []).toString('hex')
    ) {
      found.push(
        `${at}: return data ${JSON.stringify(wantReturn)} != ${JSON.stringify(gotReturn)}`,
      );
    }
    const inner = (result: StepResult) =>
      JSON.stringify(
        result.outcome.innerInstructions.map((list) =>
          list.map((one) => ({ ...one, data: Buffer.from(one.data).toString('hex') })),
        ),
      );
    if (inner(want) !== inner(got)) {
      found.push(`${at}: inner instructions ${inner(want)} != ${inner(got)}`);
    }
    for (const [key, account] of want.accounts) {
      // Program accounts hold litesvm's compiled programs; the ledger's are TypeScript. The
      // ledger keeps no sysvar accounts (none of its programs reads one).
      if (account.executable || account.owner === SYSVAR) continue;
      const other = got.accounts.get(key);
      if (JSON.stringify(account, bigints) !== JSON.stringify(other, bigints)) {
        found.push(
          `${at}: account ${key} ${JSON.stringify(account, bigints)} != ${JSON.stringify(other, bigints)}`,
        );
      }
    }
  });
  return found;
}

const bigints = (_: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/** Runs `steps` on litesvm and on a `LedgerSvm` (or `ledger`), answering their differences. */
export function compareEngines(
  steps: readonly Step[],
  setup: (engine: SvmEngine) => void,
  ledger: SvmEngine = new LedgerSvm(),
): { differences: string[]; litesvm: StepResult[]; ledger: StepResult[] } {
  const expected = runSteps(new LiteSvmEngine(), steps, setup);
  const actual = runSteps(ledger, steps, setup);
  return { differences: differences(expected, actual), litesvm: expected, ledger: actual };
}
