/**
 * The devnet's USDC as the Solana conformance tests use it: the mint, its CAIP-19, the owner's
 * associated token account, and the one transaction they send through sol_send_transaction
 * (create the recipient's associated account, then TransferChecked to it).
 */
import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
} from '../../chains/solana-program-ids';
import { SOLANA_DEVNET } from './solana-devnet';

export const USDC = new PublicKey('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
export const USDC_CAIP19 = `${SOLANA_DEVNET}/token:${USDC.toBase58()}`;
export const USDC_DECIMALS = 6;
export const TOKEN_PROGRAM_KEY = new PublicKey(TOKEN_PROGRAM);
/** An address with no account on a fresh devnet. */
export const RECIPIENT = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

const ATA_PROGRAM_KEY = new PublicKey(ASSOCIATED_TOKEN_PROGRAM);

export const associatedUsdc = (owner: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_KEY.toBuffer(), USDC.toBuffer()],
    ATA_PROGRAM_KEY,
  )[0];

/** The data of an SPL instruction that takes an amount and the mint's decimals. */
export function amountData(instruction: number, amount: bigint, decimals: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = instruction;
  data.writeBigUInt64LE(amount, 1);
  data[9] = decimals;
  return data;
}

const TRANSFER_CHECKED = 12;
const CREATE_ASSOCIATED_IDEMPOTENT = 1;

/**
 * `wallet` pays for `recipient`'s USDC account and sends it `amount` base units, as the unsigned
 * hex sol_send_transaction takes.
 */
export function usdcTransferHex(options: {
  wallet: PublicKey;
  recipient: PublicKey;
  amount: bigint;
  blockhash: string;
}): string {
  const { wallet, recipient, amount, blockhash } = options;
  const recipientUsdc = associatedUsdc(recipient);
  const transfer = new Transaction({ feePayer: wallet, recentBlockhash: blockhash }).add(
    new TransactionInstruction({
      programId: ATA_PROGRAM_KEY,
      keys: [
        { pubkey: wallet, isSigner: true, isWritable: true },
        { pubkey: recipientUsdc, isSigner: false, isWritable: true },
        { pubkey: recipient, isSigner: false, isWritable: false },
        { pubkey: USDC, isSigner: false, isWritable: false },
        { pubkey: new PublicKey(SYSTEM_PROGRAM), isSigner: false, isWritable: false },
        { pubkey: TOKEN_PROGRAM_KEY, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([CREATE_ASSOCIATED_IDEMPOTENT]),
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM_KEY,
      keys: [
        { pubkey: associatedUsdc(wallet), isSigner: false, isWritable: true },
        { pubkey: USDC, isSigner: false, isWritable: false },
        { pubkey: recipientUsdc, isSigner: false, isWritable: true },
        { pubkey: wallet, isSigner: true, isWritable: false },
      ],
      data: amountData(TRANSFER_CHECKED, amount, USDC_DECIMALS),
    }),
  );
  return transfer
    .serialize({ requireAllSignatures: false, verifySignatures: false })
    .toString('hex');
}
