/**
 * The Solana devnet's account and token reads through its JSON-RPC: the encodings, the
 * `jsonParsed` shapes of SPL Token and Token-2022 accounts and of a nonce account, the scans,
 * and the -32602 each bad param gets.
 */
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createApproveInstruction,
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createInitializeMintCloseAuthorityInstruction,
  createMintToInstruction,
  getMintLen,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  NONCE_ACCOUNT_LENGTH,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../index';
import type { SolanaChain } from '../types';
import { call, land, refused, type Value } from './solana-rpc-calls';

interface UiAccount {
  data: unknown;
  lamports: number;
  owner: string;
  space: number;
  executable: boolean;
}

let chain: SolanaChain;
const payer = Keypair.generate();
const owner = Keypair.generate();
const delegate = Keypair.generate();
const mint = Keypair.generate();
const mint2022 = Keypair.generate();
const closableMint = Keypair.generate();
let ata: PublicKey;
let ata2022: PublicKey;
const nonce = Keypair.generate();

async function createMint(
  keypair: Keypair,
  decimals: number,
  programId: PublicKey,
  extensions: ExtensionType[] = [],
  ...before: TransactionInstruction[]
) {
  const space = getMintLen(extensions);
  await land(
    chain,
    payer,
    [keypair],
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: keypair.publicKey,
      lamports: await call<number>(chain, 'getMinimumBalanceForRentExemption', [space]),
      space,
      programId,
    }),
    ...before,
    createInitializeMint2Instruction(keypair.publicKey, decimals, payer.publicKey, null, programId),
  );
}

