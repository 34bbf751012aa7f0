/**
 * Token-2022 extensions read back as `jsonParsed` from the local devnet, checked against what
 * `@solana/spl-token`'s own decoders read from the same account's bytes: a mint with a transfer
 * fee, a transfer hook, a metadata pointer with its token metadata (and a field of its own), a
 * group pointer with its group, and pausing; a token account of that mint.
 */
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  createAssociatedTokenAccountIdempotent,
  createInitializeGroupPointerInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createInitializePausableConfigInstruction,
  createInitializeTransferFeeConfigInstruction,
  createInitializeTransferHookInstruction,
  getGroupPointerState,
  getMetadataPointerState,
  getMint,
  getMintLen,
  getPausableConfig,
  getTokenGroupState,
  getTokenMetadata,
  getTransferFeeAmount,
  getTransferFeeConfig,
  getTransferHook,
  getAccount,
  tokenGroupInitializeGroupWithRentTransfer,
  tokenMetadataInitializeWithRentTransfer,
  tokenMetadataUpdateFieldWithRentTransfer,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
  type ParsedAccountData,
  type PublicKey,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSolanaDevnet } from './solana-devnet';

const devnet = useSolanaDevnet();
let connection: Connection;
const payer = Keypair.generate();
const mint = Keypair.generate();
const hookProgram = Keypair.generate().publicKey;
const EXTENSIONS = [
  ExtensionType.TransferFeeConfig,
  ExtensionType.TransferHook,
  ExtensionType.MetadataPointer,
  ExtensionType.GroupPointer,
  ExtensionType.PausableConfig,
];

interface Extension {
  extension: string;
  state?: Record<string, unknown>;
}

async function extensionsOf(address: PublicKey): Promise<Extension[]> {
  const { value } = await connection.getParsedAccountInfo(address);
  const data = value?.data as ParsedAccountData;
  expect(data.program).toBe('spl-token-2022');
  return (data.parsed as { info: { extensions: Extension[] } }).info.extensions;
}

const named = (extensions: Extension[], name: string) =>
  extensions.find((extension) => extension.extension === name)?.state;
const base58 = (key: PublicKey | null | undefined) => (key ? key.toBase58() : null);

beforeAll(async () => {
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl });
  const signature = await connection.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
  const space = getMintLen(EXTENSIONS);
  const owner = payer.publicKey;
  const create = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: owner,
      newAccountPubkey: mint.publicKey,
      lamports: await connection.getMinimumBalanceForRentExemption(space),
      space,
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeTransferFeeConfigInstruction(mint.publicKey, owner, owner, 25, 5_000n),
    createInitializeTransferHookInstruction(
      mint.publicKey,
      owner,
      hookProgram,
      TOKEN_2022_PROGRAM_ID,
    ),
    createInitializeMetadataPointerInstruction(
      mint.publicKey,
      owner,
      mint.publicKey,
      TOKEN_2022_PROGRAM_ID,
    ),
    createInitializeGroupPointerInstruction(
      mint.publicKey,
      owner,
      mint.publicKey,
      TOKEN_2022_PROGRAM_ID,
    ),
    createInitializePausableConfigInstruction(mint.publicKey, owner, TOKEN_2022_PROGRAM_ID),
    createInitializeMint2Instruction(mint.publicKey, 6, owner, null, TOKEN_2022_PROGRAM_ID),
  );
  await sendAndConfirmTransaction(connection, create, [payer, mint]);
  await tokenMetadataInitializeWithRentTransfer(
    connection,
    payer,
    mint.publicKey,
    owner,
    payer,
    'Docs Dollar',
    'DOCD',
    'https://example.com/docd.json',
  );
  await tokenMetadataUpdateFieldWithRentTransfer(
    connection,
    payer,
    mint.publicKey,
    payer,
    'desk',
    'treasury',
  );
  await tokenGroupInitializeGroupWithRentTransfer(
    connection,
    payer,
    mint.publicKey,
    payer,
    owner,
    10n,
  );
}, 60_000);

describe('Token-2022 extensions as jsonParsed', () => {
  it('writes the mint extensions with the values spl-token decodes', async () => {
    const extensions = await extensionsOf(mint.publicKey);
    const decoded = await getMint(connection, mint.publicKey, 'confirmed', TOKEN_2022_PROGRAM_ID);

    const fee = getTransferFeeConfig(decoded);
    expect(named(extensions, 'transferFeeConfig')).toEqual({
      transferFeeConfigAuthority: base58(fee?.transferFeeConfigAuthority),
      withdrawWithheldAuthority: base58(fee?.withdrawWithheldAuthority),
      withheldAmount: Number(fee?.withheldAmount),
      olderTransferFee: {
        epoch: Number(fee?.olderTransferFee.epoch),
        maximumFee: Number(fee?.olderTransferFee.maximumFee),
        transferFeeBasisPoints: fee?.olderTransferFee.transferFeeBasisPoints,
      },
      newerTransferFee: {
        epoch: Number(fee?.newerTransferFee.epoch),
        maximumFee: 5_000,
        transferFeeBasisPoints: 25,
      },
    });
    const hook = getTransferHook(decoded);
    expect(named(extensions, 'transferHook')).toEqual({
      authority: base58(hook?.authority),
      programId: hookProgram.toBase58(),
    });
    const metadataPointer = getMetadataPointerState(decoded);
    expect(named(extensions, 'metadataPointer')).toEqual({
      authority: base58(metadataPointer?.authority),
      metadataAddress: mint.publicKey.toBase58(),
    });
    const groupPointer = getGroupPointerState(decoded);
    expect(named(extensions, 'groupPointer')).toEqual({
      authority: base58(groupPointer?.authority),
      groupAddress: base58(groupPointer?.groupAddress),
    });
    expect(named(extensions, 'pausableConfig')).toEqual({
      authority: base58(getPausableConfig(decoded)?.authority),
      paused: false,
    });

    const metadata = await getTokenMetadata(connection, mint.publicKey);
    expect(named(extensions, 'tokenMetadata')).toEqual({
      updateAuthority: base58(metadata?.updateAuthority),
      mint: mint.publicKey.toBase58(),
      name: 'Docs Dollar',
      symbol: 'DOCD',
      uri: 'https://example.com/docd.json',
      additionalMetadata: [['desk', 'treasury']],
    });
    const group = getTokenGroupState(decoded);
    expect(named(extensions, 'tokenGroup')).toEqual({
      updateAuthority: base58(group?.updateAuthority),
      mint: mint.publicKey.toBase58(),
      size: Number(group?.size),
      maxSize: 10,
    });
  });

  it("writes a token account's transfer-fee, hook and pause extensions", async () => {
    const holder = Keypair.generate().publicKey;
    const address = await createAssociatedTokenAccountIdempotent(
      connection,
      payer,
      mint.publicKey,
      holder,
      undefined,
      TOKEN_2022_PROGRAM_ID,
    );
    const account = await getAccount(connection, address, 'confirmed', TOKEN_2022_PROGRAM_ID);
    const extensions = await extensionsOf(address);
    expect(extensions.map((extension) => extension.extension).sort()).toEqual(
      ['immutableOwner', 'pausableAccount', 'transferFeeAmount', 'transferHookAccount'].sort(),
    );
    expect(named(extensions, 'transferFeeAmount')).toEqual({
      withheldAmount: Number(getTransferFeeAmount(account)?.withheldAmount),
    });
    expect(named(extensions, 'transferHookAccount')).toEqual({ transferring: false });
  });
});
