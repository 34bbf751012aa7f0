/**
 * Transaction sending and gas: the platform builds, signs and broadcasts a transaction for you
 * (eth_send_transaction, sol_send_transaction, eth_undelegate_7702) or broadcasts one you signed
 * (eth_send_raw_transaction), then reports its status, the account's nonces, balances and
 * history, the assets it knows, and the gas sponsorship budget.
 *
 * Networks are CAIP-2 chain ids. The client lists a different set of networks for almost every
 * operation, so each set below is kept as the client has it, in its order.
 */
import * as z from 'zod';
import {
  ETH_SEND_TRANSACTION_HASH,
  ETH_SEND_TRANSACTION_STATUS_ID,
  ETH_UNDELEGATE_STATUS_ID,
  ETHEREUM_ADDRESS,
  ETHEREUM_RAW_TRANSACTION_HASH,
  ORGANIZATION_ID,
  SOL_SEND_TRANSACTION_STATUS_ID,
  SOLANA_ADDRESS,
  SOLANA_RECENT_BLOCKHASH,
  SOLANA_TRANSACTION_SIGNATURE,
  UNSIGNED_SOLANA_TRANSACTION,
} from '../examples/ids';
import { PaginationSchema } from './common';
import { PageInfoSchema } from './page-info';
import { TxErrorSchema } from './tx-errors';
import { bool, id, int32, organizationIdField, text, uint64 } from './fields';

const EVM_SEND_NETWORKS = [
  'eip155:1',
  'eip155:11155111',
  'eip155:8453',
  'eip155:84532',
  'eip155:137',
  'eip155:80002',
  'eip155:56',
  'eip155:97',
  'eip155:10',
  'eip155:11155420',
  'eip155:143',
  'eip155:10143',
  'eip155:42161',
  'eip155:4217',
  'eip155:42431',
  'eip155:421614',
  'eip155:4663',
  'eip155:46630',
  'eip155:5042',
  'eip155:5042002',
] as const;
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

const network = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  description: string,
  example: Values[number],
) => z.enum(values).meta({ description, examples: [example] });

const evmSendNetwork = () =>
  network(
    EVM_SEND_NETWORKS,
    'The EVM network, as a CAIP-2 chain id (`eip155:` and the chain number).',
    'eip155:1',
  );

/** Networks of eth_undelegate_7702: those of the send operations except chains 4217 and 42431. */
const UNDELEGATE_NETWORKS = EVM_SEND_NETWORKS.filter(
  (value) => value !== 'eip155:4217' && value !== 'eip155:42431',
) as unknown as readonly [string, ...string[]]; // filter loses the tuple type; the list is non-empty

const EVM_HISTORY_NETWORKS = [
  'eip155:1',
  'eip155:11155111',
  'eip155:8453',
  'eip155:84532',
  'eip155:137',
  'eip155:80002',
  'eip155:42161',
  'eip155:4217',
  'eip155:42431',
  'eip155:421614',
  'eip155:56',
  'eip155:97',
  'eip155:4663',
  'eip155:46630',
  'eip155:5042',
  'eip155:5042002',
] as const;

const ASSET_NETWORKS = [...EVM_SEND_NETWORKS, SOLANA_MAINNET, SOLANA_DEVNET] as const;

const SOLANA_HISTORY_NETWORKS = [
  SOLANA_MAINNET,
  SOLANA_DEVNET,
  'solana:mainnet',
  'solana:devnet',
] as const;

const SOLANA_SEND_NETWORKS = [
  'solana:mainnet',
  SOLANA_MAINNET,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  'solana:devnet',
  SOLANA_DEVNET,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
] as const;

const sendTransactionStatusId = (example: string) =>
  id('Pass it to get_send_transaction_status to follow the transaction.', example);

const weiPerGas = (what: string) =>
  text(`${what}, in wei per unit of gas, as a decimal string. Estimated when absent.`).optional();

