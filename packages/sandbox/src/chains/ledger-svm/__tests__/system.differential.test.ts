/**
 * LedgerSvm against litesvm, transaction by transaction, for the runtime (fees, signatures,
 * blockhashes, rent, refusals), the system program (accounts, seeds, durable nonces), the
 * compute budget and the memo programs. A ledger that does not charge the fee is caught.
 */
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  NONCE_ACCOUNT_LENGTH,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { address, type Transaction } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { SvmEngine, SvmOutcome } from '../../svm-engine';
import { LiteSvmEngine } from '../../litesvm-engine';
import { LedgerSvm } from '../ledger';
import { durableNonce } from '../nonce-state';
import { compareEngines, fund, keypair, runSteps, storedNonce, type Step } from './differential';

const payer = keypair(1);
const bob = keypair(2);
const carol = keypair(3);
const nonce = keypair(5);
const spare = keypair(6);
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const MEMO_V1 = new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
const SOL = 1_000_000_000n;

const setup = (engine: SvmEngine) =>
  fund(engine, [
    [payer.publicKey, 10n * SOL],
    [bob.publicKey, SOL],
  ]);

const transfer = (from: PublicKey, to: PublicKey, lamports: number | bigint) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: BigInt(lamports) });

/** A system instruction written by hand (tag, then fields), for the shapes web3.js refuses. */
const systemInstruction = (
  keys: { pubkey: PublicKey; isSigner: boolean; isWritable: boolean }[],
  data: number[],
) =>
  new TransactionInstruction({ programId: SystemProgram.programId, keys, data: Buffer.from(data) });

function expectAgreement(steps: Step[]) {
  const { differences, litesvm } = compareEngines(steps, setup);
  expect(differences).toEqual([]);
  return litesvm;
}