beforeAll(async () => {
  chain = await createChains().solana('solana:devnet');
  await chain.fund(payer.publicKey.toBase58(), BigInt(10 * LAMPORTS_PER_SOL));
  await createMint(mint, 6, TOKEN_PROGRAM_ID);
  await createMint(mint2022, 2, TOKEN_2022_PROGRAM_ID);
  await createMint(
    closableMint,
    0,
    TOKEN_2022_PROGRAM_ID,
    [ExtensionType.MintCloseAuthority],
    createInitializeMintCloseAuthorityInstruction(
      closableMint.publicKey,
      owner.publicKey,
      TOKEN_2022_PROGRAM_ID,
    ),
  );
  ata = getAssociatedTokenAddressSync(mint.publicKey, owner.publicKey);
  ata2022 = getAssociatedTokenAddressSync(
    mint2022.publicKey,
    owner.publicKey,
    false,
    TOKEN_2022_PROGRAM_ID,
  );
  await land(
    chain,
    payer,
    [],
    createAssociatedTokenAccountInstruction(payer.publicKey, ata, owner.publicKey, mint.publicKey),
    createMintToInstruction(mint.publicKey, ata, payer.publicKey, 1_500_000),
    createAssociatedTokenAccountInstruction(
      payer.publicKey,
      ata2022,
      owner.publicKey,
      mint2022.publicKey,
      TOKEN_2022_PROGRAM_ID,
      ASSOCIATED_TOKEN_PROGRAM_ID,
    ),
    createMintToInstruction(
      mint2022.publicKey,
      ata2022,
      payer.publicKey,
      250,
      [],
      TOKEN_2022_PROGRAM_ID,
    ),
  );
  await chain.fund(owner.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
  await land(
    chain,
    owner,
    [],
    createApproveInstruction(ata, delegate.publicKey, owner.publicKey, 500_000),
  );
  await land(
    chain,
    payer,
    [nonce],
    ...SystemProgram.createNonceAccount({
      fromPubkey: payer.publicKey,
      noncePubkey: nonce.publicKey,
      authorizedPubkey: owner.publicKey,
      lamports: await call<number>(chain, 'getMinimumBalanceForRentExemption', [
        NONCE_ACCOUNT_LENGTH,
      ]),
    }).instructions,
  );
});

describe('getAccountInfo encodings', () => {
  it('answers base64, base58, the legacy base58 string and a data slice', async () => {
    const base64 = await call<Value<UiAccount>>(chain, 'getAccountInfo', [
      mint.publicKey.toBase58(),
      { encoding: 'base64' },
    ]);
    expect(base64.value).toMatchObject({ owner: TOKEN_PROGRAM_ID.toBase58(), space: 82 });
    const bytes = Buffer.from((base64.value.data as string[])[0] ?? '', 'base64');
    expect(bytes.length).toBe(82);
    expect(bytes[44]).toBe(6);
    const base58 = await call<Value<UiAccount>>(chain, 'getAccountInfo', [
      mint.publicKey.toBase58(),
      { encoding: 'base58' },
    ]);
    expect((base58.value.data as string[])[1]).toBe('base58');
    const legacy = await call<Value<UiAccount>>(chain, 'getAccountInfo', [
      mint.publicKey.toBase58(),
    ]);
    expect(legacy.value.data).toBe((base58.value.data as string[])[0]);
    const sliced = await call<Value<UiAccount>>(chain, 'getAccountInfo', [
      mint.publicKey.toBase58(),
      { encoding: 'base64', dataSlice: { offset: 44, length: 2 } },
    ]);
    expect(sliced.value.data).toEqual([Buffer.from([6, 1]).toString('base64'), 'base64']);
    const missing = await call<Value<null>>(chain, 'getAccountInfo', [
      Keypair.generate().publicKey.toBase58(),
      { encoding: 'base64' },
    ]);
    expect(missing.value).toBeNull();
  });

  it('refuses base58 over 128 bytes, base64+zstd, an unknown encoding and a bad slice', async () => {
    expect(
      await refused(chain, 'getAccountInfo', [ata.toBase58(), { encoding: 'base58' }]),
    ).toMatch(/base58 data must be at most 128 bytes/);
    expect(
      await refused(chain, 'getAccountInfo', [ata.toBase58(), { encoding: 'base64+zstd' }]),
    ).toMatch(/^params\[1\]\.encoding: base64\+zstd is not served/);
    expect(await refused(chain, 'getAccountInfo', [ata.toBase58(), { encoding: 'hex' }])).toMatch(
      /^params\[1\]\.encoding/,
    );
    expect(
      await refused(chain, 'getAccountInfo', [
        ata.toBase58(),
        { encoding: 'base64', dataSlice: { offset: -1, length: 2 } },
      ]),
    ).toMatch(/^params\[1\]\.dataSlice/);
    expect(
      await refused(chain, 'getAccountInfo', [
        ata.toBase58(),
        { encoding: 'jsonParsed', dataSlice: { offset: 0, length: 2 } },
      ]),
    ).toMatch(/^params\[1\]\.dataSlice: sliced account data/);
    expect(await refused(chain, 'getAccountInfo', ['not-an-address'])).toMatch(/^params\[0\]/);
    expect(await refused(chain, 'getAccountInfo', [ata.toBase58(), 'base64'])).toMatch(
      /^params\[1\]: expected a config object/,
    );
  });
});

describe('jsonParsed', () => {
  const parsed = async (address: PublicKey) =>
    (
      await call<Value<UiAccount>>(chain, 'getAccountInfo', [
        address.toBase58(),
        { encoding: 'jsonParsed' },
      ])
    ).value.data;

  it('writes an SPL Token mint and token account as the cluster does', async () => {
    expect(await parsed(mint.publicKey)).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: payer.publicKey.toBase58(),
          supply: '1500000',
          decimals: 6,
          isInitialized: true,
          freezeAuthority: null,
        },
      },
      space: 82,
    });
    expect(await parsed(ata)).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          mint: mint.publicKey.toBase58(),
          owner: owner.publicKey.toBase58(),
          tokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
          delegate: delegate.publicKey.toBase58(),
          state: 'initialized',
          isNative: false,
          delegatedAmount: { amount: '500000', decimals: 6, uiAmount: 0.5, uiAmountString: '0.5' },
        },
      },
      space: 165,
    });
  });

  it('writes a Token-2022 account with its extensions, and a nonce account', async () => {
    expect(await parsed(ata2022)).toEqual({
      program: 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          mint: mint2022.publicKey.toBase58(),
          owner: owner.publicKey.toBase58(),
          tokenAmount: { amount: '250', decimals: 2, uiAmount: 2.5, uiAmountString: '2.5' },
          state: 'initialized',
          isNative: false,
          extensions: [{ extension: 'immutableOwner' }],
        },
      },
      space: 170,
    });
    expect(await parsed(closableMint.publicKey)).toEqual({
      program: 'spl-token-2022',
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: payer.publicKey.toBase58(),
          supply: '0',
          decimals: 0,
          isInitialized: true,
          freezeAuthority: null,
          extensions: [
            {
              extension: 'mintCloseAuthority',
              state: { closeAuthority: owner.publicKey.toBase58() },
            },
          ],
        },
      },
      space: getMintLen([ExtensionType.MintCloseAuthority]),
    });
    const nonceData = (await parsed(nonce.publicKey)) as {
      program: string;
      parsed: { type: string; info: Record<string, unknown> };
    };
    expect(nonceData.program).toBe('nonce');
    expect(nonceData.parsed.type).toBe('initialized');
    expect(nonceData.parsed.info).toMatchObject({
      authority: owner.publicKey.toBase58(),
      feeCalculator: { lamportsPerSignature: '5000' },
    });
    expect(typeof nonceData.parsed.info.blockhash).toBe('string');
  });

  it('falls back to base64 for a wallet and a program', async () => {
    expect(await parsed(payer.publicKey)).toEqual(['', 'base64']);
    const program = (
      await call<Value<UiAccount>>(chain, 'getAccountInfo', [
        TOKEN_PROGRAM_ID.toBase58(),
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ])
    ).value;
    expect(program.executable).toBe(true);
    expect((program.data as string[])[1]).toBe('base64');
  });
});

