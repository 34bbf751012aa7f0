/**
 * The key of the account that pays for sponsored EVM sends: the same on every chain and run, so
 * an in-process devnet grants it a balance at genesis, and a sandbox pointed at another
 * sandbox's chain (`--chain-rpc`) finds it funded there too.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { utf8ToBytes } from '@noble/hashes/utils';

export const RELAYER_KEY = keccak_256(utf8ToBytes('docs-sandbox relayer'));
