/** The CBOR decoder against examples of RFC 8949 Appendix A, and the inputs it must refuse. */
import { hexToBytes } from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { CborError, decodeCbor, decodeCborPrefix } from '../cbor';

const decode = (hex: string) => decodeCbor(hexToBytes(hex));

describe('decodeCbor', () => {
  it('reads the integers, strings and simple values of RFC 8949 Appendix A', () => {
    expect(decode('00')).toBe(0);
    expect(decode('17')).toBe(23);
    expect(decode('1818')).toBe(24);
    expect(decode('1903e8')).toBe(1000);
    expect(decode('1a000f4240')).toBe(1000000);
    expect(decode('1b000000e8d4a51000')).toBe(1000000000000);
    expect(decode('20')).toBe(-1);
    expect(decode('3903e7')).toBe(-1000);
    expect(decode('4401020304')).toEqual(Uint8Array.of(1, 2, 3, 4));
    expect(decode('6449455446')).toBe('IETF');
    expect(decode('62c3bc')).toBe('ü');
    expect(decode('f4')).toBe(false);
    expect(decode('f5')).toBe(true);
    expect(decode('f6')).toBe(null);
    expect(decode('f7')).toBe(undefined);
  });

  it('reads arrays, maps and tagged items', () => {
    expect(decode('8301820203820405')).toEqual([1, [2, 3], [4, 5]]);
    expect(decode('a201020304')).toEqual(
      new Map([
        [1, 2],
        [3, 4],
      ]),
    );
    expect(decode('a26161016162820203')).toEqual(
      new Map<string, unknown>([
        ['a', 1],
        ['b', [2, 3]],
      ]),
    );
    expect(decode('c11a514b67b0')).toBe(1363896240);
  });

  it('says where the first item ends, and refuses trailing bytes in a whole decode', () => {
    expect(decodeCborPrefix(hexToBytes('a1010203ff'))).toEqual({
      value: new Map([[1, 2]]),
      end: 3,
    });
    expect(() => decode('0102')).toThrow('1 bytes follow the CBOR item');
  });

  it.each([
    ['', 'ends early'],
    ['5f42010243030405ff', 'Indefinite-length'],
    ['44010203', 'runs past the end'],
    ['f93c00', 'float'],
    ['1bffffffffffffffff', 'larger than this decoder handles'],
    ['62c328', 'not UTF-8'],
    ['a201020103', 'repeats the key'],
    ['81'.repeat(20) + '00', 'deeper than'],
    ['1c', 'Reserved'],
  ])('refuses %s with a CborError naming the problem', (hex, message) => {
    expect(() => decode(hex)).toThrow(CborError);
    expect(() => decode(hex)).toThrow(message);
  });
});
