/**
 * Which docs examples `npm run check:examples` runs against the sandbox, which may opt out and
 * why, and the opt-out budget. Pure functions of a block's code and meta (the runner in
 * scripts/examples/ does the running); decision record 0115 explains the rules.
 */
import type { CodeBlock } from './mdx-source';

/**
 * A block calls the platform API when it builds one of the platform's clients (`TurnkeyClient`,
 * `Turnkey`, `TurnkeyServerSDK`, `TurnkeyBrowserSDK`), renders the React provider or reads its
 * hook, uses `@turnkey/sdk-server`'s module-level `server` helpers, or fetches an API path
 * (`/public/v1/…`) itself. Naming a path without fetching it, stamping without sending, or
 * using a client another block built does not count.
 */
const API_CALL_PATTERNS: readonly RegExp[] = [
  /\bnew\s+(?:TurnkeyClient|Turnkey|TurnkeyServerSDK|TurnkeyBrowserSDK)\s*\(/,
  /<TurnkeyProvider\b/,
  /\buseTurnkey\s*\(/,
  /\bserver\.\w+\s*\(/,
];

export function callsApi(code: string): boolean {
  if (API_CALL_PATTERNS.some((pattern) => pattern.test(code))) {
    // `server.` counts only as @turnkey/sdk-server's export, not any object named server.
    const onlyServerHelper = !API_CALL_PATTERNS.slice(0, 3).some((p) => p.test(code));
    return (
      !onlyServerHelper ||
      /import\s*\{[^}]*\bserver\b[^}]*\}\s*from\s*['"]@turnkey\/sdk-server['"]/.test(code)
    );
  }
  return /\bfetch\s*\(/.test(code) && /\/public\/v1\/(?:query|submit)\//.test(code);
}

/** Modules that exist only in a browser (or a React Native app): DOM, iframes, WebAuthn, wallets. */
export const BROWSER_ONLY_MODULES: readonly string[] = [
  // Its client keeps sessions in browser (or React Native) storage and refuses to start in Node.
  '@turnkey/core',
  '@turnkey/sdk-browser',
  '@turnkey/sdk-react',
  '@turnkey/react-wallet-kit',
  '@turnkey/react-native-wallet-kit',
  '@turnkey/react-native-passkey-stamper',
  '@turnkey/iframe-stamper',
  '@turnkey/webauthn-stamper',
  '@turnkey/indexed-db-stamper',
  '@turnkey/wallet-stamper',
  'react-native',
];

/** The code a passkey prompt comes from. */
const PASSKEY_PATTERNS: readonly RegExp[] = [
  /['"]@turnkey\/(?:webauthn-stamper|react-native-passkey-stamper)['"]/,
  /\bpasskeyClient\s*\(/,
  /\b(?:createUserPasskey|loginWithPasskey|createPasskey)\s*\(/,
  /\bnavigator\.credentials\b/,
];

/** The modules a block imports (static `import … from` and side-effect imports). */
export function importedModules(code: string): string[] {
  return [...code.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
}

export function isBrowserOnly(code: string): boolean {
  const imports = importedModules(code);
  return (
    imports.some((name) => BROWSER_ONLY_MODULES.includes(name)) ||
    /\b(?:window|document|localStorage|sessionStorage)\.\w/.test(code) ||
    PASSKEY_PATTERNS.some((pattern) => pattern.test(code))
  );
}

export function promptsForPasskey(code: string): boolean {
  return PASSKEY_PATTERNS.some((pattern) => pattern.test(code));
}

/** The reasons a block may give, as `norun="<kind>: <detail>"`. */
export type OptOutKind = 'browser-only' | 'passkey' | 'not-implemented';
const KINDS: readonly OptOutKind[] = ['browser-only', 'passkey', 'not-implemented'];

/** What the runner needs to know about the sandbox to check a `not-implemented` claim. */
export interface SandboxOperations {
  /** The operation exists in the API definition. */
  defined(name: string): boolean;
  /** The sandbox has a handler for it. */
  implemented(name: string): boolean;
}

export type RunDecision =
  | { run: false; apiCall: false }
  | { run: true; apiCall: true }
  | { run: false; apiCall: true; kind: OptOutKind; reason: string }
  | { run: false; apiCall: boolean; error: string };

const NORUN = /(?:^|\s)norun(?:=(?:"([^"]*)"|'([^']*)'))?(?=\s|$)/;

/**
 * A block that calls the API runs, unless its meta says `norun="<kind>: <why>"` and the claim
 * holds: `browser-only` needs browser-only code in the block, `passkey` a passkey prompt, and
 * `not-implemented: op_a, op_b` names operations that the API defines and the sandbox does not
 * implement (so the opt-out fails once the sandbox implements them).
 */
export function decideRun(block: CodeBlock, sandbox: SandboxOperations): RunDecision {
  const apiCall = callsApi(block.code);
  const match = NORUN.exec(block.meta);
  if (!match) return apiCall ? { run: true, apiCall } : { run: false, apiCall };
  const fail = (error: string): RunDecision => ({ run: false, apiCall, error });
  const text = (match[1] ?? match[2] ?? '').trim();
  if (!apiCall) return fail('norun on a block that does not call the API: remove it');
  const parsed = /^([a-z-]+):\s*(\S[\s\S]*)$/.exec(text);
  const kind = KINDS.find((candidate) => candidate === parsed?.[1]);
  if (!parsed || !kind) {
    return fail(
      `norun needs a kind and a reason, received "${text}", expected norun="<kind>: why" with <kind> one of ${KINDS.join(', ')}`,
    );
  }
  const reason = parsed[2]?.trim() ?? '';
  if (kind === 'browser-only' && !isBrowserOnly(block.code)) {
    return fail(
      `norun="browser-only: …" but the block uses no browser-only module (${BROWSER_ONLY_MODULES.join(', ')}) and no window, document or storage`,
    );
  }
  if (kind === 'passkey' && !promptsForPasskey(block.code)) {
    return fail('norun="passkey: …" but the block asks for no passkey');
  }
  if (kind === 'not-implemented') {
    const names = reason.split(/[\s,]+/).filter(Boolean);
    if (!names.every((name) => /^[a-z][a-z0-9_]*$/.test(name))) {
      return fail(
        `norun="not-implemented: …" lists the operations and nothing else, e.g. norun="not-implemented: init_otp, otp_login"; received "${reason}"`,
      );
    }
    const unknown = names.filter((name) => !sandbox.defined(name));
    if (unknown.length > 0)
      return fail(`norun names operations the API does not define: ${unknown.join(', ')}`);
    const implemented = names.filter((name) => sandbox.implemented(name));
    if (implemented.length > 0) {
      return fail(
        `the sandbox implements ${implemented.join(', ')} now: remove norun and let the block run`,
      );
    }
  }
  return { run: false, apiCall, kind, reason };
}

/** At most this share of the runnable API-calling blocks may opt out as not implemented. */
export const MAX_OPT_OUT_SHARE = 0.15;

export interface BudgetCounts {
  /** Blocks that call the API and are not browser-only (they could run in Node). */
  runnable: number;
  /** Of those, blocks that opted out because the sandbox lacks an operation. */
  optedOut: number;
}

/** The share of opt-outs, and an error when it exceeds the budget. */
export function optOutBudget(counts: BudgetCounts): { share: number; error?: string } {
  const share = counts.runnable === 0 ? 0 : counts.optedOut / counts.runnable;
  if (share <= MAX_OPT_OUT_SHARE) return { share };
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return {
    share,
    error: `${counts.optedOut} of ${counts.runnable} runnable API-calling blocks opt out (${percent(share)}); at most ${percent(MAX_OPT_OUT_SHARE)} may`,
  };
}

/** The environment variable names a block reads through `process.env.NAME`. */
export function envNames(code: string): string[] {
  return [
    ...new Set([...code.matchAll(/\bprocess\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] ?? '')),
  ];
}

/** The block starts a server (`.listen(…)`) and serves until stopped. */
export function startsServer(code: string): boolean {
  return /\.listen\s*\(/.test(code);
}
