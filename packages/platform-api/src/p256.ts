/**
 * The P-256 pieces WebCrypto does not provide: public key point compression and the conversion
 * between WebCrypto's raw `r || s` signatures and the DER encoding the stamp carries.
 */
import { bigIntToBytes, bytesToBigInt } from './bytes';

/** Field prime of P-256 (NIST FIPS 186-4, D.1.2.3). */
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
/** Curve coefficient b of P-256; a is -3. */
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const COORDINATE_BYTES = 32;

function mod(value: bigint): bigint {
  const result = value % P;
  return result >= 0n ? result : result + P;
}

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = mod(base);
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = mod(result * square);
    square = mod(square * square);
    rest >>= 1n;
  }
  return result;
}

/** 65-byte uncompressed point (0x04 ‖ x ‖ y) → 33-byte compressed point (0x02|0x03 ‖ x). */
export function compressP256PublicKey(uncompressed: Uint8Array): Uint8Array {
  if (uncompressed.length !== 1 + 2 * COORDINATE_BYTES || uncompressed[0] !== 0x04) {
    throw new Error('Expected a 65-byte uncompressed P-256 public key starting with 0x04');
  }
  const y = uncompressed.subarray(1 + COORDINATE_BYTES);
  const prefix = ((y[COORDINATE_BYTES - 1] ?? 0) & 1) === 1 ? 0x03 : 0x02;
  const out = new Uint8Array(1 + COORDINATE_BYTES);
  out[0] = prefix;
  out.set(uncompressed.subarray(1, 1 + COORDINATE_BYTES), 1);
  return out;
}

/**
 * 33-byte compressed point → 65-byte uncompressed point. Throws when the bytes are not a point on
 * the curve. P ≡ 3 (mod 4), so the square root is a single exponentiation.
 */
export function decompressP256PublicKey(compressed: Uint8Array): Uint8Array {
  const prefix = compressed[0];
  if (compressed.length !== 1 + COORDINATE_BYTES || (prefix !== 0x02 && prefix !== 0x03)) {
    throw new Error('Expected a 33-byte compressed P-256 public key starting with 0x02 or 0x03');
  }
  const x = bytesToBigInt(compressed.subarray(1));
  if (x >= P) throw new Error('The x coordinate is not a field element');
  const rhs = mod(x * x * x - 3n * x + B);
  let y = modPow(rhs, (P + 1n) / 4n);
  if (mod(y * y) !== rhs) throw new Error('The public key is not a point on P-256');
  if ((y & 1n) !== BigInt(prefix & 1)) y = P - y;
  const out = new Uint8Array(1 + 2 * COORDINATE_BYTES);
  out[0] = 0x04;
  out.set(compressed.subarray(1), 1);
  out.set(bigIntToBytes(y, COORDINATE_BYTES), 1 + COORDINATE_BYTES);
  return out;
}

/** Minimal DER INTEGER body for an unsigned big-endian value. */
function derInteger(value: Uint8Array): Uint8Array {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start += 1;
  const trimmed = value.subarray(start);
  const needsPad = ((trimmed[0] ?? 0) & 0x80) !== 0;
  const body = new Uint8Array(trimmed.length + (needsPad ? 1 : 0));
  body.set(trimmed, needsPad ? 1 : 0);
  return Uint8Array.of(0x02, body.length, ...body);
}

/** WebCrypto ECDSA output (64 bytes, r ‖ s) → DER `SEQUENCE { INTEGER r, INTEGER s }`. */
export function rawSignatureToDer(raw: Uint8Array): Uint8Array {
  if (raw.length !== 2 * COORDINATE_BYTES) {
    throw new Error(`Expected a 64-byte r||s signature, received ${raw.length} bytes`);
  }
  const r = derInteger(raw.subarray(0, COORDINATE_BYTES));
  const s = derInteger(raw.subarray(COORDINATE_BYTES));
  return Uint8Array.of(0x30, r.length + s.length, ...r, ...s);
}

/** Reads one DER INTEGER at `offset`; returns its value as 32 bytes and the next offset. */
function readInteger(der: Uint8Array, offset: number): { value: Uint8Array; next: number } {
  const length = der[offset + 1];
  if (der[offset] !== 0x02 || length === undefined || length === 0 || length > 33) {
    throw new Error('Malformed DER signature: expected an INTEGER of 1 to 33 bytes');
  }
  const body = der.subarray(offset + 2, offset + 2 + length);
  if (body.length !== length) throw new Error('Malformed DER signature: truncated INTEGER');
  if ((body[0] ?? 0) & 0x80) throw new Error('Malformed DER signature: negative INTEGER');
  if (length > 1 && body[0] === 0 && ((body[1] ?? 0) & 0x80) === 0) {
    throw new Error('Malformed DER signature: INTEGER is not minimally encoded');
  }
  const unsigned = body[0] === 0 ? body.subarray(1) : body;
  if (unsigned.length > COORDINATE_BYTES)
    throw new Error('Malformed DER signature: INTEGER too large');
  const value = new Uint8Array(COORDINATE_BYTES);
  value.set(unsigned, COORDINATE_BYTES - unsigned.length);
  return { value, next: offset + 2 + length };
}

/** DER `SEQUENCE { INTEGER r, INTEGER s }` → 64 bytes r ‖ s, as WebCrypto verifies. */
export function derSignatureToRaw(der: Uint8Array): Uint8Array {
  if (der[0] !== 0x30 || der[1] !== der.length - 2) {
    throw new Error('Malformed DER signature: expected a SEQUENCE spanning the whole input');
  }
  const r = readInteger(der, 2);
  const s = readInteger(der, r.next);
  if (s.next !== der.length) throw new Error('Malformed DER signature: trailing bytes');
  const raw = new Uint8Array(2 * COORDINATE_BYTES);
  raw.set(r.value, 0);
  raw.set(s.value, COORDINATE_BYTES);
  return raw;
}