const outerNonce = text(
  'Nonce of the transaction the platform broadcasts, as a decimal string. Read from the chain when absent.',
).optional();

// --- Submissions -----------------------------------------------------------------------------

export const EthCallParamsSchema = z
  .object({
    to: text('Address the call goes to: a contract, or a plain account for a transfer (0x hex).'),
    value: text('Ether to send with the call, in wei, as a decimal string.').optional(),
    data: text('Calldata as 0x hex; absent for a plain transfer.').optional(),
  })
  .meta({ id: 'EthCallParams', description: 'One call inside an eth_send_transaction.' });
export type EthCallParams = z.infer<typeof EthCallParamsSchema>;

export const EthSendTransactionIntentV2Schema = z
  .object({
    from: text(
      'The wallet account or private key address that signs (0x hex); a private key id is not accepted.',
      ETHEREUM_ADDRESS,
    ),
    caip2: evmSendNetwork(),
    sponsor: bool(
      "Let the platform's Gas Station pay the gas. Off or absent: the `from` account pays.",
    ).optional(),
    nonce: outerNonce,
    gasLimit: text(
      'Gas limit of the broadcast transaction, as a decimal string. Estimated when absent.',
    ).optional(),
    maxFeePerGas: weiPerGas('Highest total fee (base fee plus tip)'),
    maxPriorityFeePerGas: weiPerGas('Highest tip to the block producer'),
    deadline: text(
      'For a sponsored send: the Unix time in seconds after which the signed batch may no longer execute.',
    ).optional(),
    gasStationNonce: text(
      'Nonce of the delegate contract that executes a batch (sponsored sends and several-call sends), as a decimal string. Read with get_nonces, or leave it out and the platform fetches it.',
    ).optional(),
    calls: z.array(EthCallParamsSchema).meta({
      description:
        'The calls to make, executed in this order; 1 to 50. One unsponsored call is an ordinary EIP-1559 transaction; more than one runs as an EIP-7702 batch through the Gas Station.',
    }),
  })
  .meta({ id: 'EthSendTransactionIntentV2', description: 'Parameters of eth_send_transaction.' });
export type EthSendTransactionIntentV2 = z.infer<typeof EthSendTransactionIntentV2Schema>;

export const EthSendTransactionResultV2Schema = z
  .object({ sendTransactionStatusId: sendTransactionStatusId(ETH_SEND_TRANSACTION_STATUS_ID) })
  .meta({ id: 'EthSendTransactionResultV2', description: 'Result of eth_send_transaction.' });
export type EthSendTransactionResultV2 = z.infer<typeof EthSendTransactionResultV2Schema>;

export const EthUndelegate7702IntentSchema = z
  .object({
    from: text(
      'The wallet account or private key address whose EIP-7702 delegation ends (0x hex); a private key id is not accepted.',
      ETHEREUM_ADDRESS,
    ),
    caip2: network(
      UNDELEGATE_NETWORKS,
      'The EVM network, as a CAIP-2 chain id. Chains 4217 and 42431 are not offered here.',
      'eip155:1',
    ),
    nonce: outerNonce,
    gasLimit: text(
      'Gas limit, as a decimal string. The platform uses its fixed limit for undelegation when absent.',
    ).optional(),
    maxFeePerGas: weiPerGas('Highest total fee (base fee plus tip)'),
    maxPriorityFeePerGas: weiPerGas('Highest tip to the block producer'),
  })
  .meta({ id: 'EthUndelegate7702Intent', description: 'Parameters of eth_undelegate_7702.' });
export type EthUndelegate7702Intent = z.infer<typeof EthUndelegate7702IntentSchema>;

export const EthUndelegate7702ResultSchema = z
  .object({ sendTransactionStatusId: sendTransactionStatusId(ETH_UNDELEGATE_STATUS_ID) })
  .meta({ id: 'EthUndelegate7702Result', description: 'Result of eth_undelegate_7702.' });
