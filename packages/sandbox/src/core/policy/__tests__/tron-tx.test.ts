/**
 * `tron.tx` decoded from raw_data built by hand with java-tron's field numbers
 * (tronprotocol/protocol at GreatVoyage-v4.8.1, core/Tron.proto and core/contract/*.proto). The
 * TRC-20 contract address is the Nile testnet USDT contract the platform's Tron policy example
 * names.
 */
import { hexToBytes } from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { evaluateBool, parseExpression } from '../expression';
import { decodeTronTx } from '../tron-tx';
import { address, contract, field, message, rawData, tronAddress } from './tron-raw-data';

const NILE_USDT = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const OWNER = tronAddress(0x11);
const RECIPIENT = tronAddress(0x22);

const TRC20_TRANSFER = `a9059cbb${'00'.repeat(12)}${'22'.repeat(20)}${(10n ** 6n).toString(16).padStart(64, '0')}`;

describe('tron.tx', () => {
  it('reads a TRC-20 transfer through TriggerSmartContract and the transaction fields', () => {
    const trigger = message(
      field(1, address(OWNER)),
      field(2, address(NILE_USDT)),
      field(4, hexToBytes(TRC20_TRANSFER)),
    );
    const tx = decodeTronTx(rawData(contract(31, 'TriggerSmartContract', trigger, 2)));
    expect(tx).toEqual({
      contract: [
        {
          type: 'TriggerSmartContract',
          permission_id: 2n,
          owner_address: OWNER,
          contract_address: NILE_USDT,
          call_value: 0n,
          data: TRC20_TRANSFER,
          call_token_value: 0n,
          token_id: 0n,
        },
      ],
      fee_limit: 30_000_000n,
      expiration: 1_700_000_060_000n,
      timestamp: 1_700_000_000_000n,
    });
    const condition = parseExpression(
      `tron.tx.contract[0].contract_address == '${NILE_USDT}' && tron.tx.contract[0].data[0..8] == 'a9059cbb'`,
    );
    expect(evaluateBool(condition, { tron: { tx } }, 'condition')).toBe(true);
  });

  it('reads a TRX TransferContract and the resource contracts', () => {
    const transfer = message(
      field(1, address(OWNER)),
      field(2, address(RECIPIENT)),
      field(3, 9_000_000),
    );
    const delegate = message(
      field(1, address(OWNER)),
      field(2, 1),
      field(3, 5_000_000),
      field(4, address(RECIPIENT)),
      field(5, 1),
      field(6, 28_800),
    );
    const freeze = message(field(1, address(OWNER)), field(2, 1_000_000));
    const tx = decodeTronTx(
      rawData(
        contract(1, 'TransferContract', transfer),
        contract(57, 'DelegateResourceContract', delegate),
        contract(54, 'FreezeBalanceV2Contract', freeze),
      ),
    );
    expect(tx.contract).toEqual([
      {
        type: 'TransferContract',
        permission_id: 0n,
        owner_address: OWNER,
        to_address: RECIPIENT,
        amount: 9_000_000n,
      },
      {
        type: 'DelegateResourceContract',
        permission_id: 0n,
        owner_address: OWNER,
        resource: 'ENERGY',
        balance: 5_000_000n,
        receiver_address: RECIPIENT,
        lock: true,
        lock_period: 28_800n,
      },
      // resource absent: protobuf's default, the enum's first value.
      {
        type: 'FreezeBalanceV2Contract',
        permission_id: 0n,
        owner_address: OWNER,
        frozen_balance: 1_000_000n,
        resource: 'BANDWIDTH',
      },
    ]);
    const holds = (text: string) =>
      evaluateBool(parseExpression(text), { tron: { tx } }, 'condition');
    expect(
      holds(
        "tron.tx.contract[0].type == 'TransferContract' && tron.tx.contract[0].amount < 10000000",
      ),
    ).toBe(true);
  });

  it('reads the permissions of an AccountPermissionUpdateContract', () => {
    const key = (text: string, weight: number) =>
      field(7, message(field(1, address(text)), field(2, weight)));
    const owner = message(field(1, 0), field(3, 'owner'), field(4, 1), key(OWNER, 1));
    const active = message(
      field(1, 2),
      field(2, 2),
      field(3, 'active'),
      field(4, 2),
      field(6, new Uint8Array(32)),
      key(OWNER, 1),
      key(RECIPIENT, 1),
    );
    const update = message(field(1, address(OWNER)), field(2, owner), field(4, active));
    const tx = decodeTronTx(rawData(contract(46, 'AccountPermissionUpdateContract', update)));
    expect(tx.contract).toEqual([
      {
        type: 'AccountPermissionUpdateContract',
        permission_id: 0n,
        owner_address: OWNER,
        owner: {
          type: 'Owner',
          id: 0n,
          permission_name: 'owner',
          threshold: 1n,
          parent_id: 0n,
          keys: [{ address: OWNER, weight: 1n }],
        },
        actives: [
          {
            type: 'Active',
            id: 2n,
            permission_name: 'active',
            threshold: 2n,
            parent_id: 0n,
            keys: [
              { address: OWNER, weight: 1n },
              { address: RECIPIENT, weight: 1n },
            ],
          },
        ],
      },
    ]);
    const holds = (text: string) =>
      evaluateBool(parseExpression(text), { tron: { tx } }, 'condition');
    expect(() => holds("tron.tx.contract[0].witness.permission_name == 'w'")).toThrow(
      /sets no witness permission/,
    );
    expect(() => holds("tron.tx.contract[0].actives[0].operations == ''")).toThrow(
      /operations: the platform does not publish/,
    );
  });

  it('fills only type and permission_id of other contract types, and says so', () => {
    const withdraw = message(field(1, address(OWNER)));
    const tx = decodeTronTx(rawData(contract(13, 'WithdrawBalanceContract', withdraw)));
    expect(tx.contract).toEqual([{ type: 'WithdrawBalanceContract', permission_id: 0n }]);
    const holds = (text: string) =>
      evaluateBool(parseExpression(text), { tron: { tx } }, 'condition');
    expect(() => holds("tron.tx.contract[0].owner_address == ''")).toThrow(
      /owner_address: the sandbox decodes the fields of TransferContract, TriggerSmartContract, .* only; this contract is a WithdrawBalanceContract/,
    );
    expect(() => holds("tron.tx.data == ''")).toThrow(
      /data: the platform does not publish its format/,
    );
  });

  it('names what is wrong with bytes that are not Tron raw_data', () => {
    expect(() => decodeTronTx('0xzz')).toThrow(/not hexadecimal/);
    expect(() => decodeTronTx('')).toThrow(/empty/);
    // The stand-in raw_data of the signing test: its contract field claims 103 bytes it does not have.
    expect(() => decodeTronTx('0a020a2b2208e1b2c3d4e5f60718408090c1a5c8325a67')).toThrow(
      /raw_data ends inside a field/,
    );
    expect(() => decodeTronTx('0f')).toThrow(/wire type 7/);
    const mislabelled = contract(1, 'TriggerSmartContract', message(field(1, address(OWNER))));
    expect(() => decodeTronTx(rawData(mislabelled))).toThrow(
      /contract\[0\] is a TransferContract whose parameter is a type.googleapis.com\/protocol.TriggerSmartContract/,
    );
    const badAddress = contract(1, 'TransferContract', message(field(2, Uint8Array.of(1, 2, 3))));
    expect(() => decodeTronTx(rawData(badAddress))).toThrow(
      /contract\[0\].to_address is not a Tron address/,
    );
    expect(() => decodeTronTx(rawData(field(11, message(field(1, 7)))))).toThrow(
      /contract\[0\].type is not a Tron contract type/,
    );
  });
});