describe('getMultipleAccounts and getProgramAccounts', () => {
  it('reads several accounts in order, null for a missing one', async () => {
    const { value } = await call<Value<(UiAccount | null)[]>>(chain, 'getMultipleAccounts', [
      [mint.publicKey.toBase58(), Keypair.generate().publicKey.toBase58(), ata.toBase58()],
    ]);
    expect(value.map((account) => account?.space ?? null)).toEqual([82, null, 165]);
    expect((value[0]?.data as string[])[1]).toBe('base64');
    expect(
      await refused(chain, 'getMultipleAccounts', [[mint.publicKey.toBase58(), 'nope']]),
    ).toMatch(/^params\[0\]\[1\]: invalid address/);
    expect(await refused(chain, 'getMultipleAccounts', [mint.publicKey.toBase58()])).toMatch(
      /^params\[0\]: expected an array/,
    );
    const many = Array.from({ length: 101 }, () => mint.publicKey.toBase58());
    expect(await refused(chain, 'getMultipleAccounts', [many])).toMatch(/max 100/);
  });

  it('scans a program with dataSize and memcmp filters (base58 and base64 bytes)', async () => {
    const byOwner = (bytes: string, encoding?: string) =>
      call<{ pubkey: string; account: UiAccount }[]>(chain, 'getProgramAccounts', [
        TOKEN_PROGRAM_ID.toBase58(),
        {
          encoding: 'base64',
          filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes, encoding } }],
        },
      ]);
    expect((await byOwner(owner.publicKey.toBase58())).map((found) => found.pubkey)).toEqual([
      ata.toBase58(),
    ]);
    expect(
      (await byOwner(owner.publicKey.toBuffer().toString('base64'), 'base64')).map(
        (found) => found.pubkey,
      ),
    ).toEqual([ata.toBase58()]);
    expect(await byOwner(Keypair.generate().publicKey.toBase58())).toEqual([]);
    const mints = await call<Value<{ pubkey: string }[]>>(chain, 'getProgramAccounts', [
      TOKEN_PROGRAM_ID.toBase58(),
      { encoding: 'base64', filters: [{ dataSize: 82 }], withContext: true },
    ]);
    expect(mints.context.slot).toBeGreaterThan(0);
    expect(mints.value.map((found) => found.pubkey)).toContain(mint.publicKey.toBase58());
    const parsedHolders = await call<{ pubkey: string; account: UiAccount }[]>(
      chain,
      'getProgramAccounts',
      [
        TOKEN_2022_PROGRAM_ID.toBase58(),
        {
          encoding: 'jsonParsed',
          filters: [{ memcmp: { offset: 0, bytes: mint2022.publicKey.toBase58() } }],
        },
      ],
    );
    expect(parsedHolders.map((found) => found.account.data)).toMatchObject([
      {
        program: 'spl-token-2022',
        parsed: { type: 'account', info: { owner: owner.publicKey.toBase58() } },
      },
    ]);
  });

  it('refuses an unfiltered scan of the token and system programs, and bad filters', async () => {
    expect(await refused(chain, 'getProgramAccounts', [TOKEN_PROGRAM_ID.toBase58()])).toMatch(
      /^params\[1\]\.filters: an unfiltered scan/,
    );
    expect(
      await refused(chain, 'getProgramAccounts', [SystemProgram.programId.toBase58(), {}]),
    ).toMatch(/unfiltered scan/);
    expect(
      await refused(chain, 'getProgramAccounts', [
        TOKEN_PROGRAM_ID.toBase58(),
        { filters: [{ memcmp: { offset: 0, bytes: '0OIl' } }] },
      ]),
    ).toMatch(/^params\[1\]\.filters\[0\]\.memcmp\.bytes: not valid base58/);
    expect(
      await refused(chain, 'getProgramAccounts', [
        TOKEN_PROGRAM_ID.toBase58(),
        { filters: [{ dataSize: 'x' }] },
      ]),
    ).toMatch(/^params\[1\]\.filters\[0\]\.dataSize/);
    expect(
      await refused(chain, 'getProgramAccounts', [
        TOKEN_PROGRAM_ID.toBase58(),
        { filters: [{ tokenState: 1 }] },
      ]),
    ).toMatch(/^params\[1\]\.filters\[0\]: expected/);
    expect(
      await refused(chain, 'getProgramAccounts', [
        TOKEN_PROGRAM_ID.toBase58(),
        { filters: Array.from({ length: 5 }, () => ({ dataSize: 165 })) },
      ]),
    ).toMatch(/max 4/);
  });
});

