/**
 * What the wallet-shaped signer packages throw against the sandbox at their pinned versions:
 * `@turnkey/cosmjs`'s TurnkeyDirectWallet and `@turnkey/eip-1193-provider`'s provider, for a
 * request the platform refuses and for a signature that waits for a second root user.
 */
import { randomUUID, type UUID } from 'node:crypto';
import { TurnkeyDirectWallet } from '@turnkey/cosmjs';
import { createEIP1193Provider } from '@turnkey/eip-1193-provider';
import { TurnkeyRequestError } from '@turnkey/http';
import { TurnkeyRequestError as ServerRequestError } from '@turnkey/sdk-server';
import { isAddress } from 'viem';
import { expect, type Scenario } from './support';
import { serverClient, signerSetup, signingClient } from './signer-setup';

const CONSENSUS = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';

/** What CosmJS hands a signer: an empty transaction is enough to make the wallet sign. */
const SIGN_DOC = {
  bodyBytes: new Uint8Array(),
  authInfoBytes: new Uint8Array(),
  chainId: 'cosmoshub-4',
  accountNumber: 0n,
};

function isUuid(value: string): value is UUID {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

function uuid(value: string): UUID {
  if (!isUuid(value)) throw new Error(`${value} is not a UUID`);
  return value;
}

export const cosmjsSigner: Scenario = {
  name: 'signer-cosmjs',
  does: '@turnkey/cosmjs TurnkeyDirectWallet.signDirect as a user no policy allows (through @turnkey/sdk-server and @turnkey/http), and through @turnkey/http in a two-of-two sub-organization, where the signature waits for the second root user',
  rows: [
    { doc: 'sdks/web3/cosmjs.mdx', row: 'The platform refuses the request' },
    { doc: 'sdks/web3/cosmjs.mdx', row: 'The same, with a `TurnkeyClient`' },
  ],
  async run(context, observed) {
    const setup = await signerSetup(context);
    const { org, roots } = setup;
    const wallet = (client: object, organizationId: string, publicKey: string) =>
      TurnkeyDirectWallet.initWithPublicKey({
        config: {
          client:
            signingClient<
              Parameters<typeof TurnkeyDirectWallet.initWithPublicKey>[0]['config']['client']
            >(client),
          organizationId,
          signWith: publicKey,
        },
        prefix: 'cosmos',
      });
    const sign = async (client: object, organizationId: string, publicKey: string) => {
      const signer = wallet(client, organizationId, publicKey);
      const [account] = await signer.getAccounts();
      if (!account) throw new Error('the wallet has no account');
      return signer.signDirect(account.address, SIGN_DOC);
    };

    const viaServer = serverClient(context, setup.denied, org.organizationId);
    const refused = await observed.throws('denied through @turnkey/sdk-server', () =>
      sign(viaServer, org.organizationId, setup.addresses.publicKey),
    );
    expect(
      refused instanceof ServerRequestError,
      `denied through @turnkey/sdk-server: threw ${refused.constructor.name}, not the class @turnkey/sdk-server exports`,
    );
    const refusedHttp = await observed.throws('denied through @turnkey/http', () =>
      sign(context.clientFor(setup.denied), org.organizationId, setup.addresses.publicKey),
    );
    expect(
      refusedHttp instanceof TurnkeyRequestError,
      `denied through @turnkey/http: threw ${refusedHttp.constructor.name}`,
    );

    const waiting = await observed.throws('consensus through @turnkey/http', () =>
      sign(roots.first, roots.organizationId, setup.rootAddresses.publicKey),
    );
    expect(waiting.name === 'TurnkeyActivityError', `consensus: threw ${waiting.name}`);
    const { activityId, activityStatus } = waiting as {
      activityId?: unknown;
      activityStatus?: unknown;
    };
    expect(typeof activityId === 'string' && activityId !== '', 'consensus: no activityId');
    expect(activityStatus === CONSENSUS, `consensus: activityStatus ${String(activityStatus)}`);
  },
};

export const eip1193Provider: Scenario = {
  name: 'signer-eip-1193',
  does: '@turnkey/eip-1193-provider (no chains added): eth_requestAccounts for a wallet and for an organization that do not exist, and for the ID of another organization, and personal_sign in a two-of-two sub-organization, which leaves the activity waiting for the second root user',
  rows: [
    { doc: 'sdks/web3/eip-1193.mdx', row: 'The platform answers with error code `5`' },
    { doc: 'sdks/web3/eip-1193.mdx', row: 'A signing activity needs more approvals' },
  ],
  async run(context, observed) {
    const setup = await signerSetup(context);
    const { org, roots } = setup;

    // The provider disconnects on code 5 and code 3: the platform answers 5 (NOT_FOUND) for a
    // wallet and for an organization that do not exist, and 3 (INVALID_ARGUMENT) for another
    // organization's ID (ORGANIZATION_MISMATCH).
    const other = await context.newOrganization();
    for (const [what, organizationId, code] of [
      ['a wallet that does not exist', org.organizationId, 5],
      ['an organization that does not exist', randomUUID(), 5],
      ["another organization's ID", other.organizationId, 3],
    ] as const) {
      const provider = await createEIP1193Provider({
        turnkeyClient: org.client,
        organizationId: uuid(organizationId),
        walletId: randomUUID(),
        chains: [],
      });
      const disconnects: unknown[] = [];
      provider.on('disconnect', (error: unknown) => disconnects.push(error));
      const disconnected = await observed.throws(what, () =>
        provider.request({ method: 'eth_requestAccounts' }),
      );
      expect(
        disconnected.name === 'ProviderDisconnectedError',
        `${what}: threw ${disconnected.name}`,
      );
      expect(disconnects.length === 1, `${what}: ${disconnects.length} disconnect events, not 1`);
      const cause = disconnected.cause;
      if (!(cause instanceof TurnkeyRequestError)) {
        throw new Error(
          `${what}: the disconnect error wraps ${String(cause)}, not a TurnkeyRequestError`,
        );
      }
      expect(cause.code === code, `${what}: the platform answered code ${cause.code}, not ${code}`);
      observed.caught(cause);
    }

    const waiting = await createEIP1193Provider({
      turnkeyClient: roots.first,
      organizationId: uuid(roots.organizationId),
      walletId: randomUUID(),
      chains: [],
    });
    const signWith = setup.rootAddresses.ethereum;
    if (!isAddress(signWith)) throw new Error(`${signWith} is not an Ethereum address`);
    let thrown: unknown;
    try {
      await waiting.request({ method: 'personal_sign', params: ['0x68656c6c6f', signWith] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown === 'Consensus needed', `personal_sign threw ${String(thrown)}`);
    const { activities } = await roots.second.getActivities({
      organizationId: roots.organizationId,
      filterByStatus: [CONSENSUS],
    });
    expect(activities.length === 1, `${activities.length} activities wait for approval, not 1`);
    for (const activity of activities) observed.activity(activity.status);
  },
};
