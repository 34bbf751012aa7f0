/**
 * The SPL tokens of the sandbox's asset list on its Solana devnets (decision 0185): USDC, a mint
 * of the SPL Token program at USDC's public mint address for the cluster the devnet stands for,
 * so a program that hard-codes that mint finds it. The mint is written into the genesis state
 * (before the log is replayed), with a sandbox key as its mint authority and no freeze authority;
 * the faucet mints with that key in ordinary transactions, which the log keeps.
 */
import {
  AccountRole,
  address as toAddress,
  appendTransactionMessageInstructions,
  blockhash as toBlockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getAddressEncoder,
  getProgramDerivedAddress,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { keccak_256 } from '@noble/hashes/sha3';
import { utf8ToBytes } from '@noble/hashes/utils';
import type { SvmEngine } from './svm-engine';
import { solanaCluster } from './networks';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  CREATE_ASSOCIATED_IDEMPOTENT,
  MINT_SIZE,
  MINT_TO_CHECKED,
  TOKEN_PROGRAM,
  checkedAmountData,
  packMint,
} from './spl-token';
import type { SolanaToken } from './types';

/** USDC's public mint by cluster (long CAIP-2 form), each with the source that names it. */
export const USDC_PUBLIC_MINTS: Readonly<Record<string, string>> = {
  // tkhq/sdk@v2026.8.4:examples/defi/solana-usdc-swap/src/tokens.ts (USDC_MAINNET) and
  // examples/transaction-management/solana-sweeper/src/tokens.ts (USDC_MAINNET, 6 decimals)
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  // tkhq/sdk@v2026.8.4:examples/defi/solana-usdc-swap/src/tokens.ts (USDC_DEVNET) and
  // examples/transaction-management/solana-sweeper/src/tokens.ts (USDC_DEVNET, 6 decimals)
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
};

/** The ed25519 seed of the mint authority, derived as the EVM tokens' owner key is. */
export const MINT_AUTHORITY_SEED = keccak_256(utf8ToBytes('docs-sandbox solana mint authority'));

let authority: Promise<KeyPairSigner> | undefined;
export function mintAuthority(): Promise<KeyPairSigner> {
  authority ??= createKeyPairSignerFromPrivateKeyBytes(MINT_AUTHORITY_SEED);
  return authority;
}

/** The tokens of the asset list on the devnet of `caip2` (any form naming the cluster). */
export function sandboxSolanaTokens(caip2: string): readonly SolanaToken[] {
  const mint = USDC_PUBLIC_MINTS[solanaCluster(caip2)];
  if (!mint) return [];
  return [
    {
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      stable: true,
      address: mint,
      program: TOKEN_PROGRAM,
    },
  ];
}

/** Writes each token's mint, with no supply yet, into the devnet's state. */
export async function placeSolanaTokens(svm: SvmEngine, caip2: string): Promise<void> {
  const { address: mintAuthorityAddress } = await mintAuthority();
  for (const token of sandboxSolanaTokens(caip2)) {
    svm.setAccount({
      address: toAddress(token.address),
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      data: packMint({ mintAuthority: mintAuthorityAddress, supply: 0n, decimals: token.decimals }),
      programAddress: TOKEN_PROGRAM,
      executable: false,
      space: BigInt(MINT_SIZE),
    });
  }
}

/** The associated token account of `owner` for `mint` under the SPL Token program. */
export async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  const encoder = getAddressEncoder();
  const [found] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(TOKEN_PROGRAM), encoder.encode(mint)],
  });
  return found;
}

/**
 * The signed wire transaction of a faucet grant: the mint authority, paying, creates `owner`'s
 * associated token account if it is missing, then mints `amount` into it (MintToChecked).
 */
export async function mintTransaction(
  token: SolanaToken,
  owner: Address,
  amount: bigint,
  blockhash: string,
  lastValidBlockHeight: bigint,
): Promise<Uint8Array> {
  const signer = await mintAuthority();
  const mint = toAddress(token.address);
  const destination = await associatedTokenAccount(owner, mint);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: toBlockhash(blockhash), lastValidBlockHeight },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          {
            programAddress: ASSOCIATED_TOKEN_PROGRAM,
            accounts: [
              { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
              { address: destination, role: AccountRole.WRITABLE },
              { address: owner, role: AccountRole.READONLY },
              { address: mint, role: AccountRole.READONLY },
              {
                address: toAddress('11111111111111111111111111111111'),
                role: AccountRole.READONLY,
              },
              { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
            ],
            data: Uint8Array.of(CREATE_ASSOCIATED_IDEMPOTENT),
          },
          {
            programAddress: TOKEN_PROGRAM,
            accounts: [
              { address: mint, role: AccountRole.WRITABLE },
              { address: destination, role: AccountRole.WRITABLE },
              { address: signer.address, role: AccountRole.READONLY_SIGNER, signer },
            ],
            data: checkedAmountData(MINT_TO_CHECKED, amount, token.decimals),
          },
        ],
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}