export type EthUndelegate7702Result = z.infer<typeof EthUndelegate7702ResultSchema>;

export const EthSendRawTransactionIntentSchema = z
  .object({
    signedTransaction: text(
      'The complete signed transaction, RLP-encoded hex, for example the output of sign_transaction.',
    ),
    caip2: evmSendNetwork(),
  })
  .meta({
    id: 'EthSendRawTransactionIntent',
    description: 'Parameters of eth_send_raw_transaction.',
  });
export type EthSendRawTransactionIntent = z.infer<typeof EthSendRawTransactionIntentSchema>;

export const EthSendRawTransactionResultSchema = z
  .object({
    transactionHash: text(
      'Hash of the broadcast transaction (0x hex).',
      ETHEREUM_RAW_TRANSACTION_HASH,
    ),
  })
  .meta({
    id: 'EthSendRawTransactionResult',
    description:
      'Output of eth_send_raw_transaction in the activity. `@turnkey/sdk-server` 8.2.1 has no method for the operation, so no client reads it.',
  });
export type EthSendRawTransactionResult = z.infer<typeof EthSendRawTransactionResultSchema>;

export const SolSendTransactionIntentV2Schema = z
  .object({
    unsignedTransaction: text(
      'The serialized transaction in hex, signature slots included and left as zeros. Legacy and v0 transactions may be 1232 bytes; v1 may be 4096 bytes with up to 12 signature slots of 64 bytes at the end (the paymaster takes one when sponsored).',
      UNSIGNED_SOLANA_TRANSACTION,
    ),
    signWiths: z.array(z.string()).meta({
      description:
        'Addresses (base58) the platform signs with, in the order the transaction lists its signers: 1 to 16 for legacy and v0, at most 12 for v1 (11 when sponsored). A sponsored transaction must name all of its required signers.',
      examples: [[SOLANA_ADDRESS]],
    }),
    sponsor: bool("Let the platform's Gas Station pay the fee.").optional(),
    caip2: network(
      SOLANA_SEND_NETWORKS,
      'The Solana cluster, as a CAIP-2 id; `solana:mainnet` and `solana:devnet` are accepted as short forms.',
      SOLANA_MAINNET,
    ),
    recentBlockhash: text(
      'A blockhash you choose, used unchanged; the transaction can only land while it is recent. Absent on a sponsored send: the platform fetches a fresh one.',
      SOLANA_RECENT_BLOCKHASH,
    ).optional(),
  })
  .meta({ id: 'SolSendTransactionIntentV2', description: 'Parameters of sol_send_transaction.' });
export type SolSendTransactionIntentV2 = z.infer<typeof SolSendTransactionIntentV2Schema>;

export const SolSendTransactionResultV2Schema = z
  .object({ sendTransactionStatusId: sendTransactionStatusId(SOL_SEND_TRANSACTION_STATUS_ID) })
  .meta({ id: 'SolSendTransactionResultV2', description: 'Result of sol_send_transaction.' });
export type SolSendTransactionResultV2 = z.infer<typeof SolSendTransactionResultV2Schema>;

// --- Status of a sent transaction ------------------------------------------------------------

export const GetSendTransactionStatusRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    sendTransactionStatusId: id(
      'The id a send submission returned.',
      ETH_SEND_TRANSACTION_STATUS_ID,
    ),
  })
  .meta({
    id: 'GetSendTransactionStatusRequest',
    description: 'Request body of get_send_transaction_status.',
  });
export type GetSendTransactionStatusRequest = z.infer<typeof GetSendTransactionStatusRequestSchema>;

export const EthSendTransactionStatusSchema = z
  .object({
    txHash: text('Transaction hash (0x hex), once known.', ETH_SEND_TRANSACTION_HASH).optional(),
  })
  .meta({ id: 'EthSendTransactionStatus', description: 'EVM details of a sent transaction.' });
