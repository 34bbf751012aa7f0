/** Signing tag. */
import { SIGNED_ETHEREUM_TRANSACTION, UNSIGNED_ETHEREUM_TRANSACTION } from '../examples/activity';
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

/** "Welcome to Acme! Nonce: 8412" — a login message, signed as text. */
const LOGIN_MESSAGE = 'Welcome to Acme! Nonce: 8412';
/** Two 32-byte digests prepared by the caller, signed as they are. */
const DIGESTS = [
  '9c22ff5f21f0b81b113e63f7db6da94fedef11b2119b4088b89664fb9a3cb658',
  '2a9d3f6b0c4e81f7a5d2e9c06b8f1d437e5a0c2b9f6d8e1a3c7b5f4e2d0a9c81',
];

export const signingOperations: Operation[] = [
  defineSubmission({
    name: 'sign_raw_payload',
    sdkMethod: 'signRawPayload',
    tag: 'Signing',
    summary: 'Sign raw payload',
    description:
      'Signs one payload with a wallet account or private key (`signWith` takes an address or a private key id). Say how to read the payload with `encoding` and how to hash it with `hashFunction`: HASH_FUNCTION_NO_OP signs the bytes as given, so pass a digest; ed25519 keys take HASH_FUNCTION_NOT_APPLICABLE. Policies decide whether the key may sign and who must approve. The signature is in `activity.result.signRawPayloadResult` as `r`, `s` and `v`.',
    activityType: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
    intentKey: 'signRawPayloadIntentV2',
    result: { key: 'signRawPayloadResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.ETHEREUM_ADDRESS,
        payload: LOGIN_MESSAGE,
        encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      },
      result: {
        r: '51418a7bc2f6a069718e563a0944d78d9232e09096fcbd0d8a34a9c9e67bd88b',
        s: '21c737d58554e2b031e45005d4ce9092a19ab3e3c0ab96e6f3b1a3d2b5e1f0e7',
        v: '00',
      },
    },
  }),
  defineSubmission({
    name: 'sign_raw_payloads',
    sdkMethod: 'signRawPayloads',
    tag: 'Signing',
    summary: 'Sign raw payloads',
    description:
      'Signs several payloads with the same key in one activity, so they are approved once. Encoding and hash function apply to every payload. The signatures, in request order, are in `activity.result.signRawPayloadsResult.signatures`.',
    activityType: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOADS',
    intentKey: 'signRawPayloadsIntent',
    result: { key: 'signRawPayloadsResult', source: 'wire' },
    example: {
      parameters: {
        signWith: ids.PRIVATE_KEY_ID,
        payloads: DIGESTS,
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NO_OP',
      },
      result: {
        signatures: [
          {
            r: '42a4ec1862ffb50b1710a2773b125c2250a9875a478828a06ad8a081ab8f95d3',
            s: '308db9b33a103b0077187f1f1ebd2840f77f7cc04507bb75e9d1752bfdef5221',
            v: '01',
          },
          {
            r: 'de38c82a7aabb1d4fce1baffab316f6c1c1d29a2fced0acda0c0baba3a54cc2d',
            s: '6deb0da04ddd3c3b293adc71f3acef2374119ebc22426a60afbb3502413140dd',
            v: '00',
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'sign_transaction',
    sdkMethod: 'signTransaction',
    tag: 'Signing',
    summary: 'Sign transaction',
    description:
      'Signs a chain transaction given unsigned and hex-encoded; `type` names its chain format (Ethereum or Solana). Policies decide whether the key may sign it; when a matching policy asks for more approvers, the activity waits in ACTIVITY_STATUS_CONSENSUS_NEEDED until they approve. The signed transaction, ready to broadcast, is in `activity.result.signTransactionResult.signedTransaction`.',
    activityType: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    intentKey: 'signTransactionIntentV2',
    result: { key: 'signTransactionResult', source: 'derived' },
    example: {
      parameters: {
        signWith: ids.ETHEREUM_ADDRESS,
        unsignedTransaction: UNSIGNED_ETHEREUM_TRANSACTION,
        type: 'TRANSACTION_TYPE_ETHEREUM',
      },
      result: { signedTransaction: SIGNED_ETHEREUM_TRANSACTION },
    },
  }),
];
