/** The two ways a request authenticates, as OpenAPI security schemes. */
import { API_KEY_STAMP_HEADER, API_KEY_STAMP_SCHEME, WEBAUTHN_STAMP_HEADER } from './stamp';

export interface ApiKeySecurityScheme {
  type: 'apiKey';
  in: 'header';
  name: string;
  description: string;
}

export const securitySchemes = {
  ApiKeyStamp: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_STAMP_HEADER,
    description: [
      `A signature by one of the user's API keys over the exact bytes of the request body. The header value is the base64url encoding (no padding) of the JSON object \`{ "publicKey", "scheme", "signature" }\`:`,
      '',
      '- `publicKey`: the compressed P-256 public key of the API key, hex (66 characters, starting with 02 or 03);',
      `- \`scheme\`: \`"${API_KEY_STAMP_SCHEME}"\`;`,
      '- `signature`: the ECDSA signature with SHA-256 over the request body, DER-encoded, hex.',
      '',
      'Sign the body string you send, byte for byte: serializing the JSON again after signing breaks the signature.',
    ].join('\n'),
  },
  WebAuthnStamp: {
    type: 'apiKey',
    in: 'header',
    name: WEBAUTHN_STAMP_HEADER,
    description:
      'A passkey assertion over the request body. Run a WebAuthn assertion (navigator.credentials.get) whose challenge is the hex SHA-256 of the exact request body, then send the JSON object `{ "authenticatorData", "clientDataJson", "credentialId", "signature" }` taken from the assertion\'s response.',
  },
} as const satisfies Record<string, ApiKeySecurityScheme>;

export type SecuritySchemeName = keyof typeof securitySchemes;

/** Either stamp authenticates a request. */
export const security: Partial<Record<SecuritySchemeName, string[]>>[] = [
  { ApiKeyStamp: [] },
  { WebAuthnStamp: [] },
];