export type EthSendTransactionStatus = z.infer<typeof EthSendTransactionStatusSchema>;

export const SolanaSendTransactionStatusSchema = z
  .object({
    signature: text(
      'Transaction signature (base58), once known.',
      SOLANA_TRANSACTION_SIGNATURE,
    ).optional(),
  })
  .meta({
    id: 'SolanaSendTransactionStatus',
    description: 'Solana details of a sent transaction.',
  });
export type SolanaSendTransactionStatus = z.infer<typeof SolanaSendTransactionStatusSchema>;

export const GetSendTransactionStatusResponseSchema = z
  .object({
    txStatus: text(
      'Where the transaction stands, as a string. The SDK treats `INCLUDED` and `COMPLETED` as done and `FAILED` and `CANCELLED` as final failures; any other value means it is still in progress.',
      'INCLUDED',
    ),
    eth: EthSendTransactionStatusSchema.optional(),
    solana: SolanaSendTransactionStatusSchema.optional(),
    txError: text('The broadcast or confirmation error as one string.').optional(),
    error: TxErrorSchema.optional(),
  })
  .meta({
    id: 'GetSendTransactionStatusResponse',
    description: 'Response of get_send_transaction_status.',
  });
export type GetSendTransactionStatusResponse = z.infer<
  typeof GetSendTransactionStatusResponseSchema
>;

// --- Nonces and gas budget -------------------------------------------------------------------

export const GetNoncesRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    address: text('The EVM account (0x hex).', ETHEREUM_ADDRESS),
    caip2: evmSendNetwork(),
    nonce: bool("Return the account's own transaction nonce.").optional(),
    gasStationNonce: bool(
      'Return the nonce of the Gas Station delegate contract for this account, which sponsored and batched sends use.',
    ).optional(),
  })
  .meta({ id: 'GetNoncesRequest', description: 'Request body of get_nonces.' });
export type GetNoncesRequest = z.infer<typeof GetNoncesRequestSchema>;

export const GetNoncesResponseSchema = z
  .object({
    nonce: uint64('The next transaction nonce of the account; set when asked for.', '8').optional(),
    gasStationNonce: uint64(
      'The next delegate-contract nonce; set when asked for.',
      '3',
    ).optional(),
  })
  .meta({ id: 'GetNoncesResponse', description: 'Response of get_nonces.' });
export type GetNoncesResponse = z.infer<typeof GetNoncesResponseSchema>;

export const GetGasUsageRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({ id: 'GetGasUsageRequest', description: 'Request body of get_gas_usage.' });
export type GetGasUsageRequest = z.infer<typeof GetGasUsageRequestSchema>;

export const GetGasUsageResponseSchema = z
  .object({
    windowDurationMinutes: int32('Length of the rolling window, in minutes.', 1440),
    windowLimitUsd: text('Most the Gas Station will spend in one window, in US dollars.', '5.00'),
    usageUsd: text(
      'Spent on sponsored transactions during the current window, in US dollars.',
      '0.42',
    ),
  })
  .meta({ id: 'GetGasUsageResponse', description: 'Response of get_gas_usage.' });
export type GetGasUsageResponse = z.infer<typeof GetGasUsageResponseSchema>;

// --- Balances and assets ---------------------------------------------------------------------

const assetNetwork = () =>
  network(
    ASSET_NETWORKS,
    'The network, as a CAIP-2 id: an EVM chain or Solana mainnet or devnet.',
    'eip155:1',
  );
const caip19 = text('The asset, as a CAIP-19 id (network, then token).', 'eip155:1/slip44:60');
const decimals = int32('How many decimal places the smallest unit has.', 18);
const forDisplay =
  'Rounded for display only; compute with the exact amount in atomic units instead.';

