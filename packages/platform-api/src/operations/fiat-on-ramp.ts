/**
 * Fiat on-ramp tag: the organization's on-ramp provider credentials, and purchases of crypto
 * with fiat money delivered to a wallet address.
 */
import * as ids from '../examples/ids';
import {
  GetOnRampTransactionStatusRequestSchema,
  GetOnRampTransactionStatusResponseSchema,
  ListFiatOnRampCredentialsRequestSchema,
  ListFiatOnRampCredentialsResponseSchema,
  type CreateFiatOnRampCredentialIntent,
} from '../schemas/fiat-on-ramp';
import { defineQuery, defineSubmission, type Operation } from './define';

const moonpayKeys = {
  onrampProvider: 'FIAT_ON_RAMP_PROVIDER_MOONPAY',
  publishableApiKey: ids.FIAT_ON_RAMP_PUBLISHABLE_KEY,
  encryptedSecretApiKey: ids.FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY,
} satisfies CreateFiatOnRampCredentialIntent;

const credentialResult = { fiatOnRampCredentialId: ids.FIAT_ON_RAMP_CREDENTIAL_ID };

export const fiatOnRampOperations: Operation[] = [
  defineQuery({
    name: 'get_onramp_transaction_status',
    sdkMethod: 'getOnRampTransactionStatus',
    tag: 'Fiat on-ramp',
    summary: 'Get on-ramp purchase status',
    description:
      'Reports where a purchase opened with init_fiat_on_ramp stands. By default the platform answers from the status it last recorded; set `refresh` to have it ask the provider first. The status is in `transactionStatus`, as free text.',
    request: GetOnRampTransactionStatusRequestSchema,
    response: GetOnRampTransactionStatusResponseSchema,
    example: {
      request: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        transactionId: ids.ON_RAMP_TRANSACTION_ID,
        refresh: true,
      },
      response: { transactionStatus: 'COMPLETED' },
    },
  }),
  defineQuery({
    name: 'list_fiat_on_ramp_credentials',
    sdkMethod: 'listFiatOnRampCredentials',
    tag: 'Fiat on-ramp',
    summary: 'List on-ramp credentials',
    description:
      'Returns every on-ramp provider credential stored in an organization, with the provider, the publishable key and whether it is a sandbox credential. Secret and private keys come back only in the encrypted form they were sent in. The credentials are in `fiatOnRampCredentials`.',
    request: ListFiatOnRampCredentialsRequestSchema,
    response: ListFiatOnRampCredentialsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        fiatOnRampCredentials: [
          {
            fiatOnrampCredentialId: ids.FIAT_ON_RAMP_CREDENTIAL_ID,
            organizationId: ids.ORGANIZATION_ID,
            ...moonpayKeys,
            sandboxMode: true,
            createdAt: { seconds: ids.CREATED_AT_SECONDS, nanos: '0' },
            updatedAt: { seconds: ids.CREATED_AT_SECONDS, nanos: '0' },
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'create_fiat_on_ramp_credential',
    sdkMethod: 'createFiatOnRampCredential',
    tag: 'Fiat on-ramp',
    summary: 'Create on-ramp credential',
    description:
      'Stores your account keys with an on-ramp provider so the platform can open purchases (init_fiat_on_ramp) on your behalf. Encrypt the secret key, and for Coinbase also the private key, to the platform’s on-ramp encryption key before sending; Coinbase also needs `projectId`. Set `sandboxMode` for test keys. The new credential’s id is in `activity.result.createFiatOnRampCredentialResult.fiatOnRampCredentialId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_FIAT_ON_RAMP_CREDENTIAL',
    intentKey: 'createFiatOnRampCredentialIntent',
    result: { key: 'createFiatOnRampCredentialResult', source: 'derived' },
    example: { parameters: { ...moonpayKeys, sandboxMode: true }, result: credentialResult },
  }),
  defineSubmission({
    name: 'delete_fiat_on_ramp_credential',
    sdkMethod: 'deleteFiatOnRampCredential',
    tag: 'Fiat on-ramp',
    summary: 'Delete on-ramp credential',
    description:
      'Removes a stored on-ramp provider credential. Note the field spelling: the request names it `fiatOnrampCredentialId` (lower-case r), the result `fiatOnRampCredentialId`. The id of the deleted credential is in `activity.result.deleteFiatOnRampCredentialResult.fiatOnRampCredentialId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_FIAT_ON_RAMP_CREDENTIAL',
    intentKey: 'deleteFiatOnRampCredentialIntent',
    result: { key: 'deleteFiatOnRampCredentialResult', source: 'derived' },
    example: {
      parameters: { fiatOnrampCredentialId: ids.FIAT_ON_RAMP_CREDENTIAL_ID },
      result: credentialResult,
    },
  }),
  defineSubmission({
    name: 'init_fiat_on_ramp',
    sdkMethod: 'initFiatOnRamp',
    tag: 'Fiat on-ramp',
    summary: 'Start on-ramp purchase',
    description:
      'Opens a purchase of crypto with fiat money at a provider whose credential the organization stores, delivered to `walletAddress` on `network`. Preset the amount, currency and payment method if you know them (the amount must exceed 20); for a US buyer on Coinbase, send `countryCode` and `countrySubdivisionCode`. The provider page to send the buyer to and the purchase id are in `activity.result.initFiatOnRampResult`; follow the purchase with get_onramp_transaction_status.',
    activityType: 'ACTIVITY_TYPE_INIT_FIAT_ON_RAMP',
    intentKey: 'initFiatOnRampIntent',
    result: { key: 'initFiatOnRampResult', source: 'derived' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        onrampProvider: 'FIAT_ON_RAMP_PROVIDER_MOONPAY',
        walletAddress: ids.END_USER_ETHEREUM_ADDRESS,
        network: 'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_ETHEREUM',
        cryptoCurrencyCode: 'FIAT_ON_RAMP_CRYPTO_CURRENCY_ETH',
        fiatCurrencyCode: 'FIAT_ON_RAMP_CURRENCY_USD',
        fiatCurrencyAmount: '100',
        paymentMethod: 'FIAT_ON_RAMP_PAYMENT_METHOD_CREDIT_DEBIT_CARD',
        sandboxMode: true,
        urlForSignature: ids.ON_RAMP_URL_FOR_SIGNATURE,
      },
      result: {
        onRampUrl: ids.ON_RAMP_URL,
        onRampTransactionId: ids.ON_RAMP_TRANSACTION_ID,
        onRampUrlSignature: ids.ON_RAMP_URL_SIGNATURE,
      },
    },
  }),
  defineSubmission({
    name: 'update_fiat_on_ramp_credential',
    sdkMethod: 'updateFiatOnRampCredential',
    tag: 'Fiat on-ramp',
    summary: 'Update on-ramp credential',
    description:
      'Replaces the keys of a stored on-ramp provider credential, for example after you rotate them at the provider. Send the whole set again (provider, publishable key, encrypted secret key, and for Coinbase the project id and encrypted private key); whether it is a sandbox credential cannot be changed here. The id is in `activity.result.updateFiatOnRampCredentialResult.fiatOnRampCredentialId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_FIAT_ON_RAMP_CREDENTIAL',
    intentKey: 'updateFiatOnRampCredentialIntent',
    result: { key: 'updateFiatOnRampCredentialResult', source: 'derived' },
    example: {
      parameters: {
        fiatOnrampCredentialId: ids.FIAT_ON_RAMP_CREDENTIAL_ID,
        ...moonpayKeys,
        encryptedSecretApiKey: ids.FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY_ROTATED,
      },
      result: credentialResult,
    },
  }),
];
