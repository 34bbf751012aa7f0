/**
 * What the Stamp Doctor can conclude about a stamped request, each with what it means and what to
 * change. Plain data, so the endpoint, the MCP tool and the page say the same words.
 */

export const STAMP_VERDICTS = {
  valid: {
    title: 'The stamp is valid',
    explanation:
      'The header decodes, names a scheme the platform knows, and its signature verifies over the exact body you pasted.',
    fix: 'Nothing to fix in the stamp. If the platform still answers 401, send these exact bytes: a proxy, a logger or a framework may be rewriting the body after you sign it.',
  },
  missing_header: {
    title: 'No stamp header',
    explanation:
      'The request carries none of X-Stamp (API key), X-Stamp-WebAuthn (passkey) and X-Stamp-Attested (a key vouched for by a code or OAuth token), so the platform cannot tell who sent it.',
    fix: 'Stamp the body with a stamper (ApiKeyStamper, WebauthnStamper, …) and send the header it returns under the name it returns. Check that nothing between your client and the platform drops custom headers.',
  },
  wrong_header: {
    title: 'The stamp is in the other header',
    explanation:
      'An API key stamp travels as base64url in X-Stamp, an attested stamp as base64url in X-Stamp-Attested, and a passkey stamp as plain JSON in X-Stamp-WebAuthn. This header holds another kind of stamp.',
    fix: 'Send the value under the header name the stamper returned (stampHeaderName), rather than a fixed name.',
  },
  not_base64url: {
    title: 'The header is not base64url',
    explanation:
      'The stamp must be base64url: letters, digits, "-" and "_". Standard base64 uses "+" and "/", which the platform does not read as base64url.',
    fix: 'Encode the stamp JSON with base64url (replace "+" with "-" and "/" with "_"), or let the stamper produce the header value.',
  },
  not_json: {
    title: 'The stamp is not a JSON object',
    explanation:
      'Once decoded, an X-Stamp header must be a JSON object, and an X-Stamp-WebAuthn header must be a JSON object as sent. This one is not.',
    fix: 'Build the header from the stamper output unchanged. If you assemble it yourself, serialize an object with JSON.stringify before encoding it.',
  },
  missing_field: {
    title: 'A field of the stamp is missing',
    explanation:
      'An API key stamp needs publicKey, scheme and signature; an attested stamp needs those and publicKeyAttestation; a passkey stamp needs authenticatorData, clientDataJson, credentialId and signature, all non-empty strings with these exact names.',
    fix: 'Add the missing field with its exact name and spelling (clientDataJson, not clientDataJSON).',
  },
  unknown_scheme: {
    title: 'Unknown signature scheme',
    explanation:
      'The scheme names how the signature was made. For API key stamps the platform knows SIGNATURE_SCHEME_TK_API_P256, SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191 and SIGNATURE_SCHEME_TK_API_ED25519; for attested stamps, STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN and STAMP_ATTESTED_SCHEME_P256_OIDC.',
    fix: 'Set scheme to the value for your key type, spelled exactly as listed.',
  },
  scheme_mismatch: {
    title: 'The signature fits another scheme',
    explanation:
      'The signature does not verify under the scheme the stamp names, but it does under another one: the key and the scheme disagree.',
    fix: 'Set scheme to the one that matches your key type (see the check details), or stamp with the key type the scheme names.',
  },
  bad_public_key: {
    title: 'The public key is not a key of this scheme',
    explanation:
      'publicKey must be hex: a 33-byte compressed point for P-256 and secp256k1 (starting 02 or 03), or 32 bytes for Ed25519. This value is not a valid key of the named scheme.',
    fix: 'Send the public key the platform registered, in hex, exactly as listed on the API key.',
  },
  uncompressed_public_key: {
    title: 'The public key is uncompressed',
    explanation:
      'The key is a valid point, but in its 65-byte uncompressed form (starting 04). The platform identifies API keys by their 33-byte compressed form, so it will not find this key.',
    fix: 'Compress the public key (02 or 03 followed by the x coordinate) before putting it in the stamp; the check details show the compressed form.',
  },
  bad_signature_encoding: {
    title: 'The signature is not encoded as the scheme requires',
    explanation:
      'An ECDSA signature (P-256, secp256k1) must be hex of a DER SEQUENCE of two INTEGERs; an Ed25519 signature must be hex of 64 bytes. This value is neither.',
    fix: 'Send the signature as hex of the bytes the stamper produced; do not base64 it or trim it.',
  },
  raw_signature: {
    title: 'The signature is raw r‖s, not DER',
    explanation:
      'The signature is 64 bytes: r and s side by side, as WebCrypto returns them. ECDSA stamps carry the DER encoding instead.',
    fix: 'Convert the raw signature to DER before hex-encoding it (the published stampers do this for you).',
  },
  signature_mismatch: {
    title: 'The signature does not match the body',
    explanation:
      'Everything decodes, but the signature does not verify over these bytes with this key: the body was signed by another key, or different bytes were signed.',
    fix: 'Sign the exact string you send, with the private key of the public key in the stamp. Serialize the body once, keep that string, stamp it and send it unchanged.',
  },
  body_reserialized: {
    title: 'The signature covers a re-serialized body',
    explanation:
      'The signature verifies over the same JSON serialized differently (the check details say how), not over the bytes sent. Something parsed the body and wrote it out again between signing and sending, or the body was serialized twice.',
    fix: 'Serialize the body once, stamp that string and send that same string as the body, without letting your HTTP library re-encode an object.',
  },
  key_not_in_organization: {
    title: 'The key is not registered in this organization',
    explanation:
      'The stamp is well formed and verifies, but no API key or passkey of the organization has this public key or credential id.',
    fix: 'Stamp with a credential of the organization you address, or add this key to it (create_api_keys, create_authenticators). Check that organizationId is the one you mean.',
  },
  key_expired: {
    title: 'The API key has expired',
    explanation:
      'The key is registered in the organization and the signature verifies, but its expirationSeconds have passed (session keys expire this way). The platform answers 401 with API_KEY_EXPIRED.',
    fix: 'Create a new session or API key and stamp with it; retrying with the old key does not help.',
  },
  webauthn_not_assertion: {
    title: 'The passkey data is not an assertion',
    explanation:
      'A passkey stamp must carry the result of navigator.credentials.get: client data of type webauthn.get and authenticator data of at least 37 bytes.',
    fix: 'Stamp with navigator.credentials.get (WebauthnStamper does), not with the result of a registration (navigator.credentials.create).',
  },
  webauthn_challenge_mismatch: {
    title: 'The passkey signed another request',
    explanation:
      "The assertion's challenge must be the hex SHA-256 of the exact body, as text, in base64url. This challenge belongs to other bytes.",
    fix: 'Ask for the assertion with the challenge of the body you send, and send that body unchanged. If you build the challenge yourself, encode the hex digest as text, not the raw digest bytes.',
  },
  attestation_unreadable: {
    title: 'The attestation token cannot be read',
    explanation:
      "An attested stamp's publicKeyAttestation is a JWT: the verification token verify_otp returned (with public_key and exp claims), or an OIDC token (with nonce and exp). This one is not a JWT, or lacks the claim its scheme needs.",
    fix: 'Put the token itself in publicKeyAttestation, unchanged: the verificationToken from verify_otp for STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN, the id_token your OAuth provider returned for STAMP_ATTESTED_SCHEME_P256_OIDC.',
  },
  attestation_other_key: {
    title: 'The token vouches for another key',
    explanation:
      "The signature verifies, but the token does not name this key: a verification token's public_key must be the stamp's publicKey, and an OIDC token's nonce must be the hex SHA-256 of it.",
    fix: 'Generate the key pair first and bind the token to it: pass its public key to verify_otp, or put the SHA-256 of it in the nonce of the OAuth request. Then stamp with that same key.',
  },
  attestation_expired: {
    title: 'The attestation token has expired',
    explanation:
      "The stamp and its token match, but the token's exp has passed, so the platform no longer accepts it as proof.",
    fix: 'Verify the code again (verify_otp) or sign in with the provider again for a fresh token, and stamp with it.',
  },
  needs_organization: {
    title: 'Pick an organization to finish the check',
    explanation:
      'The passkey stamp is well formed and names this body, but it carries no public key: only the organization that registered the credential knows it, so the signature cannot be checked without one.',
    fix: 'Choose the organization the request addresses, so the Stamp Doctor can look up the credential and verify the signature.',
  },
} as const satisfies Record<string, { title: string; explanation: string; fix: string }>;

export type StampVerdict = keyof typeof STAMP_VERDICTS;

export const STAMP_VERDICT_NAMES = Object.keys(STAMP_VERDICTS) as StampVerdict[];
