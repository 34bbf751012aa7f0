import { tokenize } from '@docs/docs-search/engine/text/tokenize';
import { identifierParts, normalize } from '@docs/docs-search/engine/text/terms';
import { stem } from '@docs/docs-search/engine/text/stem';

/**
 * The docs' own synonyms: names a reader may use for one thing the docs call by another.
 * Each group lists equivalent phrases; a question that contains one of them also looks for the
 * others. Drawn from the vocabulary of the pages (sub-organizations, OTP, export, passkeys,
 * policies, signers, root quorum…). Keys are compared after `phraseKey`, so spelling variants
 * ("sub-org", "sub org", "suborg"; "sub-organizations") need no entry of their own.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ['sub-organization', 'suborg', 'child organization'],
  ['organization', 'org', 'parent organization', 'tenant'],
  ['one-time password', 'OTP', '2FA', 'one-time code', 'verification code', 'email code', 'MFA'],
  ['email auth', 'email authentication', 'magic link', 'email login'],
  ['log in', 'sign in', 'authenticate'],
  ['endpoint', 'API', 'operation'],
  ['passkey', 'WebAuthn', 'FIDO2', 'authenticator', 'biometric', 'Face ID', 'Touch ID'],
  ['policy', 'policy engine', 'permission', 'access control', 'rule'],
  ['signer', 'signing', 'signature'],
  ['export', 'key export', 'wallet export', 'export private key', 'backup', 'mnemonic export'],
  ['import', 'key import', 'wallet import', 'bring your own key'],
  ['private key', 'key', 'secret key'],
  ['wallet', 'HD wallet', 'seed phrase', 'mnemonic'],
  ['account', 'address', 'derivation path'],
  ['root quorum', 'quorum', 'multisig', 'approvals', 'consensus'],
  ['root user', 'admin', 'administrator'],
  ['API key', 'API credentials', 'access key'],
  ['stamp', 'stamper', 'X-Stamp', 'request signature'],
  ['session', 'login session', 'read-write session', 'session key'],
  ['OAuth', 'social login', 'Google login', 'Sign in with Google', 'Apple login', 'OIDC'],
  ['recovery', 'account recovery', 'lost device', 'recover'],
  ['delegated access', 'delegated', 'backend signing', 'server-side signing'],
  ['pregenerated wallet', 'pregenerate'],
  ['webhook', 'event notification', 'callback'],
  ['activity', 'request status', 'activity status'],
  ['transaction', 'tx', 'transfer', 'payment'],
  ['Ethereum', 'EVM', 'ETH'],
  ['Solana', 'SOL'],
  ['Cosmos', 'CosmJS'],
  ['React', 'React hooks', 'react SDK'],
  ['enclave', 'secure enclave', 'TEE', 'HSM'],
  ['rate limit', 'throttling', '429'],
  ['error', 'failure', 'error code'],
];

/**
 * A phrase's key: its words' letters and digits joined without separators, lower-case,
 * stemmed when letters only ("Sub-organizations" → "suborganize", "sub org" → "suborg").
 */
export function phraseKey(phrase: string): string {
  const joined = tokenize(phrase)
    .flatMap((token) => identifierParts(token))
    .map(normalize)
    .join('');
  return /^[a-z]+$/.test(joined) ? stem(joined) : joined;
}

/** The longest phrase in the table, in words: questions are scanned for windows up to it. */
export const maxPhraseWords = Math.max(
  ...synonymGroups.flat().map((phrase) => tokenize(phrase).length),
);

const groupsByKey = new Map<string, number[]>();
for (const [index, group] of synonymGroups.entries()) {
  for (const phrase of group) {
    const key = phraseKey(phrase);
    const groups = groupsByKey.get(key) ?? [];
    if (!groups.includes(index)) groups.push(index);
    groupsByKey.set(key, groups);
  }
}

/** The phrases equivalent to `phrase` (not including it), from every group it belongs to. */
export function synonymsOf(phrase: string): string[] {
  const key = phraseKey(phrase);
  const groups = groupsByKey.get(key) ?? [];
  const phrases = groups.flatMap((index) => synonymGroups[index] ?? []);
  const seen = new Set([key]);
  return phrases.filter((candidate) => {
    const candidateKey = phraseKey(candidate);
    if (seen.has(candidateKey)) return false;
    seen.add(candidateKey);
    return true;
  });
}
