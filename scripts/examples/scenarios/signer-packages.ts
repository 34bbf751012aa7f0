/**
 * What the signer packages throw, driven against the sandbox at their pinned versions: a missing
 * `signWith`, a private key without an Ethereum address, a request the platform refuses (a user
 * no policy allows), a signature that waits for a second root user, and one the second root
 * user rejects while an `@turnkey/sdk-server` client polls it.
 */
import {
  createAccount,
  TurnkeyActivityError as ViemActivityError,
  TurnkeyConsensusNeededError,
} from '@turnkey/viem';
import * as turnkeyEthers from '@turnkey/ethers';
import { TurnkeySigner as SolanaSigner } from '@turnkey/solana';
import { TurnkeyRequestError as ServerRequestError } from '@turnkey/sdk-server';
import { expect, type Observed, type Scenario } from './support';
import { POLLS_UNTIL_DECIDED, serverClient, signerSetup, signingClient } from './signer-setup';
import { decideWhileWaiting } from './two-roots';

const CONSENSUS = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';
const REJECTED = 'ACTIVITY_STATUS_REJECTED';

/** The `activityId` and `activityStatus` an activity error carries, checked against `status`. */
function carriesActivity(error: Error, status: string, what: string): void {
  const { activityId, activityStatus } = error as {
    activityId?: unknown;
    activityStatus?: unknown;
  };
  expect(
    typeof activityId === 'string' && activityId.length > 0,
    `${what}: ${error.name} has no activityId`,
  );
  expect(
    activityStatus === status,
    `${what}: activityStatus is ${String(activityStatus)}, not ${status}`,
  );
}

function messageMatches(error: Error, pattern: RegExp, what: string): void {
  expect(
    pattern.test(error.message),
    `${what}: message "${error.message}" does not match ${pattern}`,
  );
}

async function throwsClass(
  observed: Observed,
  what: string,
  expected: abstract new (...args: never[]) => Error,
  call: () => Promise<unknown>,
): Promise<Error> {
  const error = await observed.throws(what, call);
  expect(
    error instanceof expected,
    `${what}: threw ${error.constructor.name}, not ${expected.name}`,
  );
  return error;
}

export const viemSigner: Scenario = {
  name: 'signer-viem',
  does: '@turnkey/viem createAccount without signWith and with a private key that has no Ethereum address; signMessage as a user no policy allows, and in a two-of-two sub-organization (through @turnkey/http and @turnkey/sdk-server), once left waiting and once rejected by the second root user',
  rows: [
    { doc: 'sdks/web3/viem.mdx', row: '`TurnkeyActivityError`' },
    { doc: 'sdks/web3/viem.mdx', row: '`TurnkeyConsensusNeededError`' },
    {
      doc: 'solutions/signing-automation/code-examples/signing-transactions.mdx',
      row: '`TurnkeyActivityError` with a policy message',
    },
    {
      doc: 'solutions/signing-automation/code-examples/signing-transactions.mdx',
      row: '`TurnkeyConsensusNeededError`',
    },
  ],
  async run(context, observed) {
    const setup = await signerSetup(context);
    const { org, roots } = setup;
    const account = (client: object, organizationId: string, signWith: string) =>
      createAccount({
        client: signingClient<Parameters<typeof createAccount>[0]['client']>(client),
        organizationId,
        signWith,
      });

    const missing = await throwsClass(observed, 'no signWith', ViemActivityError, () =>
      account(org.client, org.organizationId, ''),
    );
    messageMatches(missing, /Missing signWith/, 'no signWith');
    const noAddress = await throwsClass(
      observed,
      'a private key without an Ethereum address',
      ViemActivityError,
      () => account(org.client, org.organizationId, setup.keyWithoutEthereumAddress),
    );
    messageMatches(noAddress, /Unable to find Ethereum address/, 'no Ethereum address');

    for (const [via, client] of [
      ['@turnkey/http', context.clientFor(setup.denied)],
      ['@turnkey/sdk-server', serverClient(context, setup.denied, org.organizationId)],
    ] as const) {
      const signer = await account(client, org.organizationId, setup.addresses.ethereum);
      const denied = await throwsClass(observed, `denied through ${via}`, ViemActivityError, () =>
        signer.signMessage({ message: 'denied' }),
      );
      messageMatches(denied, /^Failed to sign: .*polic/i, `denied through ${via}`);
    }

    for (const [via, client] of [
      ['@turnkey/http', roots.first],
      ['@turnkey/sdk-server', serverClient(context, roots.firstKeys, roots.organizationId)],
    ] as const) {
      const signer = await account(client, roots.organizationId, setup.rootAddresses.ethereum);
      const waiting = await throwsClass(
        observed,
        `consensus through ${via}`,
        TurnkeyConsensusNeededError,
        () => signer.signMessage({ message: 'needs both roots' }),
      );
      carriesActivity(waiting, CONSENSUS, `consensus through ${via}`);
    }

    const polling = serverClient(
      context,
      roots.firstKeys,
      roots.organizationId,
      POLLS_UNTIL_DECIDED,
    );
    const signer = await account(polling, roots.organizationId, setup.rootAddresses.ethereum);
    const rejected = await throwsClass(observed, 'rejected', ViemActivityError, () =>
      decideWhileWaiting(roots, 'reject', () => signer.signMessage({ message: 'rejected' })),
    );
    carriesActivity(rejected, REJECTED, 'rejected');
  },
};

