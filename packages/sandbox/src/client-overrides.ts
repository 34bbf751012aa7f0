/**
 * `sandboxOverrides(baseUrl)`: reads `GET /sandbox/v1/info` of a running sandbox and returns,
 * for each client-side check the sandbox cannot pass (`core/client-checks.ts`), the sandbox key
 * to pass instead and the one line that passes it. For tests only: never hand these keys to code
 * that talks to the platform.
 */
import { CLIENT_CHECKS, overrideLine, type ClientCheck } from './core/client-checks';
import { SANDBOX_PREFIX } from './defaults';

export interface ClientOverride extends ClientCheck {
  /** The sandbox's public key for this check, hex (uncompressed P-256). */
  publicKey: string;
  /** What to add to the call, e.g. `dangerouslyOverrideSignerPublicKey: "04…"`. */
  override: string;
}

interface InfoKeys {
  enclaveSignerPublicKey?: unknown;
  keys?: { session?: unknown; otp?: unknown };
}

function keyOf(info: InfoKeys, check: ClientCheck): string {
  const value =
    check.key === 'enclaveSigner' ? info.enclaveSignerPublicKey : info.keys?.[check.key];
  if (typeof value !== 'string' || !/^04[0-9a-f]{128}$/i.test(value)) {
    throw new Error(
      `${SANDBOX_PREFIX}/info has no ${check.key} key for ${check.function}; is this a sandbox?`,
    );
  }
  return value;
}

/** Every override, keyed by the `@turnkey/crypto` function that needs it. */
export async function sandboxOverrides(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, ClientOverride>> {
  const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${SANDBOX_PREFIX}/info`);
  if (!response.ok) {
    throw new Error(`${SANDBOX_PREFIX}/info answered ${response.status}; is this a sandbox?`);
  }
  const info = (await response.json()) as InfoKeys;
  return Object.fromEntries(
    CLIENT_CHECKS.map((check) => {
      const publicKey = keyOf(info, check);
      return [check.function, { ...check, publicKey, override: overrideLine(check, publicKey) }];
    }),
  );
}
