/**
 * Smart-contract interfaces through `@turnkey/sdk-server`'s `apiClient()` and `TurnkeyClient`:
 * an ABI and an IDL uploaded, read, listed and deleted; malformed documents refused with 400
 * naming the field and the path inside the document; other organizations see nothing; and a
 * sign_transaction policy reading a token transfer's arguments through the uploaded ABI.
 */
import { encodeFunctionData, serializeTransaction, type Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import {
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  newServerClient,
  now,
  post,
  useSandbox,
} from './support';

const harness = useSandbox();

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: '_to', type: 'address' },
      { name: '_amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
]);

const IDL = JSON.stringify({
  instructions: [
    {
      name: 'initialize',
      accounts: [{ name: 'authority', isMut: false, isSigner: true }],
      args: [{ name: 'amount', type: 'u64' }],
    },
  ],
  types: [],
});

describe('smart-contract interfaces', () => {
  it('uploads an ABI and an IDL, reads, lists and deletes them', async () => {
    const { account, client } = await newServerClient(harness);
    const abi = await client.createSmartContractInterface({
      smartContractAddress: USDC,
      smartContractInterface: ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      label: 'USDC',
      notes: 'ERC-20',
    });
    const idl = await client.createSmartContractInterface({
      smartContractAddress: TOKEN_PROGRAM,
      smartContractInterface: IDL,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
      label: 'Token program',
    });
    const { smartContractInterface } = await client.getSmartContractInterface({
      organizationId: account.organizationId,
      smartContractInterfaceId: abi.smartContractInterfaceId,
    });
    expect(smartContractInterface).toMatchObject({
      organizationId: account.organizationId,
      smartContractAddress: USDC,
      smartContractInterface: ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      label: 'USDC',
      notes: 'ERC-20',
    });
    const listed = await account.client.getSmartContractInterfaces({
      organizationId: account.organizationId,
    });
    expect(listed.smartContractInterfaces.map((item) => item.smartContractInterfaceId)).toEqual([
      abi.smartContractInterfaceId,
      idl.smartContractInterfaceId,
    ]);
    expect(listed.smartContractInterfaces[1]?.notes).toBe('');

    await client.deleteSmartContractInterface({
      smartContractInterfaceId: abi.smartContractInterfaceId,
    });
    await expect(
      client.getSmartContractInterface({
        organizationId: account.organizationId,
        smartContractInterfaceId: abi.smartContractInterfaceId,
      }),
    ).rejects.toThrow(/No smart contract interface/);
  });

  it('refuses malformed documents and addresses with 400 naming the field and path', async () => {
    const account = await newOrganization(harness);
    const submit = (parameters: Record<string, string>) =>
      post(
        harness,
        '/public/v1/submit/create_smart_contract_interface',
        JSON.stringify({
          type: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
          timestampMs: now(),
          organizationId: account.organizationId,
          parameters: { label: 'Contract', ...parameters },
        }),
        { stamper: account.stamper },
      );
    const eth = { type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM', smartContractAddress: USDC };
    const sol = {
      type: 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
      smartContractAddress: TOKEN_PROGRAM,
    };
    const cases: [Record<string, string>, RegExp][] = [
      [
        { ...eth, smartContractInterface: '[{"type":' },
        /smartContractInterface: \(document\): not JSON/,
      ],
      [
        { ...eth, smartContractInterface: IDL },
        /smartContractInterface: \(document\): an Ethereum ABI is a JSON array/,
      ],
      [
        {
          ...eth,
          smartContractInterface: JSON.stringify([
            { type: 'function', name: 'f', inputs: [{ name: 'x', type: 'uint7' }] },
          ]),
        },
        /smartContractInterface: \[0\]\.inputs\[0\]\.type: "uint7" is not a Solidity ABI type/,
      ],
      [
        { ...sol, smartContractInterface: ABI },
        /smartContractInterface: \(document\): a Solana IDL is a JSON object/,
      ],
      [
        { ...sol, smartContractInterface: JSON.stringify({ instructions: [] }) },
        /smartContractInterface: types: expected an array/,
      ],
      [
        { ...eth, smartContractAddress: 'usdc', smartContractInterface: ABI },
        /smartContractAddress: expected an Ethereum address/,
      ],
      [
        { ...sol, smartContractAddress: USDC, smartContractInterface: IDL },
        /smartContractAddress: expected a Solana program id/,
      ],
      [{ ...eth, smartContractInterface: ABI, label: ' ' }, /label: must not be empty/],
      [
        { ...eth, smartContractInterface: ABI, type: 'SMART_CONTRACT_INTERFACE_TYPE_BITCOIN' },
        /parameters\.type/,
      ],
    ];
    for (const [parameters, reason] of cases) {
      const answer = await submit(parameters);
      expect(answer.status, String(reason)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(reason);
    }
    const { smartContractInterfaces } = await account.client.getSmartContractInterfaces({
      organizationId: account.organizationId,
    });
    expect(smartContractInterfaces).toEqual([]);
  });

  it('keeps interfaces to their organization; policies decide who may upload', async () => {
    const owner = await newServerClient(harness);
    const stranger = await newServerClient(harness);
    const { smartContractInterfaceId } = await owner.client.createSmartContractInterface({
      smartContractAddress: USDC,
      smartContractInterface: ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      label: 'USDC',
    });
    await expect(
      stranger.client.getSmartContractInterface({
        organizationId: stranger.account.organizationId,
        smartContractInterfaceId,
      }),
    ).rejects.toThrow(/No smart contract interface/);
    await expect(
      stranger.client.deleteSmartContractInterface({ smartContractInterfaceId }),
    ).rejects.toThrow(/No smart contract interface/);

    const uploader = await nonRootUserOf(harness, owner.account, 'uploader');
    const upload = () =>
      uploader.client.createSmartContractInterface({
        type: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
        timestampMs: now(),
        organizationId: owner.account.organizationId,
        parameters: {
          smartContractAddress: USDC,
          smartContractInterface: ABI,
          type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
          label: 'Again',
        },
      });
    expect((await failure(upload())).code).toBe(7);
    await serverClientOf(harness, owner.account).createPolicy({
      policyName: 'Uploader may add interfaces',
      effect: 'EFFECT_ALLOW',
      condition: "activity.resource == 'SMART_CONTRACT_INTERFACE' && activity.action == 'CREATE'",
      notes: '',
    });
    expect((await upload()).activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });
});

describe('policies reading calls through an uploaded ABI', () => {
  it("decides a token transfer on eth.tx.contract_call_args['_amount']", async () => {
    const root = await newOrganization(harness);
    const { address } = await createWalletIn(root, 'Treasury', [ETHEREUM_ACCOUNT]);
    const bot = await nonRootUserOf(harness, root, 'payouts');
    const server = serverClientOf(harness, root);
    const token = USDC.toLowerCase() as `0x${string}`;
    await server.createSmartContractInterface({
      smartContractAddress: USDC,
      smartContractInterface: ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      label: 'USDC',
    });
    await server.createPolicy({
      policyName: 'Payouts of at most 1000 units through transfer',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.any(user, user.id == '${bot.userId}')`,
      condition: `eth.tx.to == '${token}' && eth.tx.function_name == 'transfer' && eth.tx.contract_call_args['_amount'] <= 1000`,
      notes: '',
    });
    const recipient = '0x1111111111111111111111111111111111111111';
    const sign = (to: `0x${string}`, amount: bigint) =>
      bot.client.signTransaction({
        type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: {
          signWith: address,
          type: 'TRANSACTION_TYPE_ETHEREUM',
          unsignedTransaction: serializeTransaction({
            chainId: 1,
            nonce: 0,
            to,
            value: 0n,
            gas: 60000n,
            maxFeePerGas: 2_000_000_000n,
            maxPriorityFeePerGas: 1_000_000_000n,
            data: encodeFunctionData({
              abi: JSON.parse(ABI) as Abi,
              functionName: 'transfer',
              args: [recipient, amount],
            }),
          }),
        },
      });

    expect((await sign(token, 500n)).activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect((await failure(sign(token, 5000n))).message).toMatch(/OUTCOME_DENY_IMPLICIT/);

    // A policy on the arguments of a contract with no uploaded ABI cannot be evaluated.
    await server.createPolicy({
      policyName: 'Reads the arguments of any call',
      effect: 'EFFECT_DENY',
      condition: "eth.tx.contract_call_args['_amount'] > 1000000",
      notes: '',
    });
    const other = '0x2222222222222222222222222222222222222222';
    expect((await failure(sign(other, 1n))).message).toMatch(
      /no smart contract interface \(ABI\) is uploaded for 0x2222/,
    );
  });
});