export const ethersSigner: Scenario = {
  name: 'signer-ethers',
  does: '@turnkey/ethers TurnkeySigner.getAddress without signWith and with a private key that has no Ethereum address; signMessage as a user no policy allows, in a two-of-two sub-organization left waiting (@turnkey/http), and rejected by the second root user while @turnkey/sdk-server polls',
  rows: [
    { doc: 'sdks/web3/ethers.mdx', row: 'The activity ends in a status other than completed' },
    { doc: 'sdks/web3/ethers.mdx', row: 'The activity needs consensus' },
    { doc: 'sdks/web3/ethers.mdx', row: 'The request fails (network, authentication, policy)' },
    { doc: 'sdks/web3/ethers.mdx', row: '`signWith` is missing' },
  ],
  async run(context, observed) {
    const setup = await signerSetup(context);
    const { org, roots } = setup;
    const { TurnkeyActivityError, TurnkeySigner } = turnkeyEthers;
    const signer = (client: object, organizationId: string, signWith: string) =>
      new TurnkeySigner({
        client: signingClient<ConstructorParameters<typeof TurnkeySigner>[0]['client']>(client),
        organizationId,
        signWith,
      });

    const missing = await throwsClass(observed, 'no signWith', TurnkeyActivityError, () =>
      signer(org.client, org.organizationId, '').getAddress(),
    );
    messageMatches(missing, /Missing signWith/, 'no signWith');
    const noAddress = await throwsClass(
      observed,
      'a private key without an Ethereum address',
      TurnkeyActivityError,
      () => signer(org.client, org.organizationId, setup.keyWithoutEthereumAddress).getAddress(),
    );
    messageMatches(noAddress, /Unable to find Ethereum address/, 'no Ethereum address');

    const denied = await throwsClass(observed, 'denied', TurnkeyActivityError, () =>
      signer(
        context.clientFor(setup.denied),
        org.organizationId,
        setup.addresses.ethereum,
      ).signMessage('denied'),
    );
    messageMatches(denied, /^Failed to sign: /, 'denied');
    expect(
      denied.cause instanceof Error && denied.cause.name === 'TurnkeyRequestError',
      `denied: the cause is ${String(denied.cause)}, not the client's TurnkeyRequestError`,
    );

    const waiting = await observed.throws('consensus', () =>
      signer(roots.first, roots.organizationId, setup.rootAddresses.ethereum).signMessage(
        'needs both roots',
      ),
    );
    expect(
      waiting.name === 'TurnkeyActivityConsensusNeededError',
      `consensus: threw ${waiting.name}`,
    );
    expect(
      !('TurnkeyActivityConsensusNeededError' in turnkeyEthers),
      '@turnkey/ethers exports TurnkeyActivityConsensusNeededError now',
    );
    carriesActivity(waiting, CONSENSUS, 'consensus');

    const polling = serverClient(
      context,
      roots.firstKeys,
      roots.organizationId,
      POLLS_UNTIL_DECIDED,
    );
    const rejected = await throwsClass(observed, 'rejected', TurnkeyActivityError, () =>
      decideWhileWaiting(roots, 'reject', () =>
        signer(polling, roots.organizationId, setup.rootAddresses.ethereum).signMessage('rejected'),
      ),
    );
    messageMatches(
      rejected,
      new RegExp(`^Expected COMPLETED status, got ${REJECTED}$`),
      'rejected',
    );
    carriesActivity(rejected, REJECTED, 'rejected');
  },
};

export const solanaSigner: Scenario = {
  name: 'signer-solana',
  does: '@turnkey/solana TurnkeySigner.signMessage rejected by the second root user of a two-of-two sub-organization while @turnkey/sdk-server polls, left waiting for consensus (@turnkey/http), and as a user no policy allows (@turnkey/sdk-server)',
  rows: [
    { doc: 'sdks/web3/solana.mdx', row: 'The activity ends failed or rejected' },
    { doc: 'sdks/web3/solana.mdx', row: 'The activity needs consensus' },
    { doc: 'sdks/web3/solana.mdx', row: 'The request fails' },
  ],
  async run(context, observed) {
    const setup = await signerSetup(context);
    const { org, roots } = setup;
    const message = new TextEncoder().encode('hello');
    const solana = (client: object, organizationId: string) =>
      new SolanaSigner({
        organizationId,
        client: signingClient<ConstructorParameters<typeof SolanaSigner>[0]['client']>(client),
      });
    const polling = serverClient(
      context,
      roots.firstKeys,
      roots.organizationId,
      POLLS_UNTIL_DECIDED,
    );
    const rejected = await observed.throws('rejected', () =>
      decideWhileWaiting(roots, 'reject', () =>
        solana(polling, roots.organizationId).signMessage(message, setup.rootAddresses.solana),
      ),
    );
    expect(rejected.name === 'TurnkeyActivityError', `rejected: threw ${rejected.name}`);
    carriesActivity(rejected, REJECTED, 'rejected');

    const waiting = await observed.throws('consensus', () =>
      solana(roots.first, roots.organizationId).signMessage(message, setup.rootAddresses.solana),
    );
    expect(
      waiting.name === 'TurnkeyActivityConsensusNeededError',
      `consensus: threw ${waiting.name}`,
    );
    carriesActivity(waiting, CONSENSUS, 'consensus');

    const denied = serverClient(context, setup.denied, org.organizationId);
    await throwsClass(observed, 'denied', ServerRequestError, () =>
      solana(denied, org.organizationId).signMessage(message, setup.addresses.solana),
    );
  },
};
