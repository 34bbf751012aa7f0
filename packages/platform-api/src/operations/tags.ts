/**
 * The API reference tags, in the order the reference shows them. The wire sheet uses a finer
 * set of tags; `README.md` explains where those operations were placed and why.
 */
export const TAGS = [
  {
    name: 'Organizations',
    description:
      'Your organization and its sub-organizations: configuration, features and the root quorum, and creating, finding and deleting sub-organizations (one per end user in an embedded-wallet setup).',
  },
  {
    name: 'Invitations',
    description: 'Invite people into an organization by email, and withdraw invitations.',
  },
  {
    name: 'Policies',
    description:
      'Rules that allow or deny activities. A condition selects the activities a policy covers; a consensus expression says who must approve them.',
  },
  {
    name: 'Wallets',
    description:
      'HD wallets and the accounts derived from them: create, derive, list, rename, export, import and delete.',
  },
  {
    name: 'Signing',
    description:
      'Sign raw payloads and chain transactions with a wallet account or a private key. Signing is an activity, so policies and consensus apply to it.',
  },
  {
    name: 'Private Keys',
    description:
      'Standalone private keys (outside any wallet) and the private key tags that group them for policies.',
  },
  {
    name: 'Users',
    description:
      'Users and user tags, who-am-I and sessions, the sign-in and recovery flows (email auth, OTP, OAuth, email recovery) that issue a user a short-lived credential, the logins (OTP, OAuth, passkey) that start a session bound to a key the client holds, and their setup: session profiles and OAuth 2.0 app credentials.',
  },
  {
    name: 'Authenticators',
    description:
      'The credentials a person signs in with besides API keys: passkeys (WebAuthn authenticators) and linked OAuth (OIDC) identities.',
  },
  {
    name: 'API Keys',
    description:
      'API keys: public keys registered to a user whose private half signs requests (the X-Stamp header).',
  },
  {
    name: 'Activities',
    description:
      'Every submission creates an activity. Read one to learn its status, votes and result; poll until it is COMPLETED, FAILED or REJECTED.',
  },
  {
    name: 'Consensus',
    description:
      'Approve or reject an activity that waits in ACTIVITY_STATUS_CONSENSUS_NEEDED, using its fingerprint.',
  },
  // Tags added from the pinned client (issue 15), in a fixed order.
  {
    name: 'MFA',
    description:
      'Require a user to prove more than one authentication method (API key, passkey, email or SMS code, OAuth, session) before the activities you select go ahead, and see what an activity still needs.',
  },
  {
    name: 'IP allowlist',
    description:
      'Limit which source addresses may call the API for your parent organization, organization-wide or per API key, by listing CIDR ranges.',
  },
  {
    name: 'Velocity controls',
    description:
      'Running totals of transferred value or of activities, per organization, user or wallet over a window, that policy conditions read as `controls.<identifier>` to cap spending.',
  },
  {
    name: 'Webhooks',
    description:
      'Have the platform post activity and balance events to your HTTPS endpoint instead of polling, and trace the delivery of the emails it sends for you.',
  },
  {
    name: 'Secrets',
    description:
      'Store passwords, API keys and other values encrypted by the enclave, and read them back encrypted to a key you hold, under your policies.',
  },
  {
    name: 'Transaction sending and gas',
    description:
      'Have the platform sign and broadcast EVM and Solana transactions, with gas paid by its Gas Station if you like, then follow them to inclusion; read the nonces, balances and history of an address and the gas budget.',
  },
  {
    name: 'Smart-contract interfaces',
    description:
      'Upload the ABI of an EVM contract or the IDL of a Solana program, so that policies can judge transactions to it by the function they call and its arguments.',
  },
  {
    name: 'Swaps',
    description:
      'Quote and execute an exchange of one asset for another from a wallet account, on one chain or across chains, follow it to completion, and set and claim the fee your organization adds.',
  },
  {
    name: 'Earn',
    description:
      'Offer yield on idle balances: wrap a lending vault with your fee, let wallets deposit, withdraw and claim incentive rewards, follow each on-chain step, and collect your fee.',
  },
  {
    name: 'Fiat on-ramp',
    description:
      'Store your keys for an on-ramp provider (Coinbase or MoonPay), then let a user buy crypto with card or bank money straight into a wallet address and follow the purchase.',
  },
  {
    name: 'Spark',
    description:
      'The key work of a Spark (Bitcoin layer 2) wallet done in the enclave: prepare and claim transfers, prepare Lightning receives and FROST partial signatures; you relay the output to the Spark operators.',
  },
  {
    name: 'Verifiable cloud',
    description:
      'Run your own program in attested enclaves (TVC): apps, deployments and the operators and quorum keys that control them, and the boot and app proofs that show which code ran.',
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];
export const TAG_NAMES: readonly TagName[] = TAGS.map((tag) => tag.name);
