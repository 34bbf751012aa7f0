/** A little-endian reader of instruction data (bincode and borsh share these primitives). */
import { fail } from './errors';
import { keyText } from './token-state';

export class DataReader {
  private readonly view: DataView;
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private need(length: number): void {
    if (this.at + length > this.bytes.length) throw fail('InvalidInstructionData');
  }

  get rest(): number {
    return this.bytes.length - this.at;
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.at++] as number;
  }

  u16(): number {
    this.need(2);
    const value = this.view.getUint16(this.at, true);
    this.at += 2;
    return value;
  }

  u32(): number {
    this.need(4);
    const value = this.view.getUint32(this.at, true);
    this.at += 4;
    return value;
  }

  u64(): bigint {
    this.need(8);
    const value = this.view.getBigUint64(this.at, true);
    this.at += 8;
    return value;
  }

  key(): string {
    this.need(32);
    const value = keyText(this.bytes.slice(this.at, this.at + 32));
    this.at += 32;
    return value;
  }

  /** A bincode `String`: a u64 length, then UTF-8 bytes. */
  string(): string {
    const length = this.u64();
    if (length > BigInt(this.rest)) throw fail('InvalidInstructionData');
    const bytes = this.bytes.slice(this.at, this.at + Number(length));
    this.at += Number(length);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw fail('InvalidInstructionData');
    }
  }

  /** A COption<Pubkey> as SPL Token packs it in instructions: a u8 tag, then the key if 1. */
  optionKey(): string | undefined {
    const tag = this.u8();
    if (tag === 0) return undefined;
    if (tag !== 1) throw fail('InvalidInstructionData');
    return this.key();
  }
}
