/**
 * `npm run sandbox -- [options]`: starts the sandbox on loopback and prints how to use it.
 * Options: --host, --port, --data <dir>, --memory, --seed <text>, --allowed-hosts,
 * --allowed-origins, --bootstrap, --webhook-allow-host <host>, --chain-rpc <caip2>=<url>, --help.
 * With DATABASE_URL set (and
 * neither --data nor --memory given), state lives in PostgreSQL. `npm run sandbox -- webhooks …`
 * talks to a running one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createChains, externalNodes } from '../src/chains/index';
import { createSandbox, seededRandom, secureRandom } from '../src/core/index';
import { DEFAULT_HOST, DEFAULT_PORT, SANDBOX_PREFIX } from '../src/defaults';
import { newP256KeyPair } from '../src/node/keys';
import { listen } from '../src/node/server';
import { listenSolanaSubscriptions } from '../src/node/solana-subscriptions';
import { runWebhooksCli, WEBHOOKS_USAGE } from '../src/node/webhooks-cli';
import { openStorage } from '../src/storage/open';

const DEFAULT_DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.sandbox-data',
);

const USAGE = `Usage: npm run sandbox -- [options]   (from the packed package: docs-sandbox [options])

  --host <address>  interface to listen on (default ${DEFAULT_HOST}: this machine only)
  --port <number>   port (default ${DEFAULT_PORT}; 0 picks a free one)
  --data <dir>      keep state in <dir>/sandbox.db (default ${DEFAULT_DATA})
  --memory          keep state in memory only; it is gone when the sandbox stops
                    (without --data or --memory, DATABASE_URL=postgresql://… keeps state in
                    PostgreSQL, which several sandboxes can share)
  --seed <text>     deterministic ids, mnemonics and keys (for tests and recorded examples)
  --allowed-hosts <a,b>    Host names /sandbox/v1 answers besides loopback ones (for --host 0.0.0.0)
  --allowed-origins <a,b>  web origins that may call /sandbox/v1 besides loopback ones and the docs site
  --bootstrap       create an organization with a new P-256 API key and print its variables
  --webhook-allow-host <host>
                    also deliver webhooks to <host> (repeatable; by default only to loopback)
  --chain-rpc <caip2>=<url>
                    send and read that eip155 network or Solana cluster on the JSON-RPC node at
                    <url> instead of an in-process devnet (repeatable; SANDBOX_CHAIN_RPC=
                    <caip2>=<url>,… does the same). Several sandboxes on one PostgreSQL share
                    chains this way
  --no-solana-subscriptions
                    do not listen on <port>+1, the WebSocket where @solana/web3.js confirms
                    Solana sends and subscribes to accounts, logs and slots; leaves that port free
  --help            show this text

  webhooks listen|trigger …   forward or send webhook events (npm run sandbox -- webhooks --help)`;

async function main(): Promise<void> {
  if (process.argv[2] === 'webhooks') {
    if (process.argv.includes('--help')) {
      console.log(WEBHOOKS_USAGE);
      return;
    }
    await runWebhooksCli(process.argv.slice(3));
    return;
  }
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: DEFAULT_HOST },
      port: { type: 'string', default: String(DEFAULT_PORT) },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      seed: { type: 'string' },
      bootstrap: { type: 'boolean', default: false },
      'webhook-allow-host': { type: 'string', multiple: true, default: [] },
      'chain-rpc': { type: 'string', multiple: true, default: [] },
      'allowed-hosts': { type: 'string' },
      'allowed-origins': { type: 'string' },
      'no-solana-subscriptions': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, received ${values.port}`);
  }
  if (values.memory && values.data !== undefined) {
    throw new Error('Give either --memory or --data, not both');
  }
  const external = externalNodes({
    flags: values['chain-rpc'],
    env: process.env.SANDBOX_CHAIN_RPC,
  });
  const location = values.memory ? ':memory:' : path.resolve(values.data ?? DEFAULT_DATA);
  const random = values.seed !== undefined ? seededRandom(values.seed) : secureRandom;
  const explicitSqlite = values.memory || values.data !== undefined;
  const { storage, description } = await openStorage({
    databaseUrl: explicitSqlite ? undefined : process.env.DATABASE_URL,
    location,
  });
  const sandbox = createSandbox({
    storage,
    random,
    webhooks: {
      transport: (target, init) => fetch(target, init),
      allowHosts: values['webhook-allow-host'],
    },
    chains: (now) => createChains({ storage, now, external }),
  });
  const list = (value: string | undefined) =>
    value === undefined
      ? []
      : value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
  const guard = {
    allowedHosts: list(values['allowed-hosts']).map((host) => host.toLowerCase()),
    allowedOrigins: list(values['allowed-origins']),
  };
  const running = await listen(sandbox, { host: values.host, port, guard }).catch(async (error) => {
    await storage.close();
    throw error;
  });
  const { url } = running;
  // @solana/web3.js confirms over a WebSocket at the HTTP port plus one; a busy port only
  // costs that, so the sandbox starts without it and says so.
  const wsPort = Number(new URL(url).port) + 1;
  const subscriptions = values['no-solana-subscriptions']
    ? undefined
    : await listenSolanaSubscriptions(sandbox, {
        host: values.host,
        port: wsPort,
        guard,
      }).catch((error: unknown) => {
        console.warn(
          `Solana subscriptions are not served: port ${wsPort} is not free (${error instanceof Error ? error.message : String(error)}). @solana/web3.js confirms over a WebSocket there; free it or choose another --port.`,
        );
        return undefined;
      });
  const served = Object.entries(external)
    .map(([caip2, node]) => `\n  ${caip2} is served by the node at ${node}`)
    .join('');

  console.log(`Sandbox listening on ${url} (state: ${description})
Every response carries X-Sandbox: true. This is not the platform: never use real funds here.${served}${
    subscriptions
      ? `\nSolana subscriptions (account, logs, signature, slot; @solana/web3.js confirms here): ${subscriptions.url}`
      : ''
  }

Point a client at it:
  new TurnkeyClient({ baseUrl: '${url}' }, new ApiKeyStamper({ apiPublicKey, apiPrivateKey }))
  new Turnkey({ apiBaseUrl: '${url}', defaultOrganizationId, apiPublicKey, apiPrivateKey })

Create an organization for your API public key:
  curl -s -X POST ${url}${SANDBOX_PREFIX}/organizations -H 'Content-Type: application/json' \\
    -d '{"publicKey":"<compressed P-256 public key, hex>"}'
Or restart with --bootstrap to get a key pair and an organization printed here.

More: GET ${SANDBOX_PREFIX}/info (what is implemented), GET ${SANDBOX_PREFIX}/state?organizationId=…,
POST ${SANDBOX_PREFIX}/reset, POST ${SANDBOX_PREFIX}/clock {"advanceSeconds": 3600},
GET ${SANDBOX_PREFIX}/webhooks/deliveries (webhook deliveries, signed; verify them with the keys in /info)`);

  if (values.bootstrap) {
    const keys = newP256KeyPair(random);
    const created = await sandbox.createOrganization({ publicKey: keys.publicKey });
    console.log(`
# Sandbox organization and API key: put these in your environment (.env)
API_PUBLIC_KEY=${keys.publicKey}
API_PRIVATE_KEY=${keys.privateKey}
ORGANIZATION_ID=${created.organizationId}
# base URL for the client: ${url}`);
  }

  const stop = () => {
    sandbox.webhooks.close();
    void Promise.all([running.close(), subscriptions?.close()]).then(() => storage.close());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  console.error(process.argv[2] === 'webhooks' ? WEBHOOKS_USAGE : USAGE);
  process.exitCode = 1;
});
