import { encodeFunctionData, toFunctionSelector, type Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  abiFunctions,
  AbiDecodeError,
  decodeCall,
  selectorOf,
  withContractCall,
} from '../abi-call';
import { evaluate, parseExpression, PolicyEvaluationError } from '../expression';

const ABI = [
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
    type: 'function',
    name: 'route',
    inputs: [
      {
        name: 'hops',
        type: 'tuple[]',
        components: [
          { name: 'pool', type: 'address' },
          { name: 'fee', type: 'uint24' },
          { name: 'memo', type: 'string' },
        ],
      },
      { name: 'delta', type: 'int256' },
      { name: 'pair', type: 'uint8[2]' },
      { name: 'payload', type: 'bytes' },
      { name: 'tag', type: 'bytes4' },
      { name: 'strict', type: 'bool' },
      { name: '', type: 'int8' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  { type: 'event', name: 'Transfer', inputs: [], anonymous: false },
] as const satisfies Abi;

const functions = abiFunctions(JSON.stringify(ABI));
const RECIPIENT = '0x1111111111111111111111111111111111111111';
const POOL = '0xabcdef0000000000000000000000000000000001';

describe('selectorOf', () => {
  it('is the selector viem computes, tuples included', () => {
    expect(functions.map((fn) => fn.name)).toEqual(['transfer', 'route']);
    expect(`0x${selectorOf(functions[0] ?? { name: '', inputs: [] })}`).toBe('0xa9059cbb');
    expect(`0x${selectorOf(functions[1] ?? { name: '', inputs: [] })}`).toBe(
      toFunctionSelector(ABI[1]),
    );
  });
});

describe('decodeCall', () => {
  it('decodes an ERC-20 transfer', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [RECIPIENT, 25n] });
    expect(decodeCall(functions, data)).toEqual({
      function_name: 'transfer',
      function_signature: '0xa9059cbb',
      contract_call_args: { _to: RECIPIENT, _amount: 25n },
    });
  });

  it('decodes dynamic arrays of tuples, strings, bytes, negative ints and fixed arrays', () => {
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'route',
      args: [
        [
          { pool: POOL, fee: 3000, memo: 'first hop' },
          { pool: RECIPIENT, fee: 500, memo: '' },
        ],
        -42n,
        [7, 9],
        '0xdeadbeef00',
        '0x01020304',
        true,
        -1,
      ],
    });
    expect(decodeCall(functions, data)?.contract_call_args).toEqual({
      hops: [
        { pool: POOL, fee: 3000n, memo: 'first hop' },
        { pool: RECIPIENT, fee: 500n, memo: '' },
      ],
      delta: -42n,
      pair: [7n, 9n],
      payload: '0xdeadbeef00',
      tag: '0x01020304',
      strict: true,
      '6': -1n,
    });
  });

  it('answers undefined for an unknown selector or short data, and refuses truncated data', () => {
    expect(decodeCall(functions, '0x12345678')).toBeUndefined();
    expect(decodeCall(functions, '0xa905')).toBeUndefined();
    expect(() => decodeCall(functions, '0xa9059cbb0000')).toThrow(AbiDecodeError);
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'route',
      args: [[], 0n, [0, 0], '0x', '0x00000000', false, 0],
    });
    // An offset pointing past the data.
    const broken = `${data.slice(0, 10)}${'f'.repeat(64)}${data.slice(74)}`;
    expect(() => decodeCall(functions, broken)).toThrow(AbiDecodeError);
  });
});

describe('withContractCall', () => {
  const read = (tx: Record<string, never> | Parameters<typeof withContractCall>[0], text: string) =>
    evaluate(parseExpression(text), { eth: { tx } });

  it('adds the call fields that a policy reads by argument name', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [RECIPIENT, 25n] });
    const abis = new Map([[POOL, [JSON.stringify(ABI)]]]);
    const tx = withContractCall({ to: POOL, data }, abis);
    expect(read(tx, "eth.tx.contract_call_args['_amount'] <= 100")).toBe(true);
    expect(read(tx, "eth.tx.function_name == 'transfer'")).toBe(true);
    expect(() => read(tx, "eth.tx.contract_call_args['amount']")).toThrow(/no key "amount"/);
  });

  it('explains a missing call field: no ABI, or no matching function', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [RECIPIENT, 1n] });
    const none = withContractCall({ to: RECIPIENT, data }, new Map());
    expect(() => read(none, 'eth.tx.function_name')).toThrow(PolicyEvaluationError);
    expect(() => read(none, 'eth.tx.function_name')).toThrow(/no smart contract interface/);
    const other = withContractCall(
      { to: RECIPIENT, data: '0x12345678' },
      new Map([[RECIPIENT, [JSON.stringify(ABI)]]]),
    );
    expect(() => read(other, 'eth.tx.contract_call_args')).toThrow(/has the selector 0x12345678/);
  });
});