describe('token reads', () => {
  it('lists token accounts by owner and by delegate, by mint or by program', async () => {
    const byMint = await call<Value<{ pubkey: string; account: UiAccount }[]>>(
      chain,
      'getTokenAccountsByOwner',
      [owner.publicKey.toBase58(), { mint: mint.publicKey.toBase58() }, { encoding: 'jsonParsed' }],
    );
    expect(byMint.value.map((found) => found.pubkey)).toEqual([ata.toBase58()]);
    expect(byMint.value[0]?.account.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'account' },
    });
    const byProgram = await call<Value<{ pubkey: string }[]>>(chain, 'getTokenAccountsByOwner', [
      owner.publicKey.toBase58(),
      { programId: TOKEN_2022_PROGRAM_ID.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(byProgram.value.map((found) => found.pubkey)).toEqual([ata2022.toBase58()]);
    const byDelegate = await call<Value<{ pubkey: string }[]>>(
      chain,
      'getTokenAccountsByDelegate',
      [
        delegate.publicKey.toBase58(),
        { programId: TOKEN_PROGRAM_ID.toBase58() },
        { encoding: 'base64' },
      ],
    );
    expect(byDelegate.value.map((found) => found.pubkey)).toEqual([ata.toBase58()]);
  });

  it('answers balances, supply and the largest accounts', async () => {
    expect(
      (await call<Value<unknown>>(chain, 'getTokenAccountBalance', [ata.toBase58()])).value,
    ).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' });
    expect(
      (await call<Value<unknown>>(chain, 'getTokenSupply', [mint2022.publicKey.toBase58()])).value,
    ).toEqual({ amount: '250', decimals: 2, uiAmount: 2.5, uiAmountString: '2.5' });
    expect(
      (await call<Value<unknown>>(chain, 'getTokenLargestAccounts', [mint.publicKey.toBase58()]))
        .value,
    ).toEqual([
      {
        address: ata.toBase58(),
        amount: '1500000',
        decimals: 6,
        uiAmount: 1.5,
        uiAmountString: '1.5',
      },
    ]);
  });

  it('names the bad param', async () => {
    expect(await refused(chain, 'getTokenAccountBalance', [mint.publicKey.toBase58()])).toMatch(
      /^params\[0\]: .* is not a Token account/,
    );
    expect(await refused(chain, 'getTokenSupply', [ata.toBase58()])).toMatch(
      /^params\[0\]: .* is not a Token mint/,
    );
    expect(
      await refused(chain, 'getTokenAccountsByOwner', [
        owner.publicKey.toBase58(),
        { programId: SystemProgram.programId.toBase58() },
      ]),
    ).toMatch(/^params\[1\]\.programId: unrecognized Token program id/);
    expect(
      await refused(chain, 'getTokenAccountsByOwner', [
        owner.publicKey.toBase58(),
        { mint: Keypair.generate().publicKey.toBase58() },
      ]),
    ).toMatch(/^params\[1\]\.mint: could not find mint/);
    expect(
      await refused(chain, 'getTokenAccountsByOwner', [owner.publicKey.toBase58(), {}]),
    ).toMatch(/^params\[1\]: expected \{ mint \} or \{ programId \}/);
    expect(
      await refused(chain, 'getTokenAccountsByOwner', [
        owner.publicKey.toBase58(),
        { mint: mint.publicKey.toBase58() },
      ]),
    ).toMatch(/base58 data must be at most 128 bytes/);
    expect(
      await refused(chain, 'getTokenAccountsByOwner', [
        owner.publicKey.toBase58(),
        { mint: mint.publicKey.toBase58() },
        { encoding: 'base64', dataSlice: { offset: 0 } },
      ]),
    ).toMatch(/^params\[2\]\.dataSlice/);
  });
});