export const AssetBalanceDisplaySchema = z
  .object({
    usd: text(`Value in US dollars. ${forDisplay}`).optional(),
    crypto: text(`Amount in whole tokens. ${forDisplay}`).optional(),
  })
  .meta({ id: 'AssetBalanceDisplay', description: 'A balance in readable units.' });
export type AssetBalanceDisplay = z.infer<typeof AssetBalanceDisplaySchema>;

export const AssetBalanceSchema = z
  .object({
    caip19: caip19.optional(),
    symbol: text('Ticker symbol.', 'ETH').optional(),
    balance: text(
      'The exact balance in the smallest unit (wei, lamports), as a decimal string.',
    ).optional(),
    decimals: decimals.optional(),
    display: AssetBalanceDisplaySchema.optional(),
    name: text('Asset name.', 'Ether').optional(),
    tokenProgram: text(
      'For a Solana token: the program that owns its mint (SPL Token or Token-2022). Empty for SOL and on EVM chains.',
    ).optional(),
  })
  .meta({ id: 'AssetBalance', description: 'How much of one asset an address holds.' });
export type AssetBalance = z.infer<typeof AssetBalanceSchema>;

export const GetWalletAddressBalancesRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    address: text(
      'An address of a wallet account; addresses of standalone private keys are refused.',
      ETHEREUM_ADDRESS,
    ),
    caip2: assetNetwork(),
  })
  .meta({
    id: 'GetWalletAddressBalancesRequest',
    description: 'Request body of get_wallet_address_balances.',
  });
export type GetWalletAddressBalancesRequest = z.infer<typeof GetWalletAddressBalancesRequestSchema>;

export const GetWalletAddressBalancesResponseSchema = z
  .object({
    balances: z.array(AssetBalanceSchema).optional().meta({
      description: 'One entry per supported asset the address holds; zero balances are left out.',
    }),
  })
  .meta({
    id: 'GetWalletAddressBalancesResponse',
    description: 'Response of get_wallet_address_balances.',
  });
export type GetWalletAddressBalancesResponse = z.infer<
  typeof GetWalletAddressBalancesResponseSchema
>;

export const AssetMetadataSchema = z
  .object({
    caip19: caip19.optional(),
    symbol: text('Ticker symbol.', 'USDC').optional(),
    decimals: decimals.optional(),
    logoUrl: text('Address of an image of the asset’s logo.').optional(),
    name: text('Asset name.', 'USD Coin').optional(),
    stable: bool(
      "True for assets on the platform's stablecoin list, which sets swap fees between stablecoins.",
    ).optional(),
    earnProviders: z
      .array(z.enum(['EARN_PROVIDER_MORPHO', 'EARN_PROVIDER_AAVE']))
      .optional()
      .meta({
        description:
          'Yield providers with Earn vaults in this asset; empty when Earn does not offer it.',
      }),
  })
  .meta({ id: 'AssetMetadata', description: 'An asset the platform supports on a network.' });
export type AssetMetadata = z.infer<typeof AssetMetadataSchema>;

export const ListSupportedAssetsRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID), caip2: assetNetwork() })
  .meta({
    id: 'ListSupportedAssetsRequest',
    description: 'Request body of list_supported_assets.',
  });
export type ListSupportedAssetsRequest = z.infer<typeof ListSupportedAssetsRequestSchema>;

export const ListSupportedAssetsResponseSchema = z
  .object({
    assets: z
      .array(AssetMetadataSchema)
      .optional()
      .meta({ description: 'The assets supported on the network.' }),
  })
  .meta({ id: 'ListSupportedAssetsResponse', description: 'Response of list_supported_assets.' });
export type ListSupportedAssetsResponse = z.infer<typeof ListSupportedAssetsResponseSchema>;

// --- Transaction history ---------------------------------------------------------------------

export const TransactionHistoryBlockSchema = z
  .object({
    number: text('Block number (a slot on Solana), as a decimal string.'),
    hash: text('Block hash.'),
    timestamp: text('When the block was produced, RFC 3339.'),
  })
  .meta({ id: 'TransactionHistoryBlock', description: 'The block that holds a transaction.' });
