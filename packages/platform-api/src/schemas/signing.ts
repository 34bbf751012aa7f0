/** Signing: raw payloads (one or many) and chain transactions, with their results. */
import * as z from 'zod';
import { ETHEREUM_ADDRESS } from '../examples/ids';
import { HashFunctionSchema, PayloadEncodingSchema, TransactionTypeSchema } from './enums';
import { text } from './fields';

const signWith = text(
  'What signs: a wallet account address, a private key id or a private key address.',
  ETHEREUM_ADDRESS,
);

export const SignRawPayloadIntentV2Schema = z
  .object({
    signWith,
    payload: text('The payload, written in `encoding`.', '48656c6c6f2c20776f726c6421'),
    encoding: PayloadEncodingSchema,
    hashFunction: HashFunctionSchema,
  })
  .meta({ id: 'SignRawPayloadIntentV2', description: 'Parameters of sign_raw_payload.' });
export type SignRawPayloadIntentV2 = z.infer<typeof SignRawPayloadIntentV2Schema>;

export const SignRawPayloadsIntentSchema = z
  .object({
    signWith,
    payloads: z
      .array(z.string())
      .meta({ description: 'The payloads, each written in `encoding`; all use the same key.' }),
    encoding: PayloadEncodingSchema,
    hashFunction: HashFunctionSchema,
  })
  .meta({ id: 'SignRawPayloadsIntent', description: 'Parameters of sign_raw_payloads.' });
export type SignRawPayloadsIntent = z.infer<typeof SignRawPayloadsIntentSchema>;

export const SignRawPayloadResultSchema = z
  .object({
    r: text(
      'The r component of the signature, hex.',
      '51418a7bc2f6a069718e563a0944d78d9232e09096fcbd0d8a34a9c9e67bd88b',
    ),
    s: text(
      'The s component of the signature, hex.',
      '3ec737d58554e2b031e45005d4ce9092a19ab3e3c0ab96e6f3b1a3d2b5e1f0e7',
    ),
    v: text('The recovery id, hex (secp256k1 only).', '01'),
  })
  .meta({ id: 'SignRawPayloadResult', description: 'One signature, split into r, s and v.' });
export type SignRawPayloadResult = z.infer<typeof SignRawPayloadResultSchema>;

export const SignRawPayloadsResultSchema = z
  .object({
    signatures: z
      .array(SignRawPayloadResultSchema)
      .optional()
      .meta({ description: 'One signature per payload, in request order.' }),
  })
  .meta({ id: 'SignRawPayloadsResult', description: 'Result of sign_raw_payloads.' });
export type SignRawPayloadsResult = z.infer<typeof SignRawPayloadsResultSchema>;

export const SignTransactionIntentV2Schema = z
  .object({
    signWith,
    unsignedTransaction: text(
      'The unsigned transaction, hex-encoded in the serialization of its chain.',
    ),
    type: TransactionTypeSchema,
  })
  .meta({ id: 'SignTransactionIntentV2', description: 'Parameters of sign_transaction.' });
export type SignTransactionIntentV2 = z.infer<typeof SignTransactionIntentV2Schema>;

export const SignTransactionResultSchema = z
  .object({
    signedTransaction: text('The transaction with its signature, ready to broadcast, hex.'),
  })
  .meta({ id: 'SignTransactionResult', description: 'Result of sign_transaction.' });
export type SignTransactionResult = z.infer<typeof SignTransactionResultSchema>;
