import { describe, expect, it } from 'vitest';
import {
  checkContractAddress,
  checkInterfaceDocument,
  InterfaceDocumentError,
  MAX_INTERFACE_BYTES,
} from '../interface-documents';

const ETH = 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM';
const SOL = 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA';

const ERC20 = [
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: '_to', type: 'address' },
      { name: '_amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
    anonymous: false,
  },
  { type: 'constructor', inputs: [], stateMutability: 'nonpayable' },
  { type: 'receive', stateMutability: 'payable' },
  { type: 'error', name: 'Insufficient', inputs: [{ name: 'need', type: 'uint8' }] },
];

const IDL = {
  instructions: [
    {
      name: 'initialize',
      accounts: [
        { name: 'authority', isMut: false, isSigner: true, isOptional: false },
        { name: 'group', accounts: [{ name: 'inner', isMut: true, isSigner: false }] },
      ],
      args: [
        { name: 'amount', type: 'u64' },
        { name: 'memo', type: { option: 'string' } },
      ],
    },
  ],
  types: [{ name: 'MyStruct', type: { kind: 'struct', fields: [{ name: 'value', type: 'u64' }] } }],
};

const eth = (document: unknown) => () => checkInterfaceDocument(ETH, JSON.stringify(document));
const sol = (document: unknown) => () => checkInterfaceDocument(SOL, JSON.stringify(document));

describe('Ethereum ABIs', () => {
  it('accepts a full ABI, nested tuples and array types', () => {
    expect(eth(ERC20)).not.toThrow();
    expect(
      eth([
        {
          name: 'swap',
          inputs: [
            {
              name: 'route',
              type: 'tuple[]',
              components: [
                { name: 'pool', type: 'address' },
                { name: 'path', type: 'bytes32[2][]' },
                { name: 'fee', type: 'uint24' },
              ],
            },
          ],
        },
      ]),
    ).not.toThrow();
  });

  it.each([
    [{ type: 'function', name: 'f' }, /\[0\]\.inputs: expected an array/],
    [{ type: 'function', inputs: [] }, /\[0\]\.name: expected a non-empty string/],
    [{ type: 'method', name: 'f', inputs: [] }, /\[0\]\.type: expected one of function/],
    [
      { type: 'function', name: 'f', inputs: [{ name: 'x', type: 'uint7' }] },
      /\[0\]\.inputs\[0\]\.type: "uint7" is not a Solidity ABI type/,
    ],
    [
      { type: 'function', name: 'f', inputs: [{ name: 'x', type: 'bytes33' }] },
      /"bytes33" is not a Solidity ABI type/,
    ],
    [
      { type: 'function', name: 'f', inputs: [{ name: 'x', type: 'tuple' }] },
      /\[0\]\.inputs\[0\]\.components: expected an array/,
    ],
    [
      { type: 'function', name: 'f', inputs: [], stateMutability: 'constant' },
      /\[0\]\.stateMutability: expected one of pure/,
    ],
    [
      { type: 'event', name: 'E', inputs: [{ name: 'x', type: 'address', indexed: 'yes' }] },
      /\[0\]\.inputs\[0\]\.indexed: expected a boolean/,
    ],
  ])('names the path of a bad entry: %j', (entry, reason) => {
    expect(eth([entry])).toThrow(InterfaceDocumentError);
    expect(eth([entry])).toThrow(reason);
  });

  it('wants an array, of objects', () => {
    expect(eth({ abi: ERC20 })).toThrow(/a JSON array/);
    expect(eth(['transfer(address,uint256)'])).toThrow(/\[0\]: expected an object/);
  });
});

describe('Solana IDLs', () => {
  it('accepts an Anchor IDL, nested account groups and object types', () => {
    expect(sol(IDL)).not.toThrow();
    expect(sol({ instructions: [], types: [] })).not.toThrow();
  });

  it.each([
    [{ instructions: [] }, /types: expected an array/],
    [{ types: [] }, /instructions: expected an array/],
    [{ instructions: [{ accounts: [], args: [] }], types: [] }, /instructions\[0\]\.name/],
    [{ instructions: [{ name: 'i', args: [] }], types: [] }, /instructions\[0\]\.accounts/],
    [
      { instructions: [{ name: 'i', accounts: [{ isMut: true }], args: [] }], types: [] },
      /instructions\[0\]\.accounts\[0\]\.name/,
    ],
    [
      { instructions: [{ name: 'i', accounts: [], args: [{ name: 'a' }] }], types: [] },
      /instructions\[0\]\.args\[0\]\.type: expected an IDL type/,
    ],
    [{ instructions: [], types: [{ name: 'T', type: {} }] }, /types\[0\]\.type\.kind/],
  ])('names the path of a bad part: %j', (document, reason) => {
    expect(sol(document)).toThrow(reason);
  });

  it('wants an object', () => {
    expect(sol([IDL])).toThrow(/a JSON object with instructions and types/);
  });
});

describe('the document itself', () => {
  it('must be JSON and at most 400 KB', () => {
    expect(() => checkInterfaceDocument(ETH, '[{"type": "function",')).toThrow(/not JSON/);
    const huge = JSON.stringify([{ type: 'fallback', notes: 'x'.repeat(MAX_INTERFACE_BYTES) }]);
    expect(() => checkInterfaceDocument(ETH, huge)).toThrow(/larger than 409600 bytes/);
  });
});

describe('checkContractAddress', () => {
  it('checks an Ethereum address and a Solana program id', () => {
    expect(() =>
      checkContractAddress(ETH, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
    ).not.toThrow();
    expect(() => checkContractAddress(ETH, '0xA0b8')).toThrow(/40 hex digits/);
    expect(() =>
      checkContractAddress(SOL, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    ).not.toThrow();
    expect(() => checkContractAddress(SOL, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toThrow(
      /32 bytes in base58/,
    );
    expect(() => checkContractAddress(SOL, '1111')).toThrow(/32 bytes in base58/);
  });
});