export type TransactionHistoryBlock = z.infer<typeof TransactionHistoryBlockSchema>;

export const TransactionHistoryFeeSchema = z
  .object({
    amount: text('Fee paid, in the smallest unit of the fee asset.'),
    caip19: text('The fee asset, as a CAIP-19 id.'),
  })
  .meta({ id: 'TransactionHistoryFee', description: 'The network fee of a transaction.' });
export type TransactionHistoryFee = z.infer<typeof TransactionHistoryFeeSchema>;

export const TransactionHistoryAssetSchema = z
  .object({
    caip19: text('The asset, as a CAIP-19 id.'),
    symbol: text('Ticker symbol.'),
    name: text('Asset name.'),
    decimals: int32('How many decimal places the smallest unit has.', 18),
  })
  .meta({ id: 'TransactionHistoryAsset', description: 'The asset a transfer moved.' });
export type TransactionHistoryAsset = z.infer<typeof TransactionHistoryAssetSchema>;

export const TransactionHistoryDisplaySchema = z
  .object({
    crypto: text(`Amount in whole tokens. ${forDisplay}`).optional(),
    usd: text(`Value in US dollars. ${forDisplay}`).optional(),
  })
  .meta({ id: 'TransactionHistoryDisplay', description: 'A transfer in readable units.' });
export type TransactionHistoryDisplay = z.infer<typeof TransactionHistoryDisplaySchema>;

export const TransactionHistoryTransferSchema = z
  .object({
    direction: z.enum(['IN', 'OUT']).meta({
      description: '`IN` when value reached the queried address, `OUT` when it left it.',
    }),
    asset: TransactionHistoryAssetSchema.optional(),
    amount: text('Amount moved, in the smallest unit of the asset.'),
    counterparty: text('The other address of the transfer.'),
    display: TransactionHistoryDisplaySchema.optional(),
  })
  .meta({
    id: 'TransactionHistoryTransfer',
    description: 'One movement of value in a transaction; `asset` is absent when unknown.',
  });
export type TransactionHistoryTransfer = z.infer<typeof TransactionHistoryTransferSchema>;

export const TransactionHistoryTurnkeySchema = z
  .object({
    sponsored: bool('True when the Gas Station paid the fee.'),
    activityFingerprint: text('Fingerprint of the activity that sent it.').optional(),
    submittedAt: text('When the platform broadcast it, RFC 3339.').optional(),
  })
  .meta({
    id: 'TransactionHistoryTurnkey',
    description: 'Present on transactions the platform broadcast for you.',
  });
export type TransactionHistoryTurnkey = z.infer<typeof TransactionHistoryTurnkeySchema>;

const confirmation = z.enum(['CONFIRMED', 'FINALIZED']).meta({
  description: '`CONFIRMED` once in a block, `FINALIZED` once the chain treats it as final.',
});
const origin = text('Who sent the transaction; `TURNKEY` when the platform broadcast it.');
const executionFailed = bool(
  'True when the transaction landed but failed on chain; absent when that is not known.',
).optional();

/** The request and response of a transaction-history query: one chain family, one network. */
function historySchemas<Item extends z.ZodType, Network extends z.ZodType>(
  family: 'Eth' | 'Sol',
  network: Network,
  item: Item,
  example: string,
) {
  const operation = `list_${family.toLowerCase()}_transaction_history`;
  const request = z
    .object({
      organizationId: organizationIdField(ORGANIZATION_ID),
      address: text(
        'An address of a wallet account; addresses of standalone private keys are refused.',
        example,
      ),
      caip2: network,
      paginationOptions: PaginationSchema.optional().meta({
        description:
          'Page size and cursors. A cursor only works for the same address and network it came from.',
      }),
    })
    .meta({
      id: `List${family}TransactionHistoryRequest`,
      description: `Request body of ${operation}.`,
    });
  const response = z
    .object({
      transactions: z.array(item).meta({ description: 'Newest first.' }),
      pageInfo: PageInfoSchema.optional(),
    })
    .meta({
      id: `List${family}TransactionHistoryResponse`,
      description: `Response of ${operation}.`,
    });
  return { request, response };
}

