/**
 * The ledger's accounts: lamports, data, owner and the executable flag by address, as the
 * runtime keeps them. An account with no lamports does not exist. Reads hand out copies, so a
 * caller's changes reach the ledger only through `set`.
 */
import type { Address, EncodedAccount, MaybeEncodedAccount } from '@solana/kit';
import { minimumBalance } from './rent';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  BPF_LOADER,
  BPF_LOADER_UPGRADEABLE,
  CONFIG_PROGRAM,
  ED25519_PROGRAM,
  LOADER_V4,
  SECP256K1_PROGRAM,
  STAKE_PROGRAM,
  VOTE_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  NATIVE_LOADER,
  NATIVE_MINT,
  NATIVE_MINT_2022,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../solana-program-ids';
import { packMintState } from './token-state';

export interface LedgerAccount {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
}

export const copyAccount = (account: LedgerAccount): LedgerAccount => ({
  ...account,
  data: new Uint8Array(account.data),
});

/** The account a missing address reads as: no lamports, no data, owned by the system program. */
export const emptyAccount = (): LedgerAccount => ({
  lamports: 0n,
  data: new Uint8Array(0),
  owner: SYSTEM_PROGRAM,
  executable: false,
});

export function encoded(
  address: string,
  account: LedgerAccount,
): EncodedAccount & { data: Uint8Array } {
  return {
    address: address as Address,
    lamports: account.lamports as EncodedAccount['lamports'],
    data: new Uint8Array(account.data),
    programAddress: account.owner as Address,
    executable: account.executable,
    space: BigInt(account.data.length),
  };
}

export class AccountStore {
  private readonly accounts = new Map<string, LedgerAccount>();

  get(address: string): LedgerAccount | undefined {
    const account = this.accounts.get(address);
    return account && copyAccount(account);
  }

  set(address: string, account: LedgerAccount): void {
    if (account.lamports === 0n) this.accounts.delete(address);
    else this.accounts.set(address, copyAccount(account));
  }

  read(address: string): MaybeEncodedAccount {
    const account = this.accounts.get(address);
    if (!account) return { address: address as Address, exists: false };
    return { ...encoded(address, account), exists: true };
  }

  ownedBy(program: string): EncodedAccount[] {
    return [...this.accounts.entries()]
      .filter(([, account]) => account.owner === program)
      .map(([address, account]) => encoded(address, account));
  }
}

/**
 * The program accounts: the programs the ledger runs (their code is this module's TypeScript, so
 * a deployed program's account holds no bytes here), and the builtins it does not run, which
 * exist so that an instruction for them fails as unsupported rather than as a missing program.
 * A builtin's account holds its name, as on a cluster.
 */
const PROGRAMS: ReadonlyArray<[string, string, string]> = [
  [SYSTEM_PROGRAM, NATIVE_LOADER, 'solana_system_program'],
  [COMPUTE_BUDGET_PROGRAM, NATIVE_LOADER, 'compute_budget_program'],
  [ADDRESS_LOOKUP_TABLE_PROGRAM, NATIVE_LOADER, 'address_lookup_table_program'],
  [STAKE_PROGRAM, NATIVE_LOADER, 'solana_stake_program'],
  [VOTE_PROGRAM, NATIVE_LOADER, 'solana_vote_program'],
  [CONFIG_PROGRAM, NATIVE_LOADER, 'solana_config_program'],
  [BPF_LOADER, NATIVE_LOADER, 'solana_bpf_loader_program'],
  [BPF_LOADER_UPGRADEABLE, NATIVE_LOADER, 'solana_bpf_loader_upgradeable_program'],
  [LOADER_V4, NATIVE_LOADER, 'loader_v4'],
  [ED25519_PROGRAM, NATIVE_LOADER, 'ed25519_program'],
  [SECP256K1_PROGRAM, NATIVE_LOADER, 'secp256k1_program'],
  [TOKEN_PROGRAM, BPF_LOADER, ''],
  [TOKEN_2022_PROGRAM, BPF_LOADER, ''],
  [ASSOCIATED_TOKEN_PROGRAM, BPF_LOADER, ''],
  [MEMO_PROGRAM, BPF_LOADER, ''],
  [MEMO_V1_PROGRAM, BPF_LOADER, ''],
];

/** The state every cluster starts with: the program accounts and the two native mints. */
export function genesis(store: AccountStore): void {
  for (const [program, loader, name] of PROGRAMS) {
    const data = new TextEncoder().encode(name);
    store.set(program, { lamports: 1n, data, owner: loader, executable: true });
  }
  for (const [mint, program] of [
    [NATIVE_MINT, TOKEN_PROGRAM],
    [NATIVE_MINT_2022, TOKEN_2022_PROGRAM],
  ] as const) {
    store.set(mint, {
      lamports: minimumBalance(82n),
      data: packMintState({
        mintAuthority: undefined,
        supply: 0n,
        decimals: 9,
        isInitialized: true,
        freezeAuthority: undefined,
      }),
      owner: program,
      executable: false,
    });
  }
}
