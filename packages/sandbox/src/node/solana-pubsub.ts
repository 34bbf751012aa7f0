/**
 * One WebSocket connection's side of Solana's PubSub API (the subscription half of its
 * JSON-RPC), answered from a local devnet: `accountSubscribe`, `logsSubscribe`,
 * `signatureSubscribe` and `slotSubscribe`, each with its `…Unsubscribe`. The devnet reports each
 * change it accepts (`SolanaChain.watch`); requests and those changes go through one queue, so
 * a subscription's id is always answered before its first notification. Every transaction is
 * final in the slot it lands in, so each commitment level is notified at once.
 */
import { getBase58Decoder, getBase58Encoder, isAddress } from '@solana/kit';
import { base64ToBytes, bytesToBase64 } from '@docs/platform-api/bytes';
import { transactionError } from '../chains/solana-rpc';
import type { Chains, SolanaChain, SolanaChainEvent } from '../chains/types';

/** At most this many live subscriptions per connection; more are refused, the socket stays. */
export const MAX_SUBSCRIPTIONS = 512;
/** How often a connection with subscriptions looks for a chain started anew (after a reset). */
const RECHECK_MS = 1000;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  // Older names @solana/web3.js 1.x still accepts.
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
];
const ENCODINGS = ['base58', 'base64', 'jsonParsed'];
/** A node refuses base58 for account data longer than this (base58 is slow to encode). */
const BASE58_LIMIT = 128;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

class PubSubError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const invalidParams = (detail: string) =>
  new PubSubError(INVALID_PARAMS, `Invalid params: ${detail}`);

interface AccountValue {
  data: [string, 'base64'];
  executable: boolean;
  lamports: number;
  owner: string;
  rentEpoch: number;
  space: number;
}

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding?: string; slice?: DataSlice; last: string }
  | { kind: 'slot' }
  | { kind: 'logs'; mentions?: string };

interface DataSlice {
  offset: number;
  length: number;
}

type Json = Record<string, unknown>;

/** What a request answers, and the notifications that must follow the answer. */
interface Outcome {
  response?: Json;
  then: Json[];
}

export interface PubSubSession {
  /** Handles one text message from the client. */
  receive(text: string): Promise<void>;
  /** How many subscriptions the connection holds. */
  readonly size: number;
  /** The connection ended: stop watching the chain. */
  close(): void;
}

function options(params: unknown[], index: number): Json {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`params[${index}] must be a configuration object`);
  }
  const config = value as Json;
  if (config.commitment !== undefined && !COMMITMENTS.includes(String(config.commitment))) {
    throw invalidParams(
      `commitment "${String(config.commitment)}" is not one of processed, confirmed, finalized`,
    );
  }
  return config;
}

function addressParam(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw invalidParams(`${field} must be a base58 account address`);
  }
  return value;
}

function signatureParam(value: unknown): string {
  let length = 0;
  if (typeof value === 'string') {
    try {
      length = getBase58Encoder().encode(value).length;
    } catch {
      length = 0;
    }
  }
  if (typeof value !== 'string' || length !== 64) {
    throw invalidParams('params[0] must be a transaction signature (64 bytes, base58)');
  }
  return value;
}

function dataSliceParam(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined;
  const slice = value as Partial<DataSlice>;
  const valid = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (typeof value !== 'object' || !valid(slice.offset) || !valid(slice.length)) {
    throw invalidParams('dataSlice must be { offset, length } with non-negative integers');
  }
  return { offset: Number(slice.offset), length: Number(slice.length) };
}

