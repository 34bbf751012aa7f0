/**
 * The sandboxes of a shared-deployment test (`--chain-rpc`): A runs its in-process chains, B
 * serves one network from A's JSON-RPC (logging its chain entries, which must stay empty, to a
 * storage of its own), and a third sandbox points the network at a port nobody listens on.
 */
import { afterAll, beforeAll } from 'vitest';
import { createChains } from '../../chains/index';
import { openTestStorage } from '../../storage/__tests__/backend';
import type { Storage } from '../../storage/types';
import { closedPortUrl, rpcUrlOf, useSandbox, type Harness } from './support';

export interface SharedDeployment {
  a: Harness;
  b: Harness;
  unreachable: Harness;
  /** A's JSON-RPC for the network, once A is up. */
  readonly aRpcUrl: string;
  /** The port the unreachable sandbox's node is at. */
  readonly closedUrl: string;
  /** Where B's chains log. */
  readonly bLog: Storage | undefined;
}

/**
 * `caip2` is the network A serves; B names it `bName` (`caip2` unless given), so a test can use
 * the short alias a reader would type.
 */
export function useSharedDeployment(caip2: string, bName = caip2): SharedDeployment {
  let aRpcUrl = '';
  let closedUrl = '';
  let bLog: Storage | undefined;
  const a = useSandbox();
  // Hooks run in the order they are registered: A is up before B is configured from its /info.
  beforeAll(async () => {
    aRpcUrl = await rpcUrlOf(a, caip2);
    closedUrl = await closedPortUrl();
    bLog = await openTestStorage();
  });
  afterAll(async () => {
    await bLog?.close();
  });
  const b = useSandbox({
    chains: (clock) => createChains({ storage: bLog, now: clock, external: { [bName]: aRpcUrl } }),
  });
  const unreachable = useSandbox({
    chains: (clock) =>
      createChains({
        now: clock,
        external: { [caip2]: closedUrl },
        externalOptions: { timeoutMs: 500 },
      }),
  });
  return {
    a,
    b,
    unreachable,
    get aRpcUrl() {
      return aRpcUrl;
    },
    get closedUrl() {
      return closedUrl;
    },
    get bLog() {
      return bLog;
    },
  };
}
