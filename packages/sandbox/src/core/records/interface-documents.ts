/**
 * The shape checks of an uploaded smart-contract interface: an Ethereum ABI (a JSON array of
 * function, constructor, event, error, fallback and receive entries whose parameter types are
 * Solidity ABI types) or a Solana Anchor IDL (an object with `instructions` and `types`), and
 * the address or program id it belongs to. Each problem is reported with its JSON path.
 */
import { base58 } from '@scure/base';

export class InterfaceDocumentError extends Error {}

/** The platform's limit on the document, in bytes of UTF-8. */
export const MAX_INTERFACE_BYTES = 400 * 1024;

type Json = unknown;

const fail = (path: string, message: string): never => {
  throw new InterfaceDocumentError(`${path || '(document)'}: ${message}`);
};

const join = (path: string, field: string) => (path ? `${path}.${field}` : field);

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireString(entry: Record<string, Json>, field: string, path: string): string {
  const value = entry[field];
  if (typeof value !== 'string' || value === '')
    fail(join(path, field), 'expected a non-empty string');
  return value as string;
}

function requireArray(entry: Record<string, Json>, field: string, path: string): Json[] {
  const value = entry[field];
  if (!Array.isArray(value)) fail(join(path, field), 'expected an array');
  return value as Json[];
}

// --- Ethereum ---------------------------------------------------------------------------------

const SIZED_INT =
  '(?:8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)';
const ELEMENTARY = new RegExp(
  `^(?:u?int${SIZED_INT}?|address|bool|string|bytes(?:[1-9]|[12][0-9]|3[0-2])?|function|u?fixed(?:${SIZED_INT}x(?:[1-9]|[1-7][0-9]|80))?|tuple)((?:\\[[0-9]*\\])*)$`,
);

const ABI_ENTRY_TYPES = new Set([
  'function',
  'constructor',
  'event',
  'error',
  'fallback',
  'receive',
]);
const MUTABILITY = new Set(['pure', 'view', 'nonpayable', 'payable']);

function checkAbiParameter(parameter: Json, path: string): void {
  if (!isObject(parameter)) fail(path, 'expected an object');
  const entry = parameter as Record<string, Json>;
  if (entry.name !== undefined && typeof entry.name !== 'string')
    fail(`${path}.name`, 'expected a string');
  const type = requireString(entry, 'type', path);
  const match = ELEMENTARY.exec(type);
  if (!match) fail(`${path}.type`, `${JSON.stringify(type)} is not a Solidity ABI type`);
  if (type.startsWith('tuple')) {
    requireArray(entry, 'components', path).forEach((component, index) =>
      checkAbiParameter(component, `${path}.components[${index}]`),
    );
  }
  if (entry.indexed !== undefined && typeof entry.indexed !== 'boolean') {
    fail(`${path}.indexed`, 'expected a boolean');
  }
}

export function checkEthereumAbi(document: Json): void {
  if (!Array.isArray(document)) fail('', 'an Ethereum ABI is a JSON array of entries');
  (document as Json[]).forEach((item, index) => {
    const path = `[${index}]`;
    if (!isObject(item)) fail(path, 'expected an object');
    const entry = item as Record<string, Json>;
    // Solidity's JSON ABI lets `type` default to "function".
    const type = entry.type ?? 'function';
    if (typeof type !== 'string' || !ABI_ENTRY_TYPES.has(type)) {
      fail(`${path}.type`, `expected one of ${[...ABI_ENTRY_TYPES].join(', ')}`);
    }
    if (type === 'function' || type === 'event' || type === 'error')
      requireString(entry, 'name', path);
    if (entry.inputs !== undefined || type === 'function' || type === 'event' || type === 'error') {
      requireArray(entry, 'inputs', path).forEach((parameter, position) =>
        checkAbiParameter(parameter, `${path}.inputs[${position}]`),
      );
    }
    if (entry.outputs !== undefined) {
      requireArray(entry, 'outputs', path).forEach((parameter, position) =>
        checkAbiParameter(parameter, `${path}.outputs[${position}]`),
      );
    }
    const mutability = entry.stateMutability;
    if (
      mutability !== undefined &&
      (typeof mutability !== 'string' || !MUTABILITY.has(mutability))
    ) {
      fail(`${path}.stateMutability`, `expected one of ${[...MUTABILITY].join(', ')}`);
    }
  });
}

// --- Solana -----------------------------------------------------------------------------------

function checkIdlType(type: Json, path: string): void {
  if (typeof type === 'string' && type !== '') return;
  if (isObject(type) && Object.keys(type).length > 0) return;
  fail(path, 'expected an IDL type: a name such as "u64", or an object such as {"vec": "u8"}');
}

function checkIdlAccounts(accounts: Json[], path: string): void {
  accounts.forEach((account, index) => {
    const where = `${path}[${index}]`;
    if (!isObject(account)) fail(where, 'expected an object');
    const entry = account as Record<string, Json>;
    requireString(entry, 'name', where);
    // A group of accounts (Anchor's composite accounts) nests its members.
    if (entry.accounts !== undefined)
      checkIdlAccounts(requireArray(entry, 'accounts', where), `${where}.accounts`);
  });
}

export function checkSolanaIdl(document: Json): void {
  if (!isObject(document)) fail('', 'a Solana IDL is a JSON object with instructions and types');
  const idl = document as Record<string, Json>;
  requireArray(idl, 'instructions', '').forEach((item, index) => {
    const path = `instructions[${index}]`;
    if (!isObject(item)) fail(path, 'expected an object');
    const instruction = item as Record<string, Json>;
    requireString(instruction, 'name', path);
    checkIdlAccounts(requireArray(instruction, 'accounts', path), `${path}.accounts`);
    requireArray(instruction, 'args', path).forEach((arg, position) => {
      const where = `${path}.args[${position}]`;
      if (!isObject(arg)) fail(where, 'expected an object');
      requireString(arg as Record<string, Json>, 'name', where);
      checkIdlType((arg as Record<string, Json>).type, `${where}.type`);
    });
  });
  // The platform wants `types` even when empty.
  requireArray(idl, 'types', '').forEach((item, index) => {
    const path = `types[${index}]`;
    if (!isObject(item)) fail(path, 'expected an object');
    const definition = item as Record<string, Json>;
    requireString(definition, 'name', path);
    if (!isObject(definition.type)) fail(`${path}.type`, 'expected an object with a kind');
    requireString(definition.type as Record<string, Json>, 'kind', `${path}.type`);
  });
}

// --- Both -------------------------------------------------------------------------------------

export type InterfaceType =
  'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM' | 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA';

/** Parses and checks `text` as the interface `type` says; throws InterfaceDocumentError. */
export function checkInterfaceDocument(type: InterfaceType, text: string): void {
  if (new TextEncoder().encode(text).length > MAX_INTERFACE_BYTES) {
    fail('', `larger than ${MAX_INTERFACE_BYTES} bytes`);
  }
  let document: Json;
  try {
    document = JSON.parse(text);
  } catch (error) {
    fail('', `not JSON: ${(error as Error).message}`);
  }
  if (type === 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM') checkEthereumAbi(document);
  else checkSolanaIdl(document);
}

/** Checks the contract address (EVM) or program id (Solana); throws with the reason. */
export function checkContractAddress(type: InterfaceType, address: string): void {
  if (type === 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new InterfaceDocumentError('expected an Ethereum address: 0x and 40 hex digits');
    }
    return;
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = base58.decode(address);
  } catch {
    bytes = undefined;
  }
  if (bytes?.length !== 32) {
    throw new InterfaceDocumentError('expected a Solana program id: 32 bytes in base58');
  }
}
