/**
 * What a reverted EVM execution said, in the shape of the platform's `v1TxError.revertChain`:
 * Solidity's built-in `Error(string)` and `Panic(uint256)` decode to a `native` entry, empty
 * return data is a plain `execution_reverted`, and anything else (a contract's custom error,
 * which needs its ABI) is `unknown` with its selector and data. The local chains report only
 * the outermost call, so the chain has one entry.
 */
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';

export interface RevertChainEntry {
  address?: string;
  errorType: 'native' | 'unknown';
  displayMessage: string;
  native?: {
    nativeType: 'error_string' | 'panic' | 'execution_reverted';
    message?: string;
    panicCode?: string;
  };
  unknown?: { selector?: string; data?: string };
}

const ERROR_STRING = '08c379a0';
const PANIC = '4e487b71';

/** The 32-byte big-endian number at byte `start`. */
const word = (bytes: Uint8Array, start: number) =>
  BigInt(`0x${bytesToHex(bytes.slice(start, start + 32)) || '0'}`);

/** The reason string of `Error(string)` data, or undefined when it is not well formed. */
function errorString(bytes: Uint8Array): string | undefined {
  if (bytes.length < 4 + 64) return undefined;
  const offset = word(bytes, 4);
  if (offset > BigInt(bytes.length)) return undefined;
  const start = 4 + Number(offset);
  if (start + 32 > bytes.length) return undefined;
  const length = word(bytes, start);
  if (BigInt(start + 32) + length > BigInt(bytes.length)) return undefined;
  return new TextDecoder().decode(bytes.slice(start + 32, start + 32 + Number(length)));
}

export function revertChain(address: string | undefined, revertData: string | undefined) {
  const hex = (revertData ?? '').replace(/^0x/i, '').toLowerCase();
  const at = address ? { address } : {};
  if (hex === '') {
    return [
      {
        ...at,
        errorType: 'native',
        displayMessage: 'execution reverted',
        native: { nativeType: 'execution_reverted' },
      } satisfies RevertChainEntry,
    ];
  }
  const bytes = hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
  const selector = hex.slice(0, 8);
  if (selector === ERROR_STRING) {
    const message = errorString(bytes);
    if (message !== undefined) {
      return [
        {
          ...at,
          errorType: 'native',
          displayMessage: `execution reverted: ${message}`,
          native: { nativeType: 'error_string', message },
        } satisfies RevertChainEntry,
      ];
    }
  }
  if (selector === PANIC && bytes.length === 36) {
    const panicCode = word(bytes, 4).toString();
    return [
      {
        ...at,
        errorType: 'native',
        displayMessage: `execution reverted: panic code ${panicCode}`,
        native: { nativeType: 'panic', panicCode },
      } satisfies RevertChainEntry,
    ];
  }
  return [
    {
      ...at,
      errorType: 'unknown',
      displayMessage: `execution reverted with data 0x${hex}`,
      unknown: { ...(hex.length >= 8 ? { selector: `0x${selector}` } : {}), data: `0x${hex}` },
    } satisfies RevertChainEntry,
  ];
}
