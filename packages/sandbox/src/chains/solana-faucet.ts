/**
 * The account the local Solana devnet's `requestAirdrop` pays from, as a cluster's faucet does:
 * a system transfer it signs, so the airdrop has a signature, a status and a place in history.
 * The key is fixed (nothing of value is ever held by it), so a replayed log signs the same
 * transactions again.
 */
import {
  AccountRole,
  address as toAddress,
  appendTransactionMessageInstruction,
  blockhash as toBlockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type KeyPairSigner,
} from '@solana/kit';

const SYSTEM_PROGRAM = toAddress('11111111111111111111111111111111');
/** The system program's instruction index of Transfer. */
const TRANSFER = 2;
/** The seed of the faucet's ed25519 key: 32 fixed bytes, so every run has the same faucet. */
const FAUCET_SEED = new TextEncoder().encode('sandbox solana devnet faucet key');
/** The fee of the faucet's one-signature transfer, in lamports. */
export const AIRDROP_FEE = 5000n;

let signer: Promise<KeyPairSigner> | undefined;
export function faucetSigner(): Promise<KeyPairSigner> {
  signer ??= createKeyPairSignerFromPrivateKeyBytes(FAUCET_SEED);
  return signer;
}

/** The signed wire transaction moving `lamports` from the faucet to `to`, on `blockhash`. */
export async function airdropTransfer(
  to: string,
  lamports: bigint,
  blockhash: string,
  lastValidBlockHeight: bigint,
): Promise<Uint8Array> {
  const faucet = await faucetSigner();
  const data = new Uint8Array(12);
  data.set(getU32Encoder().encode(TRANSFER), 0);
  data.set(getU64Encoder().encode(lamports), 4);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: toBlockhash(blockhash), lastValidBlockHeight },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: faucet.address, role: AccountRole.WRITABLE_SIGNER, signer: faucet },
            { address: toAddress(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}
