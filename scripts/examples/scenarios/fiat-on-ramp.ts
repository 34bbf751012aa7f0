/**
 * The errors table of the Fiat on-ramp page: purchase amounts of 20 or less or not decimal,
 * a provider with no stored credential, empty fields, a URL to sign that is not one, and ids the
 * organization does not hold.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, requestInvalid } from './refusal';
import { now, type Scenario } from './support';

const ON_RAMP = 'documentation/products/fiat-on-ramp.mdx';
const MOONPAY = 'FIAT_ON_RAMP_PROVIDER_MOONPAY' as const;

type Purchase = Parameters<TurnkeyClient['initFiatOnRamp']>[0]['parameters'];
type Credential = Parameters<TurnkeyClient['createFiatOnRampCredential']>[0]['parameters'];

export const fiatOnRamp: Scenario = {
  name: 'fiat-on-ramp',
  does: 'init_fiat_on_ramp with amounts 20, 7.5 and "50 USD", with no credential, an empty walletAddress and a urlForSignature that is not a URL; create_fiat_on_ramp_credential with empty keys; update/delete of an unknown credential and the status of an unknown transaction',
  rows: [
    { doc: ON_RAMP, row: '`fiatCurrencyAmount` of 20 or less, or not a decimal number' },
    { doc: ON_RAMP, row: 'No credential for the chosen provider' },
    {
      doc: ON_RAMP,
      row: 'An empty `walletAddress`, `publishableApiKey` or `encryptedSecretApiKey`',
    },
    { doc: ON_RAMP, row: '`urlForSignature` that is not a URL' },
    { doc: ON_RAMP, row: 'An unknown `fiatOnrampCredentialId` or `transactionId`' },
  ],
  async run(context, observed) {
    const { organizationId, client } = await context.newOrganization();
    const envelope = () => ({ timestampMs: now(), organizationId });
    const purchase =
      (changes: Partial<Purchase> = {}) =>
      () =>
        client.initFiatOnRamp({
          type: 'ACTIVITY_TYPE_INIT_FIAT_ON_RAMP',
          ...envelope(),
          parameters: {
            onrampProvider: MOONPAY,
            walletAddress: '0x0000000000000000000000000000000000000001',
            network: 'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_ETHEREUM',
            cryptoCurrencyCode: 'FIAT_ON_RAMP_CRYPTO_CURRENCY_ETH',
            fiatCurrencyAmount: '50',
            ...changes,
          },
        });
    const keys: Credential = {
      onrampProvider: MOONPAY,
      publishableApiKey: 'pk_test_sandbox',
      encryptedSecretApiKey: 'sk_test_sandbox',
    };
    const credential = (changes: Partial<Credential>) => () =>
      client.createFiatOnRampCredential({
        type: 'ACTIVITY_TYPE_CREATE_FIAT_ON_RAMP_CREDENTIAL',
        ...envelope(),
        parameters: { ...keys, ...changes },
      });

    await refuses(
      context,
      observed,
      'no credential',
      purchase(),
      requestInvalid(400, 'onrampProvider'),
    );
    for (const field of ['publishableApiKey', 'encryptedSecretApiKey'] as const) {
      await refuses(
        context,
        observed,
        `an empty ${field}`,
        credential({ [field]: ' ' }),
        requestInvalid(400, field),
      );
    }
    await credential({})();
    for (const fiatCurrencyAmount of ['20', '7.5', '50 USD', '-30']) {
      await refuses(
        context,
        observed,
        `fiatCurrencyAmount ${fiatCurrencyAmount}`,
        purchase({ fiatCurrencyAmount }),
        requestInvalid(400, 'fiatCurrencyAmount'),
      );
    }
    await refuses(
      context,
      observed,
      'an empty walletAddress',
      purchase({ walletAddress: '' }),
      requestInvalid(400, 'walletAddress'),
    );
    await refuses(
      context,
      observed,
      'a urlForSignature that is not a URL',
      purchase({ urlForSignature: 'apiKey=pk_test_sandbox&currencyCode=eth' }),
      requestInvalid(400, 'urlForSignature'),
    );

    const unknown = crypto.randomUUID();
    await refuses(
      context,
      observed,
      'delete_fiat_on_ramp_credential of an unknown id',
      () =>
        client.deleteFiatOnRampCredential({
          type: 'ACTIVITY_TYPE_DELETE_FIAT_ON_RAMP_CREDENTIAL',
          ...envelope(),
          parameters: { fiatOnrampCredentialId: unknown },
        }),
      requestInvalid(404, unknown),
    );
    await refuses(
      context,
      observed,
      'update_fiat_on_ramp_credential of an unknown id',
      () =>
        client.updateFiatOnRampCredential({
          type: 'ACTIVITY_TYPE_UPDATE_FIAT_ON_RAMP_CREDENTIAL',
          ...envelope(),
          parameters: { ...keys, fiatOnrampCredentialId: unknown },
        }),
      requestInvalid(404, unknown),
    );
    await refuses(
      context,
      observed,
      'get_on_ramp_transaction_status of an unknown id',
      () => client.getOnRampTransactionStatus({ organizationId, transactionId: unknown }),
      requestInvalid(404, 'transactionId'),
    );
  },
};