/** The account as `accountNotification` shows it in the subscription's encoding. */
function encodeAccount(
  value: AccountValue,
  subscription: { encoding?: string; slice?: DataSlice },
) {
  let bytes = base64ToBytes(value.data[0]);
  if (subscription.slice) {
    bytes = bytes.subarray(
      subscription.slice.offset,
      subscription.slice.offset + subscription.slice.length,
    );
  }
  let data: string | [string, string];
  if (subscription.encoding === 'base58') data = [getBase58Decoder().decode(bytes), 'base58'];
  // jsonParsed comes here only for an account without a parser: base64, as a node answers.
  else if (subscription.encoding === 'base64' || subscription.encoding === 'jsonParsed') {
    data = [bytesToBase64(bytes), 'base64'];
  }
  // No encoding: the legacy form, the data as one base58 string.
  else data = getBase58Decoder().decode(bytes);
  return { ...value, data };
}

function notification(method: string, subscription: number, result: unknown): Json {
  return { jsonrpc: '2.0', method, params: { result, subscription } };
}

export function pubSubSession(
  chains: Chains,
  caip2: string,
  send: (text: string) => void,
  limits: { maxSubscriptions?: number } = {},
): PubSubSession {
  const maxSubscriptions = limits.maxSubscriptions ?? MAX_SUBSCRIPTIONS;
  const subscriptions = new Map<number, Subscription>();
  let nextId = 0;
  let closed = false;
  let watched: { chain: SolanaChain; stop: () => void } | undefined;
  let recheck: ReturnType<typeof setInterval> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const emit = (message: Json | Json[]) => {
    if (!closed) send(JSON.stringify(message));
  };
  /** Runs `task` after everything queued before it; a failure is the task's own. */
  const enqueue = (task: () => Promise<void>): Promise<void> => {
    queue = queue.then(task).catch(() => undefined);
    return queue;
  };

  /** The chain, watched; a chain started anew (after a reset) replaces the one watched. */
  async function chain(): Promise<SolanaChain> {
    const current = await chains.solana(caip2);
    if (watched?.chain !== current && !closed) {
      watched?.stop();
      watched = {
        chain: current,
        stop: current.watch((event) => void enqueue(() => deliver(event))),
      };
    }
    if (!recheck && !closed) {
      recheck = setInterval(() => {
        if (subscriptions.size > 0) void chain().catch(() => undefined);
      }, RECHECK_MS);
      recheck.unref();
    }
    return current;
  }

  async function rpc(method: string, params: unknown[]): Promise<unknown> {
    const answer = (await (await chain()).rpc({ jsonrpc: '2.0', id: 1, method, params })) as {
      result?: unknown;
      error?: { code: number; message: string };
    };
    if (answer.error) throw new PubSubError(answer.error.code, answer.error.message);
    return answer.result;
  }

  /**
   * The account as the HTTP RPC parses it (a mint, a token account, a nonce account), or null
   * when it has no parser and the notification falls back to base64.
   */
  async function parsedAccount(address: string): Promise<unknown> {
    const { value } = (await rpc('getAccountInfo', [address, { encoding: 'jsonParsed' }])) as {
      value: { data: unknown } | null;
    };
    return value && !Array.isArray(value.data) ? value : null;
  }

  async function account(address: string): Promise<AccountValue> {
    const { value } = (await rpc('getAccountInfo', [address, { encoding: 'base64' }])) as {
      value: AccountValue | null;
    };
    return (
      value ?? {
        data: ['', 'base64'],
        executable: false,
        lamports: 0,
        owner: SYSTEM_PROGRAM,
        rentEpoch: 0,
        space: 0,
      }
    );
  }

  async function deliver(event: SolanaChainEvent): Promise<void> {
    const context = {
      slot: Number(event.kind === 'transaction' ? event.transaction.slot : event.slot),
    };
    if (event.kind === 'transaction') {
      const view = event.transaction;
      const err = transactionError(view);
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === view.signature) {
          // A signature subscription ends with its notification, as on a node.
          subscriptions.delete(id);
          emit(notification('signatureNotification', id, { context, value: { err } }));
        } else if (
          subscription.kind === 'logs' &&
          (subscription.mentions === undefined || view.accountKeys.includes(subscription.mentions))
        ) {
          emit(
            notification('logsNotification', id, {
              context,
              value: { signature: view.signature, err, logs: view.logs },
            }),
          );
        } else if (subscription.kind === 'slot') {
          // The transaction's slot is final (the root), and the devnet has moved to the next.
          const parent = Number(view.slot);
          emit(
            notification('slotNotification', id, {
              parent,
              root: parent,
              slot: Number(event.slot),
            }),
          );
        }
      }
    }
    const seen = new Map<string, AccountValue>();
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind !== 'account') continue;
      const value = seen.get(subscription.address) ?? (await account(subscription.address));
      seen.set(subscription.address, value);
      const snapshot = JSON.stringify(value);
      if (snapshot === subscription.last || !subscriptions.has(id)) continue;
      subscription.last = snapshot;
      const parsed =
        subscription.encoding === 'jsonParsed' ? await parsedAccount(subscription.address) : null;
      emit(
        notification('accountNotification', id, {
          context,
          value: parsed ?? encodeAccount(value, subscription),
        }),
      );
    }
  }

  function add(subscription: Subscription): number {
    if (subscriptions.size >= maxSubscriptions) {
      throw new PubSubError(
        INTERNAL_ERROR,
        `Subscription refused: this connection holds ${maxSubscriptions} subscriptions, the sandbox's limit per connection; unsubscribe some or open another connection`,
      );
    }
    nextId += 1;
    subscriptions.set(nextId, subscription);
    return nextId;
  }

  function unsubscribe(kind: Subscription['kind'], params: unknown[]): boolean {
    const id = params[0];
    if (typeof id !== 'number' || subscriptions.get(id)?.kind !== kind) {
      throw invalidParams(`Invalid subscription id: no ${kind} subscription ${String(id)}`);
    }
    subscriptions.delete(id);
    return true;
  }

  const methods: Record<
    string,
    (params: unknown[]) => Promise<{ result: unknown; then?: Json[] }>
  > = {
    accountSubscribe: async (params) => {
      const address = addressParam(params[0], 'params[0]');
      const config = options(params, 1);
      if (config.encoding !== undefined && !ENCODINGS.includes(String(config.encoding))) {
        throw invalidParams(
          `encoding "${String(config.encoding)}" is not served; use base58, base64 or jsonParsed`,
        );
      }
      const slice = dataSliceParam(config.dataSlice);
      const value = await account(address);
      if (config.encoding !== 'base64' && config.encoding !== 'jsonParsed') {
        const length = slice?.length ?? base64ToBytes(value.data[0]).length;
        if (length > BASE58_LIMIT) {
          throw new PubSubError(
            INVALID_REQUEST,
            `Encoded binary (base 58) data should be less than ${BASE58_LIMIT} bytes, please use Base64 encoding.`,
          );
        }
      }
      const encoding = config.encoding === undefined ? undefined : String(config.encoding);
      return {
        result: add({ kind: 'account', address, encoding, slice, last: JSON.stringify(value) }),
      };
    },
    accountUnsubscribe: async (params) => ({ result: unsubscribe('account', params) }),
    logsSubscribe: async (params) => {
      const filter = params[0];
      options(params, 1);
      if (filter === 'all' || filter === 'allWithVotes') {
        // The devnet has no vote transactions, so both filters see the same.
        await chain();
        return { result: add({ kind: 'logs' }) };
      }
      const mentions = (filter as { mentions?: unknown } | null)?.mentions;
      if (typeof filter !== 'object' || !Array.isArray(mentions)) {
        throw invalidParams('params[0] must be "all", "allWithVotes" or { mentions: [address] }');
      }
      if (mentions.length !== 1) {
        throw invalidParams(`mentions takes exactly one address, received ${mentions.length}`);
      }
      const address = addressParam(mentions[0], 'params[0].mentions[0]');
      await chain();
      return { result: add({ kind: 'logs', mentions: address }) };
    },
    logsUnsubscribe: async (params) => ({ result: unsubscribe('logs', params) }),
    signatureSubscribe: async (params) => {
      const signature = signatureParam(params[0]);
      const config = options(params, 1);
      const { context, value } = (await rpc('getSignatureStatuses', [[signature]])) as {
        context: { slot: number };
        value: ({ slot: number; err: unknown } | null)[];
      };
      const status = value[0];
      const id = add({ kind: 'signature', signature });
      const then: Json[] = [];
      if (config.enableReceivedNotification === true) {
        then.push(
          notification('signatureNotification', id, { context, value: 'receivedSignature' }),
        );
      }
      if (status) {
        subscriptions.delete(id);
        then.push(
          notification('signatureNotification', id, {
            context: { slot: status.slot },
            value: { err: status.err },
          }),
        );
      }
      return { result: id, then };
    },
    signatureUnsubscribe: async (params) => ({ result: unsubscribe('signature', params) }),
    slotSubscribe: async () => {
      await chain();
      return { result: add({ kind: 'slot' }) };
    },
    slotUnsubscribe: async (params) => ({ result: unsubscribe('slot', params) }),
  };

  /** One request of a message; undefined `response` for a notification (no `id`). */
  async function handle(request: unknown): Promise<Outcome> {
    const failed = (id: unknown, code: number, message: string): Outcome => ({
      response: { jsonrpc: '2.0', error: { code, message }, id },
      then: [],
    });
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return failed(null, INVALID_REQUEST, 'Invalid Request: expected a JSON-RPC request object');
    }
    const { jsonrpc, id, method, params } = request as Json;
    const validId = id === undefined || id === null || ['string', 'number'].includes(typeof id);
    if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
      return failed(
        validId ? (id ?? null) : null,
        INVALID_REQUEST,
        'Invalid Request: needs "jsonrpc": "2.0", a string "method" and a string or number "id"',
      );
    }
    const run = methods[method];
    // A notification (such as @solana/web3.js's keep-alive "ping") gets no answer.
    if (id === undefined) return { then: [] };
    if (!run || !Object.hasOwn(methods, method)) {
      return failed(id, METHOD_NOT_FOUND, 'Method not found');
    }
    if (params !== undefined && !Array.isArray(params)) {
      return failed(id, INVALID_PARAMS, 'Invalid params: params must be an array');
    }
    try {
      const { result, then = [] } = await run(params ?? []);
      return { response: { jsonrpc: '2.0', result, id }, then };
    } catch (error) {
      if (error instanceof PubSubError) return failed(id, error.code, error.message);
      const reason = error instanceof Error ? error.message : String(error);
      return failed(id, INTERNAL_ERROR, `Internal error: ${reason}`);
    }
  }

  return {
    get size() {
      return subscriptions.size;
    },
    receive: (text) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        emit({ jsonrpc: '2.0', error: { code: PARSE_ERROR, message: 'Parse error' }, id: null });
        return Promise.resolve();
      }
      return enqueue(async () => {
        if (!Array.isArray(parsed)) {
          const { response, then } = await handle(parsed);
          if (response) emit(response);
          for (const message of then) emit(message);
          return;
        }
        if (parsed.length === 0) {
          const error = { code: INVALID_REQUEST, message: 'Invalid Request: empty batch' };
          emit({ jsonrpc: '2.0', error, id: null });
          return;
        }
        const outcomes: Outcome[] = [];
        for (const request of parsed) outcomes.push(await handle(request));
        const responses = outcomes.flatMap((outcome) =>
          outcome.response ? [outcome.response] : [],
        );
        if (responses.length > 0) emit(responses);
        for (const outcome of outcomes) for (const message of outcome.then) emit(message);
      });
    },
    close: () => {
      closed = true;
      watched?.stop();
      watched = undefined;
      if (recheck) clearInterval(recheck);
      subscriptions.clear();
    },
  };
}