export const EthTransactionHistoryItemSchema = z
  .object({
    transactionHash: text('Transaction hash (0x hex).'),
    block: TransactionHistoryBlockSchema,
    status: confirmation,
    origin,
    from: text('Sender (0x hex).'),
    to: text(
      'The `to` of the transaction: the contract called or the recipient; absent for a contract deployment. Who received value is in `transfers`.',
    ).optional(),
    fee: TransactionHistoryFeeSchema,
    transfers: z.array(TransactionHistoryTransferSchema),
    turnkey: TransactionHistoryTurnkeySchema.optional(),
    executionFailed,
  })
  .meta({ id: 'EthTransactionHistoryItem', description: 'One EVM transaction of the address.' });
export type EthTransactionHistoryItem = z.infer<typeof EthTransactionHistoryItemSchema>;

const ethHistory = historySchemas(
  'Eth',
  network(
    EVM_HISTORY_NETWORKS,
    'The EVM network, as a CAIP-2 chain id. History covers fewer chains than sending.',
    'eip155:1',
  ),
  EthTransactionHistoryItemSchema,
  ETHEREUM_ADDRESS,
);
export const ListEthTransactionHistoryRequestSchema = ethHistory.request;
export type ListEthTransactionHistoryRequest = z.infer<
  typeof ListEthTransactionHistoryRequestSchema
>;
export const ListEthTransactionHistoryResponseSchema = ethHistory.response;
export type ListEthTransactionHistoryResponse = z.infer<
  typeof ListEthTransactionHistoryResponseSchema
>;

export const SolTransactionHistorySignerSchema = z
  .object({
    address: text('Signer address (base58).'),
    writable: bool('True when the transaction could change this account.'),
  })
  .meta({ id: 'SolTransactionHistorySigner', description: 'One signer of a Solana transaction.' });
export type SolTransactionHistorySigner = z.infer<typeof SolTransactionHistorySignerSchema>;

export const SolTransactionHistoryItemSchema = z
  .object({
    signature: text('Transaction signature (base58).'),
    block: TransactionHistoryBlockSchema,
    status: confirmation,
    origin,
    feePayer: text('The account that paid the fee: the first signer.'),
    signers: z
      .array(SolTransactionHistorySignerSchema)
      .meta({ description: 'Every signer, in the order the message lists them.' }),
    fee: TransactionHistoryFeeSchema,
    transfers: z.array(TransactionHistoryTransferSchema),
    turnkey: TransactionHistoryTurnkeySchema.optional(),
    executionFailed,
  })
  .meta({ id: 'SolTransactionHistoryItem', description: 'One Solana transaction of the address.' });
export type SolTransactionHistoryItem = z.infer<typeof SolTransactionHistoryItemSchema>;

const solHistory = historySchemas(
  'Sol',
  network(
    SOLANA_HISTORY_NETWORKS,
    'The Solana cluster, as a CAIP-2 id; `solana:mainnet` and `solana:devnet` are accepted as short forms.',
    SOLANA_MAINNET,
  ),
  SolTransactionHistoryItemSchema,
  SOLANA_ADDRESS,
);
export const ListSolTransactionHistoryRequestSchema = solHistory.request;
export type ListSolTransactionHistoryRequest = z.infer<
  typeof ListSolTransactionHistoryRequestSchema
>;
export const ListSolTransactionHistoryResponseSchema = solHistory.response;
export type ListSolTransactionHistoryResponse = z.infer<
  typeof ListSolTransactionHistoryResponseSchema
>;
