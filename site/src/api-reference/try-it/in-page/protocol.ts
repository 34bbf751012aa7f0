/**
 * The contract between "Try it" and the in-page sandbox (issue 18): the sandbox core runs in a
 * Web Worker with its state in IndexedDB, and the panel talks to it only through
 * `InPageSandbox`. The panel stamps requests itself, exactly as for any other environment, so
 * the worker verifies a real `X-Stamp` over the exact body.
 */

/** The reader's sandbox organization and the API key its root user holds. */
export interface SandboxIdentity {
  organizationId: string;
  userId: string;
  apiKeyId: string;
  /** Compressed P-256 public key, hex (66 characters). */
  apiPublicKey: string;
  /**
   * Private scalar, hex (64 characters). It lives in the sandbox's own IndexedDB database and
   * is only ever used to stamp requests to the in-page sandbox.
   */
  apiPrivateKey: string;
}

/** One request to the in-page sandbox, as the panel would send it over HTTP. */
export interface SandboxRequest {
  /** The API path, e.g. `/public/v1/query/whoami`, or a `/sandbox/v1/…` endpoint. */
  path: string;
  method: 'GET' | 'POST';
  /** Header names in lower case, e.g. `x-stamp`, `content-type`. */
  headers: Record<string, string>;
  /** The exact body bytes as text (the stamp is over them); empty for GET. */
  body: string;
}

export interface SandboxResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/** The reader's wallets and their accounts, for pre-filling request bodies. */
export interface SandboxSnapshot {
  organizationId: string;
  wallets: {
    walletId: string;
    walletName: string;
    accounts: { address: string; addressFormat: string; curve: string; path: string }[];
  }[];
  privateKeys: { privateKeyId: string; privateKeyName: string }[];
  users: { userId: string; userName: string }[];
}

export interface InPageSandbox {
  /** Creates the organization and key on first use; afterwards reads them back from IndexedDB. */
  identity(): Promise<SandboxIdentity>;
  /**
   * Answers one request with the sandbox core. Never rejects: a failure inside the worker
   * becomes a response in the platform's error shape (`{ code, message, details }`).
   */
  send(request: SandboxRequest): Promise<SandboxResponse>;
  /** What the organization holds now (no secrets). */
  snapshot(): Promise<SandboxSnapshot>;
  /** Deletes everything the in-page sandbox stored; the next `identity()` starts afresh. */
  reset(): Promise<void>;
  /** Stops the worker; the state stays in IndexedDB. */
  close(): void;
}

/** Why the in-page sandbox cannot run here; the other environments still work. */
export interface InPageSandboxUnavailable {
  kind: 'no-worker' | 'no-indexeddb' | 'storage-full' | 'failed-to-start';
  /** A sentence for the reader: what happened and what to use instead. */
  message: string;
}

/** What the panel calls the in-page environment. */
export const IN_PAGE_SANDBOX_LABEL = 'Sandbox (in this page)';
