/**
 * Time of one policy decision over a decoded transaction, for each of `solana.tx`, `bitcoin.tx`
 * and `tron.tx`: 10 allow policies, each reading the keyword three times, whose consensus the
 * approver never satisfies (so every condition is evaluated), and the time of one decoding alone.
 * `npx tsx packages/sandbox/scripts/measure-transaction-policy.ts [n]`
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@docs/platform-api/bytes';
import { TEST_NETWORK, Transaction as Psbt, p2wpkh } from '@scure/btc-signer';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { decide, type DecisionInput } from '../src/core/policy/engine';
import { transactionKeywords } from '../src/core/policy/transaction-facts';
import {
  address,
  contract,
  field,
  message,
  rawData,
  tronAddress,
} from '../src/core/policy/__tests__/tron-raw-data';

const at = { seconds: '0', nanos: '0' };
const n = Number(process.argv[2] ?? 2000);

function solana(): string {
  const from = new PublicKey(new Uint8Array(32).fill(1));
  const tx = new Transaction({
    feePayer: from,
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(),
  });
  for (let index = 0; index < 4; index += 1) {
    const toPubkey = new PublicKey(new Uint8Array(32).fill(10 + index));
    tx.add(SystemProgram.transfer({ fromPubkey: from, toPubkey, lamports: 5000 }));
  }
  return tx.serialize({ requireAllSignatures: false }).toString('hex');
}

function bitcoin(): string {
  const tx = new Psbt();
  const key = secp256k1.getPublicKey(new Uint8Array(32).fill(1), true);
  const spent = p2wpkh(key, TEST_NETWORK);
  for (let index = 0; index < 2; index += 1) {
    tx.addInput({
      txid: 'a3'.repeat(32),
      index,
      witnessUtxo: { script: spent.script, amount: 50_000n },
    });
  }
  tx.addOutputAddress(spent.address ?? '', 90_000n, TEST_NETWORK);
  tx.addOutputAddress(spent.address ?? '', 9_000n, TEST_NETWORK);
  return bytesToHex(tx.toPSBT());
}

function tron(): string {
  const parameter = message(
    field(1, address(tronAddress(0x11))),
    field(2, address(tronAddress(0x22))),
    field(3, 9_000_000),
  );
  return rawData(contract(1, 'TransferContract', parameter));
}

const CASES = [
  {
    type: 'TRANSACTION_TYPE_SOLANA',
    unsigned: solana(),
    condition:
      "solana.tx.transfers.count() == 4 && solana.tx.transfers.all(t, t.amount <= 5000) && solana.tx.program_keys.all(p, p == '11111111111111111111111111111111')",
  },
  {
    type: 'TRANSACTION_TYPE_BITCOIN',
    unsigned: bitcoin(),
    condition:
      'bitcoin.tx.fee <= 2000 && bitcoin.tx.outputs.all(o, o.value < 100000) && bitcoin.tx.inputs.count() == 2',
  },
  {
    type: 'TRANSACTION_TYPE_TRON',
    unsigned: tron(),
    condition:
      "tron.tx.contract[0].type == 'TransferContract' && tron.tx.contract[0].amount < 10000000 && tron.tx.fee_limit > 0",
  },
];

const organization = {
  organizationId: 'org',
  name: 'org',
  rootQuorum: { threshold: 1, userIds: ['root'] },
  createdAt: at,
  updatedAt: at,
};
const signer = { address: 'signer', addressFormat: 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH' };

for (const { type, unsigned, condition } of CASES) {
  const policies = Array.from({ length: 10 }, (_, index) => ({
    policyId: `policy-${index}`,
    organizationId: 'org',
    policyName: `policy ${index}`,
    effect: 'EFFECT_ALLOW' as const,
    consensus: `approvers.any(user, user.id == 'someone-${index}')`,
    condition,
    notes: '',
    createdAt: at,
    updatedAt: at,
  }));
  // A fresh scope per decision, as each request builds its own: nothing decoded carries over.
  const decision = async () => {
    const keywords = await transactionKeywords(type, unsigned, signer);
    const input: DecisionInput = {
      organization,
      policies,
      approvers: [],
      condition: { activity: { action: 'SIGN' }, ...keywords },
    };
    return decide(input);
  };
  const decodeOnce = async () => {
    const [keyword] = Object.values(await transactionKeywords(type, unsigned, signer));
    return keyword?.();
  };
  const time = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 100; i++) await run();
    const start = performance.now();
    for (let i = 0; i < n; i++) await run();
    return (((performance.now() - start) / n) * 1000).toFixed(0);
  };
  console.log(
    `${type}: decide() with 10 policies ${await time(decision)} µs; one decoding ${await time(decodeOnce)} µs (n=${n})`,
  );
}
