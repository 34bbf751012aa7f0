/**
 * The organization records a simulation may declare (`records` of the simulate input), so the
 * facts that come from an organization's records are known without one: the wallet of the
 * account a request signs with (`wallet.id`), the tags of a private key (`private_key.tags`),
 * the static properties of a secret (`secret.static_properties`) and the ABI uploaded for a
 * contract (`eth.tx.contract_call_args`). Field names are the API's (get_wallet, get_private_key,
 * import_secrets, create_smart_contract_interface). They are read through the same
 * `OrganizationRecords` the sandbox reads its storage through, so a simulation and an activity
 * build the condition scope with one function.
 */
import * as z from 'zod';
import type {
  AccountFacts,
  OrganizationRecords,
  PrivateKeyFacts,
  SecretFacts,
  WalletFacts,
} from './facts';

const SHORT = 256;
const id = z.string().min(1).max(SHORT);
const many = <T extends z.ZodType>(item: T, max = 100) => z.array(item).max(max).default([]);

export const SimulationRecordsSchema = z.strictObject({
  wallets: many(
    z.strictObject({
      walletId: id,
      walletName: z.string().max(SHORT).optional(),
      imported: z.boolean().default(false),
      exported: z.boolean().default(false),
      accounts: many(
        z.strictObject({
          address: id,
          addressFormat: z.string().max(SHORT).default('ADDRESS_FORMAT_ETHEREUM'),
        }),
      ),
    }),
  ),
  privateKeys: many(
    z.strictObject({
      privateKeyId: id,
      privateKeyName: z.string().max(SHORT).optional(),
      privateKeyTags: many(z.string().max(SHORT)),
      imported: z.boolean().default(false),
      exported: z.boolean().default(false),
      addresses: many(
        z.strictObject({
          address: id,
          format: z.string().max(SHORT).default('ADDRESS_FORMAT_ETHEREUM'),
        }),
      ),
    }),
  ),
  secrets: many(
    z.strictObject({
      secretId: id,
      name: z.string().max(SHORT).optional(),
      staticProperties: many(
        z.strictObject({ key: z.string().max(SHORT), value: z.string().max(4096) }),
      ),
    }),
  ),
  smartContractInterfaces: many(
    z.strictObject({
      smartContractAddress: id,
      /** The ABI, as JSON text (what create_smart_contract_interface takes). */
      smartContractInterface: z.string().min(1).max(400_000),
      type: z
        .enum(['SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM', 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA'])
        .default('SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM'),
    }),
    20,
  ),
});

export type SimulationRecords = z.output<typeof SimulationRecordsSchema>;

/** `records` as the records of an organization. */
export function declaredRecords(records: SimulationRecords | undefined): OrganizationRecords {
  const accounts = new Map<string, AccountFacts>();
  const wallets = new Map<string, WalletFacts>();
  for (const wallet of records?.wallets ?? []) {
    wallets.set(wallet.walletId, {
      walletId: wallet.walletId,
      walletName: wallet.walletName ?? wallet.walletId,
      imported: wallet.imported,
      exported: wallet.exported,
    });
    for (const account of wallet.accounts) {
      accounts.set(account.address, { ...account, walletId: wallet.walletId });
    }
  }
  const keys: PrivateKeyFacts[] = (records?.privateKeys ?? []).map((key) => ({
    ...key,
    privateKeyName: key.privateKeyName ?? key.privateKeyId,
  }));
  const secrets = new Map<string, SecretFacts>(
    (records?.secrets ?? []).map((secret) => [secret.secretId, secret]),
  );
  const abis = new Map<string, string[]>();
  for (const item of records?.smartContractInterfaces ?? []) {
    if (item.type !== 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM') continue;
    const address = item.smartContractAddress.toLowerCase();
    abis.set(address, [...(abis.get(address) ?? []), item.smartContractInterface]);
  }
  return {
    account: (name) => Promise.resolve(accounts.get(name)),
    privateKey: (name) =>
      Promise.resolve(
        keys.find((key) => key.privateKeyId === name) ??
          keys.find((key) => key.addresses.some((entry) => entry.address === name)),
      ),
    wallet: (walletId) => Promise.resolve(wallets.get(walletId)),
    secret: (secretId) => Promise.resolve(secrets.get(secretId)),
    ethereumAbis: () => Promise.resolve(abis),
  };
}
