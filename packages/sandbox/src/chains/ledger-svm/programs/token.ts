/**
 * The SPL Token program and Token-2022 (its instructions 0–24, on mints and accounts without
 * extensions, plus the immutable-owner extension that associated token accounts carry), as their
 * processors run them: the same checks in the same order, the same errors and log lines. Any
 * other Token-2022 instruction, and any mint or account carrying another extension, fails with a
 * line saying the ledger does not run it.
 */
import { DataReader } from '../bincode';
import { AccountRuleFailure, InstructionFailure, fail } from '../errors';
import type { AccountRef, InstructionContext } from '../invoke';
import {
  NATIVE_MINT,
  NATIVE_MINT_2022,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../solana-program-ids';
import { minimumBalance } from '../rent';
import {
  ACCOUNT_LENGTH,
  MAX_SIGNERS,
  MINT_LENGTH,
  MULTISIG_LENGTH,
  packAccountState,
  packMintState,
  packMultisigState,
  unpackAccount,
  unpackMint,
  unpackMultisig,
  type MintState,
  type TokenAccountState,
} from '../token-state';
import { TokenError, errorLine, tokenError } from './token-errors';
import { FAILURE_UNITS, tokenUnits, type TokenFlavor } from './token-units';

const NAMES = [
  'InitializeMint',
  'InitializeAccount',
  'InitializeMultisig',
  'Transfer',
  'Approve',
  'Revoke',
  'SetAuthority',
  'MintTo',
  'Burn',
  'CloseAccount',
  'FreezeAccount',
  'ThawAccount',
  'TransferChecked',
  'ApproveChecked',
  'MintToChecked',
  'BurnChecked',
  'InitializeAccount2',
  'SyncNative',
  'InitializeAccount3',
  'InitializeMultisig2',
  'InitializeMint2',
  'GetAccountDataSize',
  'InitializeImmutableOwner',
  'AmountToUiAmount',
  'UiAmountToAmount',
] as const;

/** Token-2022's account type byte (after the 165-byte base) and its immutable-owner extension. */
const ACCOUNT_TYPE_ACCOUNT = 2;
const IMMUTABLE_OWNER = 7;
/** An account with the immutable-owner extension: base, type byte, a 4-byte TLV header. */
const ACCOUNT_WITH_IMMUTABLE_OWNER = ACCOUNT_LENGTH + 1 + 4;
/**
 * SetAuthority's units by authority type (mint, freeze, owner, close; 4: set to none), as
 * measured under litesvm; the table's figure is the account-owner case.
 */
const SET_AUTHORITY_UNITS: Readonly<Record<TokenFlavor, Readonly<Record<number, number>>>> = {
  token: { 0: 127, 1: 127, 2: 123, 3: 138, 4: 114 },
  'token-2022': { 0: 956, 1: 956, 2: 1021, 3: 975, 4: 952 },
};
const INCINERATOR = '1nc1nerator11111111111111111111111111111111';

class TokenProgram {
  /** The units this instruction costs where its path differs from the table's. */
  units: number | undefined;

  constructor(
    private readonly context: InstructionContext,
    private readonly flavor: TokenFlavor,
  ) {}

  private get programId(): string {
    return this.flavor === 'token' ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM;
  }

  private get nativeMint(): string {
    return this.flavor === 'token' ? NATIVE_MINT : NATIVE_MINT_2022;
  }

  /** A refusal for what the ledger does not run, said in the log. */
  private unsupported(what: string): InstructionFailure {
    this.context.log(`LedgerSvm: ${what} is not run by the in-page ledger`);
    return fail('InvalidAccountData');
  }

  // --- reading and writing state -------------------------------------------------------------

  /** Whether the bytes after the base state are ones the ledger runs (none, or immutable owner). */
  private checkAccountExtensions(account: AccountRef): void {
    const data = account.data;
    if (data.length === ACCOUNT_LENGTH) return;
    if (this.flavor === 'token') throw fail('InvalidAccountData');
    // The type byte is 0 until the account is initialized, 2 after.
    const type = data[ACCOUNT_LENGTH];
    if (type !== 0 && type !== ACCOUNT_TYPE_ACCOUNT) throw fail('InvalidAccountData');
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    for (let at = ACCOUNT_LENGTH + 1; at + 4 <= data.length;) {
      const type = view.getUint16(at, true);
      const length = view.getUint16(at + 2, true);
      if (type === 0) break;
      if (type !== IMMUTABLE_OWNER) {
        throw this.unsupported(`Token-2022 account extension ${type} (on ${account.key})`);
      }
      at += 4 + length;
    }
  }

  private hasImmutableOwner(account: AccountRef): boolean {
    const data = account.data;
    if (data.length < ACCOUNT_WITH_IMMUTABLE_OWNER) return false;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    return view.getUint16(ACCOUNT_LENGTH + 1, true) === IMMUTABLE_OWNER;
  }

  /** An initialized token account, as `Account::unpack` reads it. */
  private account(ref: AccountRef): TokenAccountState {
    const state = this.accountUnchecked(ref);
    if (state.state === 0) throw fail('UninitializedAccount');
    return state;
  }

  private accountUnchecked(ref: AccountRef): TokenAccountState {
    // Token-2022 checks the owner before it reads; SPL Token leaves that to the runtime.
    if (this.flavor === 'token-2022') this.checkOwnedByProgram(ref);
    if (ref.data.length < ACCOUNT_LENGTH) throw fail('InvalidAccountData');
    this.checkAccountExtensions(ref);
    const state = unpackAccount(ref.data);
    if (!state) throw fail('InvalidAccountData');
    return state;
  }

  private mint(ref: AccountRef): MintState {
    const state = this.mintUnchecked(ref);
    if (!state.isInitialized) throw fail('UninitializedAccount');
    return state;
  }

  private mintUnchecked(ref: AccountRef): MintState {
    if (this.flavor === 'token-2022') this.checkOwnedByProgram(ref);
    if (ref.data.length !== MINT_LENGTH) {
      if (this.flavor === 'token-2022' && ref.data.length > ACCOUNT_LENGTH) {
        throw this.unsupported(`Token-2022 mint ${ref.key} with extensions`);
      }
      throw fail('InvalidAccountData');
    }
    const state = unpackMint(ref.data);
    if (!state) throw fail('InvalidAccountData');
    return state;
  }

  /** SPL Token leaves a cleared authority's key bytes in place; Token-2022 zeroes them. */
  private stale(ref: AccountRef): Uint8Array | undefined {
    return this.flavor === 'token' ? ref.data : undefined;
  }

  private writeAccount(ref: AccountRef, state: TokenAccountState): void {
    ref.writeData(packAccountState(state, this.stale(ref)));
    if (this.flavor === 'token-2022' && ref.data.length > ACCOUNT_LENGTH) {
      ref.writeData(Uint8Array.of(ACCOUNT_TYPE_ACCOUNT), ACCOUNT_LENGTH);
    }
  }

  private writeMint(ref: AccountRef, state: MintState): void {
    ref.writeData(packMintState(state, this.stale(ref)));
  }

  private checkOwnedByProgram(ref: AccountRef): void {
    if (ref.owner !== this.programId) throw fail('IncorrectProgramId');
  }

  /**
   * `validate_owner`: `authority` must be `expected`, and sign, or be a multisig of this program
   * whose `m` signers are among `signers` (the instruction's remaining accounts) and signed.
   */
  private validateOwner(expected: string, authority: AccountRef, signers: AccountRef[]): void {
    if (expected !== authority.key) throw tokenError(TokenError.OwnerMismatch);
    if (authority.owner === this.programId && authority.data.length === MULTISIG_LENGTH) {
      const multisig = unpackMultisig(authority.data);
      if (!multisig?.isInitialized) throw fail('UninitializedAccount');
      const matched = new Array<boolean>(MAX_SIGNERS).fill(false);
      let count = 0;
      for (const signer of signers) {
        multisig.signers.forEach((key, position) => {
          if (key === signer.key && !matched[position]) {
            if (!signer.signer) throw fail('MissingRequiredSignature');
            matched[position] = true;
            count += 1;
          }
        });
      }
      if (count < multisig.m) throw fail('MissingRequiredSignature');
      return;
    }
    if (!authority.signer) throw fail('MissingRequiredSignature');
  }

  private rest(from: number): AccountRef[] {
    const refs: AccountRef[] = [];
    for (let index = from; index < this.context.accountCount; index += 1) {
      refs.push(this.context.account(index));
    }
    return refs;
  }

  private need(count: number): void {
    if (this.context.accountCount < count) throw fail('NotEnoughAccountKeys');
  }

  // --- instructions --------------------------------------------------------------------------

  initializeMint(data: DataReader, withRent: boolean): void {
    const decimals = data.u8();
    const mintAuthority = data.key();
    const freezeAuthority = data.optionKey();
    this.need(withRent ? 2 : 1);
    const mint = this.context.account(0);
    const state = this.mintUnchecked(mint);
    if (state.isInitialized) throw tokenError(TokenError.AlreadyInUse);
    if (mint.lamports < minimumBalance(BigInt(mint.data.length))) {
      throw tokenError(TokenError.NotRentExempt);
    }
    this.writeMint(mint, {
      mintAuthority,
      supply: 0n,
      decimals,
      isInitialized: true,
      freezeAuthority,
    });
  }

  initializeAccount(owner: string | undefined, count: number): void {
    this.need(count);
    const account = this.context.account(0);
    const mint = this.context.account(1);
    const holder = owner ?? this.context.account(2).key;
    const state = this.accountUnchecked(account);
    if (state.state !== 0) throw tokenError(TokenError.AlreadyInUse);
    if (account.lamports < minimumBalance(BigInt(account.data.length))) {
      throw tokenError(TokenError.NotRentExempt);
    }
    const native = mint.key === this.nativeMint;
    if (!native) {
      this.checkOwnedByProgram(mint);
      try {
        this.mint(mint);
      } catch (error) {
        if (error instanceof AccountRuleFailure) throw error;
        throw tokenError(TokenError.InvalidMint);
      }
    }
    const reserve = minimumBalance(BigInt(account.data.length));
    if (native && account.lamports < reserve) throw tokenError(TokenError.Overflow);
    this.writeAccount(account, {
      mint: mint.key,
      owner: holder,
      amount: native ? account.lamports - reserve : 0n,
      delegate: undefined,
      state: 1,
      isNative: native ? reserve : undefined,
      delegatedAmount: 0n,
      closeAuthority: undefined,
    });
  }

  initializeMultisig(m: number, withRent: boolean): void {
    this.need(withRent ? 2 : 1);
    const multisig = this.context.account(0);
    if (multisig.data.length !== MULTISIG_LENGTH) throw fail('InvalidAccountData');
    const state = unpackMultisig(multisig.data);
    if (!state) throw fail('InvalidAccountData');
    if (state.isInitialized) throw tokenError(TokenError.AlreadyInUse);
    if (multisig.lamports < minimumBalance(BigInt(MULTISIG_LENGTH))) {
      throw tokenError(TokenError.NotRentExempt);
    }
    const signers = this.rest(withRent ? 2 : 1).map((ref) => ref.key);
    const valid = (count: number) => count >= 1 && count <= MAX_SIGNERS;
    if (!valid(signers.length)) throw tokenError(TokenError.InvalidNumberOfProvidedSigners);
    if (!valid(m)) throw tokenError(TokenError.InvalidNumberOfRequiredSigners);
    multisig.writeData(packMultisigState({ m, n: signers.length, isInitialized: true, signers }));
  }

  transfer(amount: bigint, decimals: number | undefined): void {
    const checked = decimals !== undefined;
    this.need(checked ? 4 : 3);
    const sourceRef = this.context.account(0);
    const mintRef = checked ? this.context.account(1) : undefined;
    const destinationRef = this.context.account(checked ? 2 : 1);
    const authority = this.context.account(checked ? 3 : 2);
    const signers = this.rest(checked ? 4 : 3);
    const source = this.account(sourceRef);
    const destination = this.account(destinationRef);
    if (source.state === 2 || destination.state === 2) throw tokenError(TokenError.AccountFrozen);
    if (source.amount < amount) throw tokenError(TokenError.InsufficientFunds);
    if (source.mint !== destination.mint) throw tokenError(TokenError.MintMismatch);
    if (mintRef) {
      if (mintRef.key !== source.mint) throw tokenError(TokenError.MintMismatch);
      const mint = this.mint(mintRef);
      if (mint.decimals !== decimals) throw tokenError(TokenError.MintDecimalsMismatch);
    }
    const selfTransfer = sourceRef.key === destinationRef.key;
    if (source.delegate !== undefined && authority.key === source.delegate) {
      this.validateOwner(source.delegate, authority, signers);
      if (source.delegatedAmount < amount) throw tokenError(TokenError.InsufficientFunds);
      if (!selfTransfer) {
        source.delegatedAmount -= amount;
        if (source.delegatedAmount === 0n) source.delegate = undefined;
      }
    } else {
      this.validateOwner(source.owner, authority, signers);
    }
    if (selfTransfer || amount === 0n) {
      this.checkOwnedByProgram(sourceRef);
      this.checkOwnedByProgram(destinationRef);
    }
    if (selfTransfer) return;
    source.amount -= amount;
    destination.amount += amount;
    if (destination.amount > 0xffff_ffff_ffff_ffffn) throw tokenError(TokenError.Overflow);
    if (source.isNative !== undefined) {
      sourceRef.subLamports(amount);
      destinationRef.addLamports(amount);
    }
    this.writeAccount(sourceRef, source);
    this.writeAccount(destinationRef, destination);
  }

  approve(amount: bigint, decimals: number | undefined): void {
    const checked = decimals !== undefined;
    this.need(checked ? 4 : 3);
    const sourceRef = this.context.account(0);
    const mintRef = checked ? this.context.account(1) : undefined;
    const delegate = this.context.account(checked ? 2 : 1);
    const owner = this.context.account(checked ? 3 : 2);
    const source = this.account(sourceRef);
    if (source.state === 2) throw tokenError(TokenError.AccountFrozen);
    if (mintRef) {
      if (mintRef.key !== source.mint) throw tokenError(TokenError.MintMismatch);
      const mint = this.mint(mintRef);
      if (mint.decimals !== decimals) throw tokenError(TokenError.MintDecimalsMismatch);
    }
    this.validateOwner(source.owner, owner, this.rest(checked ? 4 : 3));
    source.delegate = delegate.key;
    source.delegatedAmount = amount;
    this.writeAccount(sourceRef, source);
  }

  revoke(): void {
    this.need(2);
    const sourceRef = this.context.account(0);
    const authority = this.context.account(1);
    const source = this.account(sourceRef);
    if (source.state === 2) throw tokenError(TokenError.AccountFrozen);
    const expected =
      source.delegate !== undefined && authority.key === source.delegate
        ? source.delegate
        : source.owner;
    this.validateOwner(expected, authority, this.rest(2));
    source.delegate = undefined;
    source.delegatedAmount = 0n;
    this.writeAccount(sourceRef, source);
  }

  setAuthority(data: DataReader): void {
    const type = data.u8();
    const next = data.optionKey();
    if (type > 3) throw tokenError(TokenError.InvalidInstruction);
    this.units = SET_AUTHORITY_UNITS[this.flavor][next === undefined ? 4 : type];
    this.need(2);
    const target = this.context.account(0);
    const authority = this.context.account(1);
    const signers = this.rest(2);
    if (target.data.length >= ACCOUNT_LENGTH) {
      const account = this.account(target);
      if (account.state === 2) throw tokenError(TokenError.AccountFrozen);
      if (type === 2) {
        this.validateOwner(account.owner, authority, signers);
        if (this.flavor === 'token-2022' && this.hasImmutableOwner(target)) {
          throw tokenError(TokenError.ImmutableOwner);
        }
        if (next === undefined) throw tokenError(TokenError.InvalidInstruction);
        account.owner = next;
        account.delegate = undefined;
        account.delegatedAmount = 0n;
        if (account.isNative !== undefined) account.closeAuthority = undefined;
      } else if (type === 3) {
        this.validateOwner(account.closeAuthority ?? account.owner, authority, signers);
        account.closeAuthority = next;
      } else {
        throw tokenError(TokenError.AuthorityTypeNotSupported);
      }
      this.writeAccount(target, account);
    } else if (target.data.length === MINT_LENGTH) {
      const mint = this.mint(target);
      if (type === 0) {
        if (mint.mintAuthority === undefined) throw tokenError(TokenError.FixedSupply);
        this.validateOwner(mint.mintAuthority, authority, signers);
        mint.mintAuthority = next;
      } else if (type === 1) {
        if (mint.freezeAuthority === undefined) throw tokenError(TokenError.MintCannotFreeze);
        this.validateOwner(mint.freezeAuthority, authority, signers);
        mint.freezeAuthority = next;
      } else {
        throw tokenError(TokenError.AuthorityTypeNotSupported);
      }
      this.writeMint(target, mint);
    } else {
      throw fail('InvalidArgument');
    }
  }

  mintTo(amount: bigint, decimals: number | undefined): void {
    this.need(3);
    const mintRef = this.context.account(0);
    const destinationRef = this.context.account(1);
    const authority = this.context.account(2);
    const destination = this.account(destinationRef);
    if (destination.state === 2) throw tokenError(TokenError.AccountFrozen);
    if (destination.isNative !== undefined) throw tokenError(TokenError.NativeNotSupported);
    if (mintRef.key !== destination.mint) throw tokenError(TokenError.MintMismatch);
    const mint = this.mint(mintRef);
    if (decimals !== undefined && mint.decimals !== decimals) {
      throw tokenError(TokenError.MintDecimalsMismatch);
    }
    if (mint.mintAuthority === undefined) throw tokenError(TokenError.FixedSupply);
    this.validateOwner(mint.mintAuthority, authority, this.rest(3));
    if (amount === 0n) {
      this.checkOwnedByProgram(mintRef);
      this.checkOwnedByProgram(destinationRef);
    }
    destination.amount += amount;
    mint.supply += amount;
    if (destination.amount > 0xffff_ffff_ffff_ffffn || mint.supply > 0xffff_ffff_ffff_ffffn) {
      throw tokenError(TokenError.Overflow);
    }
    this.writeAccount(destinationRef, destination);
    this.writeMint(mintRef, mint);
  }

  burn(amount: bigint, decimals: number | undefined): void {
    this.need(3);
    const sourceRef = this.context.account(0);
    const mintRef = this.context.account(1);
    const authority = this.context.account(2);
    const source = this.account(sourceRef);
    const mint = this.mint(mintRef);
    if (source.state === 2) throw tokenError(TokenError.AccountFrozen);
    if (source.isNative !== undefined) throw tokenError(TokenError.NativeNotSupported);
    if (source.amount < amount) throw tokenError(TokenError.InsufficientFunds);
    if (mintRef.key !== source.mint) throw tokenError(TokenError.MintMismatch);
    if (decimals !== undefined && mint.decimals !== decimals) {
      throw tokenError(TokenError.MintDecimalsMismatch);
    }
    const signers = this.rest(3);
    const ownedBySystem = source.owner === SYSTEM_PROGRAM || source.owner === INCINERATOR;
    if (!ownedBySystem) {
      if (source.delegate !== undefined && authority.key === source.delegate) {
        this.validateOwner(source.delegate, authority, signers);
        if (source.delegatedAmount < amount) throw tokenError(TokenError.InsufficientFunds);
        source.delegatedAmount -= amount;
        if (source.delegatedAmount === 0n) source.delegate = undefined;
      } else {
        this.validateOwner(source.owner, authority, signers);
      }
    }
    if (amount === 0n) {
      this.checkOwnedByProgram(sourceRef);
      this.checkOwnedByProgram(mintRef);
    }
    source.amount -= amount;
    mint.supply -= amount;
    this.writeAccount(sourceRef, source);
    this.writeMint(mintRef, mint);
  }

  closeAccount(): void {
    this.need(3);
    const sourceRef = this.context.account(0);
    const destination = this.context.account(1);
    const authority = this.context.account(2);
    if (sourceRef.key === destination.key) throw fail('InvalidAccountData');
    const source = this.account(sourceRef);
    if (source.isNative === undefined && source.amount !== 0n) {
      throw tokenError(TokenError.NonNativeHasBalance);
    }
    const ownedBySystem = source.owner === SYSTEM_PROGRAM || source.owner === INCINERATOR;
    if (!ownedBySystem) {
      this.validateOwner(source.closeAuthority ?? source.owner, authority, this.rest(3));
    } else if (destination.key !== INCINERATOR) {
      throw fail('InvalidAccountData');
    }
    // Measured: a wrapped-SOL account, or one with a close authority, closes at another cost.
    if (this.flavor === 'token') {
      if (source.isNative !== undefined || source.closeAuthority !== undefined) this.units = 116;
    } else if (source.isNative !== undefined) this.units = 1346;
    else if (source.closeAuthority !== undefined) this.units = 1350;
    const lamports = sourceRef.lamports;
    destination.addLamports(lamports);
    sourceRef.setLamports(0n);
    sourceRef.writeData(new Uint8Array(sourceRef.data.length));
  }

  freeze(freeze: boolean): void {
    this.need(3);
    const sourceRef = this.context.account(0);
    const mintRef = this.context.account(1);
    const authority = this.context.account(2);
    const source = this.account(sourceRef);
    if (source.isNative !== undefined) throw tokenError(TokenError.NativeNotSupported);
    if (mintRef.key !== source.mint) throw tokenError(TokenError.MintMismatch);
    if ((freeze && source.state === 2) || (!freeze && source.state !== 2)) {
      throw tokenError(TokenError.InvalidState);
    }
    const mint = this.mint(mintRef);
    if (mint.freezeAuthority === undefined) throw tokenError(TokenError.MintCannotFreeze);
    this.validateOwner(mint.freezeAuthority, authority, this.rest(3));
    source.state = freeze ? 2 : 1;
    this.writeAccount(sourceRef, source);
  }

  syncNative(): void {
    this.need(1);
    const ref = this.context.account(0);
    this.checkOwnedByProgram(ref);
    const account = this.account(ref);
    if (account.isNative === undefined) throw tokenError(TokenError.NonNativeNotSupported);
    if (ref.lamports < account.isNative) throw tokenError(TokenError.Overflow);
    const amount = ref.lamports - account.isNative;
    if (amount < account.amount) throw tokenError(TokenError.InvalidState);
    account.amount = amount;
    this.writeAccount(ref, account);
  }

  getAccountDataSize(data: DataReader): void {
    this.need(1);
    const mintRef = this.context.account(0);
    this.checkOwnedByProgram(mintRef);
    try {
      this.mint(mintRef);
    } catch (error) {
      if (error instanceof InstructionFailure && error.variant.startsWith('Custom')) throw error;
      throw tokenError(TokenError.InvalidMint);
    }
    let size = ACCOUNT_LENGTH;
    if (this.flavor === 'token-2022') {
      const extensions: number[] = [];
      while (data.rest >= 2) extensions.push(data.u16());
      for (const extension of extensions) {
        if (extension !== IMMUTABLE_OWNER) {
          throw this.unsupported(`Token-2022 account extension ${extension}`);
        }
      }
      if (extensions.length > 0) size = ACCOUNT_WITH_IMMUTABLE_OWNER;
    }
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, BigInt(size), true);
    this.context.setReturnData(bytes);
  }

  initializeImmutableOwner(): void {
    this.need(1);
    const ref = this.context.account(0);
    const state = this.accountUnchecked(ref);
    if (state.state !== 0) throw tokenError(TokenError.AlreadyInUse);
    if (this.flavor === 'token') return;
    if (ref.data.length < ACCOUNT_WITH_IMMUTABLE_OWNER) throw fail('InvalidAccountData');
    const tlv = new Uint8Array(5);
    tlv[0] = ACCOUNT_TYPE_ACCOUNT;
    new DataView(tlv.buffer).setUint16(1, IMMUTABLE_OWNER, true);
    ref.writeData(tlv, ACCOUNT_LENGTH);
  }

  amountToUiAmount(amount: bigint): void {
    this.need(1);
    const mintRef = this.context.account(0);
    this.checkOwnedByProgram(mintRef);
    const mint = this.mint(mintRef);
    const digits = amount.toString().padStart(mint.decimals + 1, '0');
    const whole = digits.slice(0, digits.length - mint.decimals);
    const fraction = digits.slice(digits.length - mint.decimals).replace(/0+$/, '');
    const text = fraction ? `${whole}.${fraction}` : whole;
    this.context.setReturnData(new TextEncoder().encode(text));
  }

  uiAmountToAmount(text: string): void {
    this.need(1);
    const mintRef = this.context.account(0);
    this.checkOwnedByProgram(mintRef);
    const mint = this.mint(mintRef);
    const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
    const whole = match?.[1] ?? '';
    const fraction = (match?.[2] ?? '').replace(/0+$/, '');
    if (!match || (whole === '' && fraction === '') || fraction.length > mint.decimals) {
      throw fail('InvalidArgument');
    }
    const amount = BigInt(`${whole || '0'}${fraction.padEnd(mint.decimals, '0')}`);
    if (amount > 0xffff_ffff_ffff_ffffn) throw fail('InvalidArgument');
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, amount, true);
    this.context.setReturnData(bytes);
  }

  dispatch(tag: number, data: DataReader): void {
    switch (tag) {
      case 0:
        return this.initializeMint(data, true);
      case 1:
        return this.initializeAccount(undefined, 4);
      case 2:
        return this.initializeMultisig(data.u8(), true);
      case 3:
        return this.transfer(data.u64(), undefined);
      case 4:
        return this.approve(data.u64(), undefined);
      case 5:
        return this.revoke();
      case 6:
        return this.setAuthority(data);
      case 7:
        return this.mintTo(data.u64(), undefined);
      case 8:
        return this.burn(data.u64(), undefined);
      case 9:
        return this.closeAccount();
      case 10:
        return this.freeze(true);
      case 11:
        return this.freeze(false);
      case 12:
        return this.transfer(data.u64(), data.u8());
      case 13:
        return this.approve(data.u64(), data.u8());
      case 14:
        return this.mintTo(data.u64(), data.u8());
      case 15:
        return this.burn(data.u64(), data.u8());
      case 16:
        return this.initializeAccount(data.key(), 3);
      case 17:
        return this.syncNative();
      case 18:
        return this.initializeAccount(data.key(), 2);
      case 19:
        return this.initializeMultisig(data.u8(), false);
      case 20:
        return this.initializeMint(data, false);
      case 21:
        return this.getAccountDataSize(data);
      case 22:
        return this.initializeImmutableOwner();
      case 23:
        return this.amountToUiAmount(data.u64());
      case 24:
        return this.uiAmountToAmount(new TextDecoder().decode(this.context.data.subarray(1)));
      default:
        throw tokenError(TokenError.InvalidInstruction);
    }
  }
}

