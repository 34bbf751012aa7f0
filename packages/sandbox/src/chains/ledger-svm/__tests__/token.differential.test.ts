/**
 * LedgerSvm against litesvm for SPL Token and Token-2022 (mints, accounts, transfers, delegates,
 * authorities, freezing, burning, closing, multisig, wrapped SOL, the amount conversions) and
 * for associated token accounts. Failing steps and the associated token program compare their
 * compute units as approximations (token-units.ts, associated-token.ts); everything else is
 * compared exactly.
 */
import { type Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import * as spl from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import type { SvmEngine } from '../../svm-engine';
import { LedgerSvm } from '../ledger';
import { compareEngines, fund, keypair, runSteps, type Step } from './differential';

const payer = keypair(1);
const bob = keypair(2);
const mint = keypair(3);
const first = keypair(4);
const second = keypair(5);
const multisig = keypair(6);
const wrapped = keypair(13);

const setup = (engine: SvmEngine) =>
  fund(engine, [
    [payer.publicKey, 100_000_000_000n],
    [bob.publicKey, 1_000_000_000n],
  ]);

function tokenSteps(program: PublicKey): Step[] {
  const nativeMint = program.equals(spl.TOKEN_PROGRAM_ID) ? spl.NATIVE_MINT : spl.NATIVE_MINT_2022;
  const create = (engine: SvmEngine, account: Keypair, space: number, extra = 0) =>
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: account.publicKey,
      lamports: Number(engine.minimumBalanceForRentExemption(BigInt(space))) + extra,
      space,
      programId: program,
    });
  const ok = (name: string, instructions: Step['instructions'], signers = [payer]): Step => ({
    name,
    instructions,
    signers,
  });
  const failing = (name: string, instructions: Step['instructions'], signers = [payer]): Step => ({
    name,
    instructions,
    signers,
    approximateUnits: true,
  });
  return [
    ok('create the mint', (engine) => [create(engine, mint, 82)], [payer, mint]),
    ok('InitializeMint', () => [
      spl.createInitializeMintInstruction(
        mint.publicKey,
        6,
        payer.publicKey,
        payer.publicKey,
        program,
      ),
    ]),
    failing('InitializeMint2 again', () => [
      spl.createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null, program),
    ]),
    ok(
      'create two accounts',
      (engine) => [create(engine, first, 165), create(engine, second, 165)],
      [payer, first, second],
    ),
    ok('InitializeAccount', () => [
      spl.createInitializeAccountInstruction(
        first.publicKey,
        mint.publicKey,
        payer.publicKey,
        program,
      ),
    ]),
    ok('InitializeAccount2', () => [
      spl.createInitializeAccount2Instruction(
        second.publicKey,
        mint.publicKey,
        bob.publicKey,
        program,
      ),
    ]),
    failing('InitializeAccount3 again', () => [
      spl.createInitializeAccount3Instruction(
        second.publicKey,
        mint.publicKey,
        bob.publicKey,
        program,
      ),
    ]),
    ok('MintTo', () => [
      spl.createMintToInstruction(
        mint.publicKey,
        first.publicKey,
        payer.publicKey,
        1000,
        [],
        program,
      ),
    ]),
    failing('MintTo by another authority', () => [
      new TransactionInstruction({
        programId: program,
        keys: [
          { pubkey: mint.publicKey, isSigner: false, isWritable: true },
          { pubkey: first.publicKey, isSigner: false, isWritable: true },
          { pubkey: bob.publicKey, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([7, 1, 0, 0, 0, 0, 0, 0, 0]),
      }),
    ]),
    failing('MintToChecked, wrong decimals', () => [
      spl.createMintToCheckedInstruction(
        mint.publicKey,
        first.publicKey,
        payer.publicKey,
        1,
        9,
        [],
        program,
      ),
    ]),
    ok('MintToChecked', () => [
      spl.createMintToCheckedInstruction(
        mint.publicKey,
        first.publicKey,
        payer.publicKey,
        7,
        6,
        [],
        program,
      ),
    ]),
    ok('Transfer', () => [
      spl.createTransferInstruction(
        first.publicKey,
        second.publicKey,
        payer.publicKey,
        10,
        [],
        program,
      ),
    ]),
    ok('TransferChecked', () => [
      spl.createTransferCheckedInstruction(
        first.publicKey,
        mint.publicKey,
        second.publicKey,
        payer.publicKey,
        11,
        6,
        [],
        program,
      ),
    ]),
    failing(
      'Transfer by one who is not the owner',
      () => [
        spl.createTransferInstruction(
          first.publicKey,
          second.publicKey,
          bob.publicKey,
          10,
          [],
          program,
        ),
      ],
      [payer, bob],
    ),
    failing('Transfer more than held', () => [
      spl.createTransferInstruction(
        first.publicKey,
        second.publicKey,
        payer.publicKey,
        100_000,
        [],
        program,
      ),
    ]),
    ok('Approve', () => [
      spl.createApproveInstruction(
        first.publicKey,
        bob.publicKey,
        payer.publicKey,
        50,
        [],
        program,
      ),
    ]),
    ok('ApproveChecked', () => [
      spl.createApproveCheckedInstruction(
        first.publicKey,
        mint.publicKey,
        bob.publicKey,
        payer.publicKey,
        60,
        6,
        [],
        program,
      ),
    ]),
    {
      ...ok(
        'Transfer by the delegate',
        () => [
          spl.createTransferInstruction(
            first.publicKey,
            second.publicKey,
            bob.publicKey,
            20,
            [],
            program,
          ),
        ],
        [payer, bob],
      ),
      approximateUnits: true,
    },
    failing(
      'Transfer by the delegate, beyond the allowance',
      () => [
        spl.createTransferInstruction(
          first.publicKey,
          second.publicKey,
          bob.publicKey,
          50,
          [],
          program,
        ),
      ],
      [payer, bob],
    ),
    ok('Revoke', () => [
      spl.createRevokeInstruction(first.publicKey, payer.publicKey, [], program),
    ]),
    ok('Burn', () => [
      spl.createBurnInstruction(first.publicKey, mint.publicKey, payer.publicKey, 5, [], program),
    ]),
    ok('BurnChecked', () => [
      spl.createBurnCheckedInstruction(
        first.publicKey,
        mint.publicKey,
        payer.publicKey,
        5,
        6,
        [],
        program,
      ),
    ]),
    failing('Burn more than held', () => [
      spl.createBurnInstruction(
        first.publicKey,
        mint.publicKey,
        payer.publicKey,
        5000,
        [],
        program,
      ),
    ]),
    ok('FreezeAccount', () => [
      spl.createFreezeAccountInstruction(
        second.publicKey,
        mint.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    failing(
      'Transfer from a frozen account',
      () => [
        spl.createTransferInstruction(
          second.publicKey,
          first.publicKey,
          bob.publicKey,
          1,
          [],
          program,
        ),
      ],
      [payer, bob],
    ),
    failing('FreezeAccount again', () => [
      spl.createFreezeAccountInstruction(
        second.publicKey,
        mint.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    ok('ThawAccount', () => [
      spl.createThawAccountInstruction(
        second.publicKey,
        mint.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    ok(
      'SetAuthority: account owner',
      () => [
        spl.createSetAuthorityInstruction(
          second.publicKey,
          bob.publicKey,
          spl.AuthorityType.AccountOwner,
          payer.publicKey,
          [],
          program,
        ),
      ],
      [payer, bob],
    ),
    ok('SetAuthority: close authority', () => [
      spl.createSetAuthorityInstruction(
        second.publicKey,
        payer.publicKey,
        spl.AuthorityType.CloseAccount,
        bob.publicKey,
        [],
        program,
      ),
    ]),
    ok('SetAuthority: no freeze authority', () => [
      spl.createSetAuthorityInstruction(
        mint.publicKey,
        payer.publicKey,
        spl.AuthorityType.FreezeAccount,
        null,
        [],
        program,
      ),
    ]),
    failing('FreezeAccount without a freeze authority', () => [
      spl.createFreezeAccountInstruction(
        second.publicKey,
        mint.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    failing('SetAuthority: a type a mint does not have', () => [
      spl.createSetAuthorityInstruction(
        mint.publicKey,
        payer.publicKey,
        spl.AuthorityType.CloseAccount,
        null,
        [],
        program,
      ),
    ]),
    failing('CloseAccount with a balance', () => [
      spl.createCloseAccountInstruction(
        first.publicKey,
        payer.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    failing('CloseAccount by the owner, not the close authority', () => [
      spl.createTransferInstruction(
        second.publicKey,
        first.publicKey,
        payer.publicKey,
        41,
        [],
        program,
      ),
      spl.createCloseAccountInstruction(
        second.publicKey,
        payer.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
    ok(
      'empty it, then CloseAccount by the close authority',
      () => [
        spl.createTransferInstruction(
          second.publicKey,
          first.publicKey,
          payer.publicKey,
          41,
          [],
          program,
        ),
        spl.createCloseAccountInstruction(
          second.publicKey,
          payer.publicKey,
          bob.publicKey,
          [],
          program,
        ),
      ],
      [payer, bob],
    ),
    ok('create the multisig', (engine) => [create(engine, multisig, 355)], [payer, multisig]),
    ok('InitializeMultisig', () => [
      spl.createInitializeMultisigInstruction(
        multisig.publicKey,
        [payer.publicKey, bob.publicKey, keypair(9).publicKey],
        2,
        program,
      ),
    ]),
    ok('SetAuthority: mint authority to the multisig', () => [
      spl.createSetAuthorityInstruction(
        mint.publicKey,
        payer.publicKey,
        spl.AuthorityType.MintTokens,
        multisig.publicKey,
        [],
        program,
      ),
    ]),
    failing('MintTo with one of two signers', () => [
      spl.createMintToInstruction(
        mint.publicKey,
        first.publicKey,
        multisig.publicKey,
        5,
        [payer.publicKey],
        program,
      ),
    ]),
    {
      ...ok(
        'MintTo with two signers',
        () => [
          spl.createMintToInstruction(
            mint.publicKey,
            first.publicKey,
            multisig.publicKey,
            5,
            [payer.publicKey, bob.publicKey],
            program,
          ),
        ],
        [payer, bob],
      ),
      approximateUnits: true,
    },
    ok('GetAccountDataSize', () => [
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: false }],
        data: Buffer.from([21]),
      }),
    ]),
    ok('AmountToUiAmount', () => [
      spl.createAmountToUiAmountInstruction(mint.publicKey, 1234500, program),
    ]),
    ok('UiAmountToAmount', () => [
      spl.createUiAmountToAmountInstruction(mint.publicKey, '1.2345', program),
    ]),
    failing('an unknown instruction', () => [
      new TransactionInstruction({ programId: program, keys: [], data: Buffer.from([200]) }),
    ]),
    failing('too few accounts', () => [
      new TransactionInstruction({
        programId: program,
        keys: [],
        data: Buffer.from([3, 1, 0, 0, 0, 0, 0, 0, 0]),
      }),
    ]),
    failing('a source that is no account', () => [
      spl.createTransferInstruction(
        keypair(12).publicKey,
        first.publicKey,
        payer.publicKey,
        1,
        [],
        program,
      ),
    ]),
    {
      ...ok(
        'wrapped SOL: create, initialize, fund, sync',
        (engine) => [
          create(engine, wrapped, 165, 1000),
          spl.createInitializeAccount3Instruction(
            wrapped.publicKey,
            nativeMint,
            payer.publicKey,
            program,
          ),
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: wrapped.publicKey,
            lamports: 500,
          }),
          spl.createSyncNativeInstruction(wrapped.publicKey, program),
        ],
        [payer, wrapped],
      ),
      approximateUnits: true,
    },
    failing('SyncNative on a non-native account', () => [
      spl.createSyncNativeInstruction(first.publicKey, program),
    ]),
    failing('MintTo a native account', () => [
      spl.createMintToInstruction(nativeMint, wrapped.publicKey, payer.publicKey, 1, [], program),
    ]),
    ok('close the wrapped SOL account', () => [
      spl.createCloseAccountInstruction(
        wrapped.publicKey,
        bob.publicKey,
        payer.publicKey,
        [],
        program,
      ),
    ]),
  ];
}

describe('LedgerSvm against litesvm: token programs', () => {
  it('runs SPL Token instruction by instruction as litesvm does', () => {
    const { differences } = compareEngines(tokenSteps(spl.TOKEN_PROGRAM_ID), setup);
    expect(differences).toEqual([]);
  });

  it('runs Token-2022 (without extensions) as litesvm does', () => {
    const { differences } = compareEngines(tokenSteps(spl.TOKEN_2022_PROGRAM_ID), setup);
    expect(differences).toEqual([]);
  });

  it('creates associated token accounts, idempotently, and wraps SOL through one', () => {
    const ata = (owner: PublicKey, mintKey: PublicKey, program = spl.TOKEN_PROGRAM_ID) =>
      spl.getAssociatedTokenAddressSync(mintKey, owner, true, program);
    const steps: Step[] = [
      {
        name: 'create a mint',
        signers: [payer, mint],
        instructions: (engine) => [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(engine.minimumBalanceForRentExemption(82n)),
            space: 82,
            programId: spl.TOKEN_PROGRAM_ID,
          }),
          spl.createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null),
        ],
      },
      {
        name: 'Create',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountInstruction(
            payer.publicKey,
            ata(bob.publicKey, mint.publicKey),
            bob.publicKey,
            mint.publicKey,
          ),
        ],
      },
      {
        name: 'Create again',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountInstruction(
            payer.publicKey,
            ata(bob.publicKey, mint.publicKey),
            bob.publicKey,
            mint.publicKey,
          ),
        ],
      },
      {
        name: 'CreateIdempotent over the existing one',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            ata(bob.publicKey, mint.publicKey),
            bob.publicKey,
            mint.publicKey,
          ),
        ],
      },
      {
        name: 'CreateIdempotent at an address that does not derive',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            ata(payer.publicKey, mint.publicKey),
            bob.publicKey,
            mint.publicKey,
          ),
        ],
      },
      {
        name: 'CreateIdempotent for a pre-funded address',
        signers: [payer],
        instructions: () => [
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: ata(payer.publicKey, mint.publicKey),
            lamports: 1_000_000,
          }),
          spl.createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            ata(payer.publicKey, mint.publicKey),
            payer.publicKey,
            mint.publicKey,
          ),
          spl.createMintToCheckedInstruction(
            mint.publicKey,
            ata(payer.publicKey, mint.publicKey),
            payer.publicKey,
            2_500_000,
            6,
          ),
          spl.createTransferCheckedInstruction(
            ata(payer.publicKey, mint.publicKey),
            mint.publicKey,
            ata(bob.publicKey, mint.publicKey),
            payer.publicKey,
            1_000_000,
            6,
          ),
        ],
      },
      {
        name: 'wrap SOL: CreateIdempotent, transfer, SyncNative',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            ata(payer.publicKey, spl.NATIVE_MINT),
            payer.publicKey,
            spl.NATIVE_MINT,
          ),
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: ata(payer.publicKey, spl.NATIVE_MINT),
            lamports: 5_000_000,
          }),
          spl.createSyncNativeInstruction(ata(payer.publicKey, spl.NATIVE_MINT)),
        ],
      },
      {
        name: 'unwrap: CloseAccount',
        signers: [payer],
        instructions: () => [
          spl.createCloseAccountInstruction(
            ata(payer.publicKey, spl.NATIVE_MINT),
            payer.publicKey,
            payer.publicKey,
          ),
        ],
      },
      {
        name: 'Token-2022 associated account (immutable owner)',
        signers: [payer],
        instructions: () => [
          spl.createAssociatedTokenAccountIdempotentInstruction(
            payer.publicKey,
            ata(bob.publicKey, spl.NATIVE_MINT_2022, spl.TOKEN_2022_PROGRAM_ID),
            bob.publicKey,
            spl.NATIVE_MINT_2022,
            spl.TOKEN_2022_PROGRAM_ID,
          ),
        ],
      },
      {
        name: 'Token-2022: the owner of an immutable-owner account cannot change',
        signers: [payer, bob],
        instructions: () => [
          spl.createSetAuthorityInstruction(
            ata(bob.publicKey, spl.NATIVE_MINT_2022, spl.TOKEN_2022_PROGRAM_ID),
            bob.publicKey,
            spl.AuthorityType.AccountOwner,
            payer.publicKey,
            [],
            spl.TOKEN_2022_PROGRAM_ID,
          ),
        ],
      },
    ];
    const { differences, litesvm } = compareEngines(
      steps.map((step) => ({ ...step, approximateUnits: true })),
      setup,
    );
    expect(differences).toEqual([]);
    expect(litesvm.map((result) => result.outcome.err)).toEqual([
      undefined,
      undefined,
      'InstructionError(0, IllegalOwner)',
      undefined,
      'InstructionError(0, InvalidSeeds)',
      undefined,
      undefined,
      undefined,
      undefined,
      'InstructionError(0, Custom(34))',
    ]);
  });

  it('refuses Token-2022 extensions with a line that says so, and charges the fee', () => {
    const ledger = new LedgerSvm();
    const [result] = runSteps(
      ledger,
      [
        {
          name: 'InitializeMintCloseAuthority',
          signers: [payer],
          instructions: () => [
            spl.createInitializeMintCloseAuthorityInstruction(
              mint.publicKey,
              payer.publicKey,
              spl.TOKEN_2022_PROGRAM_ID,
            ),
          ],
        },
      ],
      setup,
    );
    expect(result?.outcome.err).toBe('InstructionError(0, InvalidInstructionData)');
    expect(result?.outcome.logs).toContain(
      'LedgerSvm: Token-2022 instruction 25 (an extension) is not run by the in-page ledger',
    );
    expect(ledger.getBalance(payer.publicKey.toBase58() as never)).toBe(100_000_000_000n - 5000n);
  });
});