describe('LedgerSvm against litesvm', () => {
  it('transfers, and fails them as the runtime does (funds, signer, read-only, data, rent)', () => {
    const results = expectAgreement([
      {
        name: 'transfer',
        signers: [payer],
        instructions: () => [transfer(payer.publicKey, carol.publicKey, SOL)],
      },
      {
        name: 'below rent',
        signers: [payer],
        instructions: () => [transfer(payer.publicKey, spare.publicKey, 1000)],
      },
      {
        name: 'too much',
        signers: [payer],
        instructions: () => [transfer(payer.publicKey, carol.publicKey, 100n * SOL)],
      },
      {
        name: 'unsigned from',
        signers: [payer],
        instructions: () => [
          systemInstruction(
            [
              { pubkey: bob.publicKey, isSigner: false, isWritable: true },
              { pubkey: payer.publicKey, isSigner: false, isWritable: true },
            ],
            [2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
          ),
        ],
      },
      {
        name: 'read-only to',
        signers: [payer],
        instructions: () => [
          systemInstruction(
            [
              { pubkey: payer.publicKey, isSigner: true, isWritable: true },
              { pubkey: bob.publicKey, isSigner: false, isWritable: false },
            ],
            [2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
          ),
        ],
      },
      {
        name: 'unknown instruction',
        signers: [payer],
        instructions: () => [systemInstruction([], [99, 0, 0, 0])],
      },
      {
        name: 'two signers, both pay',
        signers: [payer, bob],
        instructions: () => [
          transfer(bob.publicKey, carol.publicKey, 5000),
          transfer(payer.publicKey, bob.publicKey, 7),
        ],
      },
    ]);
    expect(results.map((result) => result.outcome.err)).toEqual([
      undefined,
      'InsufficientFundsForRent { account_index: 1 }',
      'InstructionError(0, Custom(1))',
      'InstructionError(0, MissingRequiredSignature)',
      'InstructionError(0, ReadonlyLamportChange)',
      'InstructionError(0, InvalidInstructionData)',
      undefined,
    ]);
  });

  it('creates, assigns and allocates accounts, with and without seeds', async () => {
    const seeded = await PublicKey.createWithSeed(
      payer.publicKey,
      'seed-1',
      SystemProgram.programId,
    );
    const owned = await PublicKey.createWithSeed(payer.publicKey, 'seed-2', MEMO);
    const allocated = await PublicKey.createWithSeed(payer.publicKey, 'seed-3', MEMO);
    const minimum = (engine: SvmEngine, space: bigint) =>
      engine.minimumBalanceForRentExemption(space);
    expectAgreement([
      {
        name: 'create',
        signers: [payer, spare],
        instructions: (engine) => [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: spare.publicKey,
            lamports: Number(minimum(engine, 10n)),
            space: 10,
            programId: MEMO,
          }),
        ],
      },
      {
        name: 'create over an existing account',
        signers: [payer, bob],
        instructions: () => [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: bob.publicKey,
            lamports: Number(SOL),
            space: 0,
            programId: SystemProgram.programId,
          }),
        ],
      },
      {
        name: 'transfer from an account with data',
        signers: [payer, spare],
        instructions: () => [transfer(spare.publicKey, bob.publicKey, 1)],
      },
      {
        name: 'assign and allocate',
        signers: [payer, keypair(30), keypair(31)],
        instructions: () => [
          SystemProgram.assign({ accountPubkey: keypair(30).publicKey, programId: MEMO }),
          SystemProgram.allocate({ accountPubkey: keypair(31).publicKey, space: 100 }),
        ],
      },
      {
        name: 'allocate unsigned',
        signers: [payer],
        instructions: () => [
          systemInstruction(
            [{ pubkey: carol.publicKey, isSigner: false, isWritable: true }],
            [8, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0],
          ),
        ],
      },
      {
        name: 'create with seed',
        signers: [payer],
        instructions: (engine) => [
          SystemProgram.createAccountWithSeed({
            fromPubkey: payer.publicKey,
            newAccountPubkey: seeded,
            basePubkey: payer.publicKey,
            seed: 'seed-1',
            lamports: Number(minimum(engine, 0n)) + 5000,
            space: 0,
            programId: SystemProgram.programId,
          }),
          SystemProgram.createAccountWithSeed({
            fromPubkey: payer.publicKey,
            newAccountPubkey: owned,
            basePubkey: payer.publicKey,
            seed: 'seed-2',
            lamports: Number(minimum(engine, 32n)),
            space: 32,
            programId: MEMO,
          }),
        ],
      },
      {
        name: 'create with a seed that does not derive the address',
        signers: [payer],
        instructions: () => [
          SystemProgram.createAccountWithSeed({
            fromPubkey: payer.publicKey,
            newAccountPubkey: bob.publicKey,
            basePubkey: payer.publicKey,
            seed: 'other',
            lamports: Number(SOL),
            space: 0,
            programId: SystemProgram.programId,
          }),
        ],
      },
      {
        name: 'transfer with seed',
        signers: [payer],
        instructions: () => [
          SystemProgram.transfer({
            fromPubkey: seeded,
            basePubkey: payer.publicKey,
            toPubkey: bob.publicKey,
            lamports: 5000,
            seed: 'seed-1',
            programId: SystemProgram.programId,
          }),
        ],
      },
      {
        name: 'fund, allocate and assign with seed',
        signers: [payer],
        instructions: (engine) => [
          transfer(payer.publicKey, allocated, minimum(engine, 64n)),
          SystemProgram.allocate({
            accountPubkey: allocated,
            basePubkey: payer.publicKey,
            seed: 'seed-3',
            space: 64,
            programId: MEMO,
          }),
          SystemProgram.assign({
            accountPubkey: allocated,
            basePubkey: payer.publicKey,
            seed: 'seed-3',
            programId: MEMO,
          }),
        ],
      },
    ]);
  });

  it('runs durable nonces: initialize, advance, a nonce transaction, one that fails, withdraw, authorize', () => {
    const nonceTx = (engine: SvmEngine) => storedNonce(engine, nonce.publicKey);
    const advance = (authority: PublicKey) =>
      SystemProgram.nonceAdvance({ noncePubkey: nonce.publicKey, authorizedPubkey: authority });
    const results = expectAgreement([
      {
        name: 'create and initialize',
        signers: [payer, nonce],
        instructions: (engine) => [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: nonce.publicKey,
            lamports: Number(engine.minimumBalanceForRentExemption(80n)),
            space: NONCE_ACCOUNT_LENGTH,
            programId: SystemProgram.programId,
          }),
          SystemProgram.nonceInitialize({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: payer.publicKey,
          }),
        ],
      },
      {
        name: 'initialize again',
        signers: [payer],
        instructions: () => [
          SystemProgram.nonceInitialize({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: payer.publicKey,
          }),
        ],
      },
      { name: 'advance', signers: [payer], instructions: () => [advance(payer.publicKey)] },
      {
        name: 'nonce transaction',
        signers: [payer],
        lifetime: nonceTx,
        instructions: () => [advance(payer.publicKey), transfer(payer.publicKey, bob.publicKey, 1)],
      },
      {
        name: 'nonce transaction that fails (the nonce still advances, the fee is still paid)',
        signers: [payer],
        lifetime: nonceTx,
        instructions: () => [
          advance(payer.publicKey),
          transfer(payer.publicKey, bob.publicKey, 100n * SOL),
        ],
      },
      {
        name: 'a stale nonce',
        signers: [payer],
        lifetime: (engine) => durableNonce(engine.latestBlockhash()),
        instructions: () => [advance(payer.publicKey), transfer(payer.publicKey, bob.publicKey, 1)],
      },
      {
        name: 'withdraw below the rent minimum',
        signers: [payer],
        instructions: () => [
          SystemProgram.nonceWithdraw({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: payer.publicKey,
            toPubkey: bob.publicKey,
            lamports: 100,
          }),
        ],
      },
      {
        name: 'authorize',
        signers: [payer],
        instructions: () => [
          SystemProgram.nonceAuthorize({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: payer.publicKey,
            newAuthorizedPubkey: bob.publicKey,
          }),
        ],
      },
      {
        name: 'advance by the old authority',
        signers: [payer],
        instructions: () => [advance(payer.publicKey)],
      },
      {
        name: 'withdraw all',
        signers: [payer, bob],
        instructions: (engine) => [
          SystemProgram.nonceWithdraw({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: bob.publicKey,
            toPubkey: bob.publicKey,
            lamports: Number(engine.minimumBalanceForRentExemption(80n)),
          }),
        ],
      },
    ]);
    expect(results.map((result) => result.outcome.err)).toEqual([
      undefined,
      'InstructionError(0, InvalidAccountData)',
      undefined,
      undefined,
      'InstructionError(1, Custom(1))',
      'BlockhashNotFound',
      'InstructionError(0, InsufficientFunds)',
      undefined,
      'InstructionError(0, MissingRequiredSignature)',
      undefined,
    ]);
  });

  it('upgrades a legacy nonce account, and refuses to upgrade a current one', () => {
    const legacy = keypair(60).publicKey;
    /** A legacy (version 0) initialized nonce: authority, a stored blockhash, the fee. */
    const legacyData = () => {
      const data = Buffer.alloc(80);
      data.writeUInt32LE(0, 0);
      data.writeUInt32LE(1, 4);
      payer.publicKey.toBuffer().copy(data, 8);
      keypair(61).publicKey.toBuffer().copy(data, 40);
      data.writeBigUInt64LE(5000n, 72);
      return new Uint8Array(data);
    };
    const upgrade = () =>
      systemInstruction([{ pubkey: legacy, isSigner: false, isWritable: true }], [12, 0, 0, 0]);
    const steps: Step[] = [
      { name: 'upgrade the legacy nonce', signers: [payer], instructions: () => [upgrade()] },
      { name: 'upgrade it again', signers: [payer], instructions: () => [upgrade()] },
    ];
    const place = (engine: SvmEngine) => {
      setup(engine);
      engine.setAccount({
        address: address(legacy.toBase58()),
        lamports: engine.minimumBalanceForRentExemption(80n) as never,
        data: legacyData(),
        programAddress: address(SystemProgram.programId.toBase58()),
        executable: false,
        space: 80n,
      });
    };
    const { differences, ledger } = compareEngines(steps, place);
    expect(differences).toEqual([]);
    // The upgraded nonce derives from the stored blockhash alone, so both engines store the same.
    const engines = [new LiteSvmEngine(), new LedgerSvm()];
    for (const engine of engines) runSteps(engine, steps.slice(0, 1), place);
    const stored = engines.map((engine) => storedNonce(engine, legacy));
    expect(stored).toEqual([
      durableNonce(keypair(61).publicKey.toBase58()),
      durableNonce(keypair(61).publicKey.toBase58()),
    ]);
    expect(ledger.map((result) => result.outcome.err)).toEqual([
      undefined,
      'InstructionError(0, InvalidArgument)',
    ]);
  });

  it('stores, in a nonce transaction, the nonce of the blockhash the slot runs under', () => {
    // The cluster's runtime derives the new nonce from the bank's blockhash; litesvm derives it
    // from the transaction's own (the old nonce). The ledger follows the cluster, so this is
    // checked on the ledger alone (the differential runs mask the nonce value).
    const ledger = new LedgerSvm();
    const steps: Step[] = [
      {
        name: 'create and initialize',
        signers: [payer, nonce],
        instructions: (engine) => [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: nonce.publicKey,
            lamports: Number(engine.minimumBalanceForRentExemption(80n)),
            space: NONCE_ACCOUNT_LENGTH,
            programId: SystemProgram.programId,
          }),
          SystemProgram.nonceInitialize({
            noncePubkey: nonce.publicKey,
            authorizedPubkey: payer.publicKey,
          }),
        ],
      },
    ];
    runSteps(ledger, steps, setup);
    const first = storedNonce(ledger, nonce.publicKey);
    const latest = ledger.latestBlockhash();
    const [result] = runSteps(
      ledger,
      [
        {
          name: 'nonce transaction',
          signers: [payer],
          lifetime: () => first,
          instructions: () => [
            SystemProgram.nonceAdvance({
              noncePubkey: nonce.publicKey,
              authorizedPubkey: payer.publicKey,
            }),
          ],
        },
      ],
      () => undefined,
    );
    expect(result?.outcome.err).toBeUndefined();
    expect(storedNonce(ledger, nonce.publicKey)).toBe(durableNonce(latest));
  });

  it('refuses what the runtime refuses before running: blockhash, signature, fee, payer, program, replay', () => {
    const poor = keypair(40);
    const results = expectAgreement([
      {
        name: 'first',
        signers: [payer],
        sameSlot: true,
        instructions: () => [transfer(payer.publicKey, bob.publicKey, 1)],
      },
      { name: 'the same bytes again', signers: [], resend: true, instructions: () => [] },
      {
        name: 'unknown blockhash',
        signers: [payer],
        lifetime: () => '11111111111111111111111111111111',
        instructions: () => [transfer(payer.publicKey, bob.publicKey, 1)],
      },
      {
        name: 'bad signature',
        signers: [payer],
        tamper: (wire) => {
          wire[5] = (wire[5] ?? 0) ^ 1;
        },
        instructions: () => [transfer(payer.publicKey, bob.publicKey, 1)],
      },
      {
        name: 'a payer without the fee',
        signers: [poor],
        instructions: (engine) => {
          fund(engine, [[poor.publicKey, 4000n]]);
          return [transfer(poor.publicKey, bob.publicKey, 1)];
        },
      },
      {
        name: 'a payer that does not exist',
        signers: [keypair(41)],
        instructions: () => [transfer(keypair(41).publicKey, bob.publicKey, 1)],
      },
      {
        name: 'a program that does not exist',
        signers: [payer],
        instructions: () => [
          new TransactionInstruction({
            programId: keypair(42).publicKey,
            keys: [],
            data: Buffer.from('x'),
          }),
        ],
      },
    ]);
    expect(results.map((result) => result.outcome.err)).toEqual([
      undefined,
      'AlreadyProcessed',
      'BlockhashNotFound',
      'SignatureFailure',
      'InsufficientFundsForFee',
      'AccountNotFound',
      'InvalidProgramForExecution',
    ]);
  });

  it('reads the compute budget: priority fee, limits, duplicates and malformed requests', () => {
    expectAgreement([
      {
        name: 'limit and price (the fee includes price times limit)',
        signers: [payer],
        instructions: () => [
          ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_234 }),
          transfer(payer.publicKey, bob.publicKey, 1),
        ],
      },
      {
        name: 'price with the default limit',
        signers: [payer],
        instructions: () => [
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7_777 }),
          transfer(payer.publicKey, bob.publicKey, 1),
        ],
      },
      {
        name: 'duplicate price',
        signers: [payer],
        instructions: () => [
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2 }),
        ],
      },
      {
        name: 'heap frame not a multiple of 1 KiB',
        signers: [payer],
        instructions: () => [ComputeBudgetProgram.requestHeapFrame({ bytes: 1000 })],
      },
      {
        name: 'unknown budget instruction',
        signers: [payer],
        instructions: () => [
          new TransactionInstruction({
            programId: ComputeBudgetProgram.programId,
            keys: [],
            data: Buffer.from([9]),
          }),
        ],
      },
      {
        name: 'limit below a transfer',
        signers: [payer],
        instructions: () => [
          ComputeBudgetProgram.setComputeUnitLimit({ units: 200 }),
          transfer(payer.publicKey, bob.publicKey, 1),
        ],
      },
      {
        name: 'heap frame and loaded data size accepted',
        signers: [payer],
        instructions: () => [
          ComputeBudgetProgram.requestHeapFrame({ bytes: 64 * 1024 }),
          new TransactionInstruction({
            programId: ComputeBudgetProgram.programId,
            keys: [],
            data: Buffer.from([4, 0, 0, 1, 0]),
          }),
          transfer(payer.publicKey, bob.publicKey, 1),
        ],
      },
    ]);
  });

  it('runs the memo programs (signers, UTF-8), compute units approximated', () => {
    const memo = (text: Buffer, signers: PublicKey[], program = MEMO) =>
      new TransactionInstruction({
        programId: program,
        keys: signers.map((pubkey) => ({ pubkey, isSigner: true, isWritable: false })),
        data: text,
      });
    expectAgreement(
      [
        {
          name: 'memo',
          signers: [payer],
          instructions: () => [memo(Buffer.from('hello'), [payer.publicKey])],
        },
        {
          name: 'memo, two signers',
          signers: [payer, bob],
          instructions: () => [
            memo(Buffer.from('pay "rent" ünï'), [payer.publicKey, bob.publicKey]),
          ],
        },
        {
          name: 'memo, no signer',
          signers: [payer],
          instructions: () => [memo(Buffer.from(''), [])],
        },
        {
          name: 'memo naming an account that does not sign',
          signers: [payer],
          instructions: () => [
            new TransactionInstruction({
              programId: MEMO,
              keys: [{ pubkey: bob.publicKey, isSigner: false, isWritable: false }],
              data: Buffer.from('x'),
            }),
          ],
        },
        {
          name: 'memo, not UTF-8',
          signers: [payer],
          instructions: () => [memo(Buffer.from([0xff, 0x41]), [])],
        },
        {
          name: 'memo v1',
          signers: [payer],
          instructions: () => [memo(Buffer.from('v1 memo'), [], MEMO_V1)],
        },
        {
          name: 'memo v1, not UTF-8',
          signers: [payer],
          instructions: () => [memo(Buffer.from([0xff]), [], MEMO_V1)],
        },
      ].map((step) => ({ ...step, approximateUnits: true })),
    );
  });

  it('loads v0 accounts from lookup tables, and refuses a missing table or index', () => {
    const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
    const table = keypair(50).publicKey;
    const missing = keypair(51).publicKey;
    const listed = [bob.publicKey, carol.publicKey, spare.publicKey];
    /** The table's bytes: a 56-byte header (active, authority set), then `addresses`. */
    const tableData = (addresses: PublicKey[]) => {
      const data = Buffer.alloc(56 + 32 * addresses.length);
      data.writeUInt32LE(1, 0);
      data.writeBigUInt64LE(0xffff_ffff_ffff_ffffn, 4);
      data[21] = 1;
      payer.publicKey.toBuffer().copy(data, 22);
      addresses.forEach((address, index) => address.toBuffer().copy(data, 56 + 32 * index));
      return new Uint8Array(data);
    };
    const place = (engine: SvmEngine, key: PublicKey, addresses: PublicKey[]) => {
      const data = tableData(addresses);
      engine.setAccount({
        address: address(key.toBase58()),
        lamports: engine.minimumBalanceForRentExemption(BigInt(data.length)) as never,
        data,
        programAddress: address(LOOKUP_TABLE_PROGRAM),
        executable: false,
        space: BigInt(data.length),
      });
    };
    const state = (key: PublicKey, addresses: PublicKey[]) =>
      new AddressLookupTableAccount({
        key,
        state: {
          deactivationSlot: 0xffff_ffff_ffff_ffffn,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          authority: payer.publicKey,
          addresses,
        },
      });
    const { differences, litesvm } = compareEngines(
      [
        {
          name: 'a v0 transfer to an address from the table',
          signers: [payer],
          lookupTables: [state(table, listed)],
          instructions: () => [
            transfer(payer.publicKey, carol.publicKey, SOL),
            transfer(payer.publicKey, spare.publicKey, SOL),
          ],
        },
        {
          name: 'a table that does not exist',
          signers: [payer],
          lookupTables: [state(missing, listed)],
          instructions: () => [transfer(payer.publicKey, carol.publicKey, 1)],
        },
        {
          name: 'an index past the end of the table',
          signers: [payer],
          lookupTables: [state(table, [...listed, keypair(52).publicKey])],
          instructions: () => [transfer(payer.publicKey, keypair(52).publicKey, SOL)],
        },
      ],
      (engine) => {
        setup(engine);
        place(engine, table, listed);
      },
    );
    expect(differences).toEqual([]);
    expect(litesvm.map((result) => result.outcome.err)).toEqual([
      undefined,
      'AddressLookupTableNotFound',
      'InvalidAddressLookupTableIndex',
    ]);
  });

  it('catches a ledger that does not charge the fee', () => {
    /** LedgerSvm with the fee handed back after each transaction: a deliberately broken engine. */
    class FeeRefunding extends LedgerSvm {
      override sendTransaction(tx: Transaction): SvmOutcome {
        const payerAddress = address(Object.keys(tx.signatures)[0] ?? '');
        const before = this.getAccount(payerAddress);
        const outcome = super.sendTransaction(tx);
        const after = this.getAccount(payerAddress);
        if (before.exists && after.exists && outcome.logs.length > 0) {
          const spent = outcome.err === undefined ? 0n : 0n;
          this.setAccount({
            ...after,
            lamports: (BigInt(after.lamports) + 5000n + spent) as never,
          });
        }
        return outcome;
      }
    }
    const { differences } = compareEngines(
      [
        {
          name: 'transfer',
          signers: [payer],
          instructions: () => [transfer(payer.publicKey, bob.publicKey, 1)],
        },
      ],
      setup,
      new FeeRefunding(),
    );
    expect(differences).toHaveLength(1);
    expect(differences[0]).toContain(`account ${payer.publicKey.toBase58()}`);
  });
});