/** Instruction data that does not parse is `InvalidInstruction`, as the programs unpack it. */
function parsing(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (error instanceof InstructionFailure && error.variant === 'InvalidInstructionData') {
      throw tokenError(TokenError.InvalidInstruction);
    }
    throw error;
  }
}

export function tokenProgram(flavor: TokenFlavor): (context: InstructionContext) => void {
  return (context) => {
    const data = context.data;
    const tag = data[0];
    if (tag === undefined) {
      // SPL Token, as litesvm ships it, refuses empty data without a log line.
      if (flavor === 'token-2022') context.msg('Error: Invalid instruction');
      context.consume(flavor === 'token' ? 28 : 307);
      throw tokenError(TokenError.InvalidInstruction);
    }
    const name = NAMES[tag];
    if (name === undefined) {
      if (flavor === 'token-2022' && tag <= 45) {
        context.log(
          `LedgerSvm: Token-2022 instruction ${tag} (an extension) is not run by the in-page ledger`,
        );
        context.consume(FAILURE_UNITS[flavor]);
        throw fail('InvalidInstructionData');
      }
      context.msg('Error: Invalid instruction');
      context.consume(FAILURE_UNITS[flavor]);
      throw tokenError(TokenError.InvalidInstruction);
    }
    if (flavor === 'token-2022') context.msg(`Instruction: ${name}`);
    const program = new TokenProgram(context, flavor);
    try {
      parsing(() => program.dispatch(tag, new DataReader(data.subarray(1))));
    } catch (error) {
      if (error instanceof InstructionFailure) {
        if (!(error instanceof AccountRuleFailure)) context.msg(errorLine(error));
        context.consume(FAILURE_UNITS[flavor]);
      }
      throw error;
    }
    context.consume(program.units ?? tokenUnits(flavor, tag));
  };
}
