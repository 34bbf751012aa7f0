/**
 * What a body loaded from a link (`/api?try=…&body=…`) could do outside the in-page sandbox.
 * Anyone can write such a link, so a submission it loaded is sent to another environment only
 * after the reader confirms, and the confirmation says what the request would do, naming the
 * values in it that point somewhere: keys, addresses, URLs. Queries only read, so they need none.
 */

/** Operations whose effect outlives the request or hands something to a key the body names. */
const SENSITIVE: [RegExp, string][] = [
  [/^export_/, 'exports key material, encrypted to the public key the body names'],
  [/api_keys|api_only_users/, 'adds or removes API keys, which can then act for the organization'],
  [/authenticators/, 'adds or removes passkeys, which can then act for the organization'],
  [/^update_root_quorum$/, 'changes who makes up the root quorum'],
  [/polic/, 'changes the policies that decide what every user may do'],
  [
    /session|_login$|^email_auth$|^otp_auth$|^oauth$|^recover_user$|init_user_email_recovery/,
    'issues a credential for the public key the body names',
  ],
  [
    /^create_users$|^create_sub_organization$|^delete_users$/,
    'changes who can act for the organization',
  ],
  [/^sign_|send_transaction$|^eth_send_raw_transaction$/, 'signs with your keys or moves funds'],
  [/webhook/, 'sends your organization’s events to the URL the body names'],
];

const POINTERS = /publickey|address|url|email|signwith|to$|userid|organizationid/i;

export interface LinkRisk {
  /** Why this operation from a link needs a confirmation, in words. */
  effect: string;
  sensitive: boolean;
  /** Values in the body that point somewhere, as `path: value`. */
  pointers: string[];
}

function collectPointers(value: unknown, path: string, into: string[]): void {
  if (into.length >= 12) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectPointers(item, `${path}[${index}]`, into));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      collectPointers(item, path === '' ? key : `${path}.${key}`, into);
    }
  } else if (typeof value === 'string' && POINTERS.test(path.split('.').at(-1) ?? '')) {
    into.push(`${path}: ${value}`);
  }
}

/**
 * The confirmation a link-loaded body needs before it goes to a non-sandbox environment, or null
 * when it needs none (a query).
 */
export function linkRisk(
  operation: string,
  kind: 'query' | 'submission',
  body: string,
): LinkRisk | null {
  if (kind === 'query') return null;
  const match = SENSITIVE.find(([pattern]) => pattern.test(operation));
  const pointers: string[] = [];
  try {
    collectPointers(JSON.parse(body), '', pointers);
  } catch {
    // Not JSON: the panel refuses to send it anyway.
  }
  return {
    effect: match ? match[1] : 'runs an activity in your organization',
    sensitive: match !== undefined,
    pointers,
  };
}
