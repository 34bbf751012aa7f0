/**
 * Fiat on-ramp: store the organization's keys for an on-ramp provider (Coinbase or MoonPay),
 * open a purchase of crypto with a card or bank transfer into a wallet address, and read the
 * purchase's status.
 */
import * as z from 'zod';
import {
  END_USER_ETHEREUM_ADDRESS,
  FIAT_ON_RAMP_CREDENTIAL_ID,
  FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY,
  FIAT_ON_RAMP_PUBLISHABLE_KEY,
  ON_RAMP_TRANSACTION_ID,
  ON_RAMP_URL,
  ON_RAMP_URL_FOR_SIGNATURE,
  ON_RAMP_URL_SIGNATURE,
  ORGANIZATION_ID,
  SUB_ORGANIZATION_ID,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { bool, id, organizationIdField, text } from './fields';

export const FiatOnRampProviderSchema = z
  .enum(['FIAT_ON_RAMP_PROVIDER_COINBASE', 'FIAT_ON_RAMP_PROVIDER_MOONPAY'])
  .meta({ id: 'FiatOnRampProvider', description: 'The on-ramp provider.' });
export type FiatOnRampProvider = z.infer<typeof FiatOnRampProviderSchema>;

export const FiatOnRampBlockchainNetworkSchema = z
  .enum([
    'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_BITCOIN',
    'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_ETHEREUM',
    'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_SOLANA',
    'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_BASE',
  ])
  .meta({
    id: 'FiatOnRampBlockchainNetwork',
    description: 'The chain the purchased crypto is delivered on.',
  });

export const FiatOnRampCryptoCurrencySchema = z
  .enum([
    'FIAT_ON_RAMP_CRYPTO_CURRENCY_BTC',
    'FIAT_ON_RAMP_CRYPTO_CURRENCY_ETH',
    'FIAT_ON_RAMP_CRYPTO_CURRENCY_SOL',
    'FIAT_ON_RAMP_CRYPTO_CURRENCY_USDC',
  ])
  .meta({ id: 'FiatOnRampCryptoCurrency', description: 'The crypto asset being bought.' });

const FIAT_CURRENCIES = [
  'AUD',
  'BGN',
  'BRL',
  'CAD',
  'CHF',
  'COP',
  'CZK',
  'DKK',
  'DOP',
  'EGP',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'ILS',
  'JOD',
  'KES',
  'KWD',
  'LKR',
  'MXN',
  'NGN',
  'NOK',
  'NZD',
  'OMR',
  'PEN',
  'PLN',
  'RON',
  'SEK',
  'THB',
  'TRY',
  'TWD',
  'USD',
  'VND',
  'ZAR',
] as const;

export const FiatOnRampCurrencySchema = z
  .enum(FIAT_CURRENCIES.map((code) => `FIAT_ON_RAMP_CURRENCY_${code}` as const))
  .meta({
    id: 'FiatOnRampCurrency',
    description: 'The currency the buyer pays in (the ISO 4217 code after the prefix).',
  });

export const FiatOnRampPaymentMethodSchema = z
  .enum([
    'FIAT_ON_RAMP_PAYMENT_METHOD_CREDIT_DEBIT_CARD',
    'FIAT_ON_RAMP_PAYMENT_METHOD_APPLE_PAY',
    'FIAT_ON_RAMP_PAYMENT_METHOD_GBP_BANK_TRANSFER',
    'FIAT_ON_RAMP_PAYMENT_METHOD_GBP_OPEN_BANKING_PAYMENT',
    'FIAT_ON_RAMP_PAYMENT_METHOD_GOOGLE_PAY',
    'FIAT_ON_RAMP_PAYMENT_METHOD_SEPA_BANK_TRANSFER',
    'FIAT_ON_RAMP_PAYMENT_METHOD_PIX_INSTANT_PAYMENT',
    'FIAT_ON_RAMP_PAYMENT_METHOD_PAYPAL',
    'FIAT_ON_RAMP_PAYMENT_METHOD_VENMO',
    'FIAT_ON_RAMP_PAYMENT_METHOD_MOONPAY_BALANCE',
    'FIAT_ON_RAMP_PAYMENT_METHOD_CRYPTO_ACCOUNT',
    'FIAT_ON_RAMP_PAYMENT_METHOD_FIAT_WALLET',
    'FIAT_ON_RAMP_PAYMENT_METHOD_ACH_BANK_ACCOUNT',
  ])
  .meta({
    id: 'FiatOnRampPaymentMethod',
    description: 'How the buyer pays. The provider must offer the method.',
  });

const credentialId = (description: string) => id(description, FIAT_ON_RAMP_CREDENTIAL_ID);

/** The provider keys, as create and update send them and the stored credential shows them. */
const providerKeys = {
  onrampProvider: FiatOnRampProviderSchema,
  projectId: text(
    'The project id the provider issued, for providers that need one besides the keys (Coinbase does).',
  ).optional(),
  publishableApiKey: text(
    'The provider’s public (publishable) key, sent in the clear.',
    FIAT_ON_RAMP_PUBLISHABLE_KEY,
  ),
  encryptedSecretApiKey: text(
    'The provider’s secret key, encrypted to the platform’s on-ramp encryption key so only the platform can read it.',
    FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY,
  ),
  encryptedPrivateApiKey: text(
    'For providers that issue a private key too (Coinbase does): that key, encrypted the same way.',
  ).optional(),
};

const sandboxCredential = bool(
  'The keys belong to the provider’s test environment, where no real money moves.',
).optional();

export const FiatOnRampCredentialSchema = z
  .object({
    fiatOnrampCredentialId: credentialId('Identifies the credential.'),
    organizationId: id('The organization the credential belongs to.', ORGANIZATION_ID),
    ...providerKeys,
    sandboxMode: sandboxCredential,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'FiatOnRampCredential',
    description: 'A stored on-ramp provider credential. Secret keys stay encrypted.',
  });
export type FiatOnRampCredential = z.infer<typeof FiatOnRampCredentialSchema>;

export const CreateFiatOnRampCredentialIntentSchema = z
  .object({ ...providerKeys, sandboxMode: sandboxCredential })
  .meta({
    id: 'CreateFiatOnRampCredentialIntent',
    description: 'Parameters of create_fiat_on_ramp_credential.',
  });
export type CreateFiatOnRampCredentialIntent = z.infer<
  typeof CreateFiatOnRampCredentialIntentSchema
>;

/** The three submissions answer with the id of the credential they touched. */
function credentialResult(schemaId: string, operation: string, description: string) {
  return z
    .object({ fiatOnRampCredentialId: credentialId(description) })
    .meta({ id: schemaId, description: `Result of ${operation}.` });
}

export const CreateFiatOnRampCredentialResultSchema = credentialResult(
  'CreateFiatOnRampCredentialResult',
  'create_fiat_on_ramp_credential',
  'The new credential.',
);
export type CreateFiatOnRampCredentialResult = z.infer<
  typeof CreateFiatOnRampCredentialResultSchema
>;

export const UpdateFiatOnRampCredentialIntentSchema = z
  .object({
    fiatOnrampCredentialId: credentialId('The credential to replace the keys of.'),
    ...providerKeys,
  })
  .meta({
    id: 'UpdateFiatOnRampCredentialIntent',
    description: 'Parameters of update_fiat_on_ramp_credential.',
  });
export type UpdateFiatOnRampCredentialIntent = z.infer<
  typeof UpdateFiatOnRampCredentialIntentSchema
>;

export const UpdateFiatOnRampCredentialResultSchema = credentialResult(
  'UpdateFiatOnRampCredentialResult',
  'update_fiat_on_ramp_credential',
  'The credential updated.',
);
export type UpdateFiatOnRampCredentialResult = z.infer<
  typeof UpdateFiatOnRampCredentialResultSchema
>;

export const DeleteFiatOnRampCredentialIntentSchema = z
  .object({ fiatOnrampCredentialId: credentialId('The credential to delete.') })
  .meta({
    id: 'DeleteFiatOnRampCredentialIntent',
    description: 'Parameters of delete_fiat_on_ramp_credential.',
  });
export type DeleteFiatOnRampCredentialIntent = z.infer<
  typeof DeleteFiatOnRampCredentialIntentSchema
>;

export const DeleteFiatOnRampCredentialResultSchema = credentialResult(
  'DeleteFiatOnRampCredentialResult',
  'delete_fiat_on_ramp_credential',
  'The credential deleted.',
);
export type DeleteFiatOnRampCredentialResult = z.infer<
  typeof DeleteFiatOnRampCredentialResultSchema
>;

export const ListFiatOnRampCredentialsRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({
    id: 'ListFiatOnRampCredentialsRequest',
    description: 'Request body of list_fiat_on_ramp_credentials.',
  });
export type ListFiatOnRampCredentialsRequest = z.infer<
  typeof ListFiatOnRampCredentialsRequestSchema
>;
export const ListFiatOnRampCredentialsResponseSchema = z
  .object({ fiatOnRampCredentials: z.array(FiatOnRampCredentialSchema) })
  .meta({
    id: 'ListFiatOnRampCredentialsResponse',
    description: 'Response of list_fiat_on_ramp_credentials.',
  });
export type ListFiatOnRampCredentialsResponse = z.infer<
  typeof ListFiatOnRampCredentialsResponseSchema
>;

export const InitFiatOnRampIntentSchema = z
  .object({
    onrampProvider: FiatOnRampProviderSchema,
    walletAddress: text('The address that receives the crypto.', END_USER_ETHEREUM_ADDRESS),
    network: FiatOnRampBlockchainNetworkSchema,
    cryptoCurrencyCode: FiatOnRampCryptoCurrencySchema,
    fiatCurrencyCode: FiatOnRampCurrencySchema.optional(),
    fiatCurrencyAmount: text(
      'An amount of fiat to fill in for the buyer, as a decimal string above 20. Without it the buyer types the amount.',
      '100',
    ).optional(),
    paymentMethod: FiatOnRampPaymentMethodSchema.optional(),
    countryCode: text(
      'Coinbase: the buyer’s country of residence, ISO 3166-1 alpha-2 (`US`, `GB`).',
      'US',
    ).optional(),
    countrySubdivisionCode: text(
      'Coinbase: the buyer’s state or region, ISO 3166-2 (`NY`); needed when `countryCode` is `US`.',
      'NY',
    ).optional(),
    sandboxMode: bool(
      'Run the purchase in the provider’s test environment, with no real payment. Off by default.',
    ).optional(),
    urlForSignature: text(
      'MoonPay with URL signing turned on: the widget URL your front end will open, for the platform to sign with the stored secret key.',
      ON_RAMP_URL_FOR_SIGNATURE,
    ).optional(),
  })
  .meta({ id: 'InitFiatOnRampIntent', description: 'Parameters of init_fiat_on_ramp.' });
export type InitFiatOnRampIntent = z.infer<typeof InitFiatOnRampIntentSchema>;

export const InitFiatOnRampResultSchema = z
  .object({
    onRampUrl: text('The provider page for this purchase; send the buyer there.', ON_RAMP_URL),
    onRampTransactionId: id(
      'Identifies the purchase; pass it to get_onramp_transaction_status.',
      ON_RAMP_TRANSACTION_ID,
    ),
    onRampUrlSignature: text(
      'The signature of `urlForSignature`, when you sent one; MoonPay’s SDKs need it when URL signing is on.',
      ON_RAMP_URL_SIGNATURE,
    ).optional(),
  })
  .meta({ id: 'InitFiatOnRampResult', description: 'Result of init_fiat_on_ramp.' });
export type InitFiatOnRampResult = z.infer<typeof InitFiatOnRampResultSchema>;

export const GetOnRampTransactionStatusRequestSchema = z
  .object({
    organizationId: organizationIdField(SUB_ORGANIZATION_ID),
    transactionId: id(
      'The `onRampTransactionId` init_fiat_on_ramp returned.',
      ON_RAMP_TRANSACTION_ID,
    ),
    refresh: bool(
      'Ask the provider for the latest status instead of answering from what the platform last recorded. Off by default.',
    ).optional(),
  })
  .meta({
    id: 'GetOnRampTransactionStatusRequest',
    description: 'Request body of get_onramp_transaction_status.',
  });
export type GetOnRampTransactionStatusRequest = z.infer<
  typeof GetOnRampTransactionStatusRequestSchema
>;
export const GetOnRampTransactionStatusResponseSchema = z
  .object({
    transactionStatus: text('Where the purchase stands, as free text.', 'COMPLETED'),
  })
  .meta({
    id: 'GetOnRampTransactionStatusResponse',
    description: 'Response of get_onramp_transaction_status.',
  });
export type GetOnRampTransactionStatusResponse = z.infer<
  typeof GetOnRampTransactionStatusResponseSchema
>;
