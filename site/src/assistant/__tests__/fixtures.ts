import { engineOver, record } from '@docs/docs-search/testing';
import type { SearchRecord } from '@docs/docs-search/engine';
import { createAssistant } from '../answer';

/** A small docs corpus: a few pages with sections, and an API operation. */
export const corpusRecords: SearchRecord[] = [
  record({
    url: '/concepts/sub-organizations',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Sub-organizations' },
    content:
      'A sub-organization is an isolated organization inside yours. Each end user gets one, and your organization cannot sign with its keys.',
    description: 'Isolated organizations for each end user.',
  }),
  record({
    url: '/concepts/sub-organizations#create',
    type: 'lvl2',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Sub-organizations', lvl2: 'Create a sub-organization' },
    content:
      'Call createSubOrganization from your backend with the end user’s root user and an authenticator. The response holds the new sub-organization’s id. Store it with your user record.',
    code: 'createSubOrganization @turnkey/sdk-server',
  }),
  record({
    url: '/features/email-auth',
    hierarchy: { lvl0: 'Features', lvl1: 'Email authentication' },
    content: 'Users log in with a code sent by email. No password is stored.',
  }),
  record({
    url: '/features/email-auth#otp',
    type: 'lvl2',
    hierarchy: { lvl0: 'Features', lvl1: 'Email authentication', lvl2: 'One-time passwords' },
    content:
      'Send a one-time password with initOtp, then verify the code the user typed with verifyOtp. The code expires after five minutes.',
  }),
  record({
    url: '/passkeys/introduction',
    hierarchy: { lvl0: 'Passkeys', lvl1: 'Passkeys' },
    content:
      'A passkey is a WebAuthn credential bound to a device or a password manager. Registering one creates an authenticator on the user.',
  }),
  record({
    url: '/concepts/policies/overview',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Policies' },
    content:
      'The policy engine evaluates every activity against your policies. A policy has an effect (allow or deny), a consensus expression and a condition.',
  }),
  record({
    url: '/features/export',
    hierarchy: { lvl0: 'Features', lvl1: 'Export wallets and keys' },
    content:
      'Exporting decrypts a wallet’s mnemonic or a private key in an iframe the user controls. The export bundle is encrypted to that iframe.',
  }),
  record({
    url: '/api#sign_transaction',
    type: 'lvl3',
    hierarchy: {
      lvl0: 'API reference',
      lvl1: 'API reference',
      lvl2: 'Signing',
      lvl3: 'sign_transaction',
    },
    content:
      'Sign transaction. POST /public/v1/submit/sign_transaction. Signs a transaction with a private key or wallet account.',
    code: 'sign_transaction ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
  }),
];

/** The assistant over the search index of `corpusRecords`, as the site serves it. */
export const testAssistant = async () => createAssistant((await engineOver(corpusRecords)).engine);
