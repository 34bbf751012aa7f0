/**
 * A request for a policy example that declares no cases, read from its expressions: the
 * activity type an `activity.type == '…'` names, an Ethereum transaction (to the address an
 * `eth.tx.to == '0x…'` names) when the condition reads `eth.tx`, the user an
 * `user.id == '…'` names and the tag a `user.tags.contains('…')` names. Anything else keeps the
 * Policy Lab's default request.
 */
import type { SimulationInput } from '@docs/sandbox/policy';
import { INITIAL_STATE } from '../../components/PolicyLab/state';
import type { ExamplePolicy } from './find-policy';

const SIGN_TRANSACTION = 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2';
const SIGNER = '0x9999999999999999999999999999999999999999';
const RECIPIENT = '5b38da6a701c568545dcfcb03fcb875f56beddc4';

/** An unsigned EIP-1559 transfer of 0.1 ETH on chain 1; the 20 bytes of `to` are spliced in. */
const ethTransfer = (to: string) => `0x02e70180010282520894${to}88016345785d8a000080c0`;

const first = (pattern: RegExp, text: string) => pattern.exec(text)?.[1];

export function inferredRequest(policies: ExamplePolicy[]): Omit<SimulationInput, 'policies'> {
  const condition = policies.map((policy) => policy.condition ?? '').join(' ');
  const consensus = policies.map((policy) => policy.consensus ?? '').join(' ');
  const named = first(/activity\.type\s*==\s*'([A-Z0-9_]+)'/, condition);
  const userId = first(/user\.id\s*==\s*'([^']+)'/, consensus);
  const tag = first(/user\.tags\.contains\('([^']+)'\)/, consensus);
  const user = { userId: userId ?? INITIAL_STATE.user.userId, userTags: tag ? [tag] : [] };
  if (/\beth\.tx\b/.test(condition)) {
    const to = first(/eth\.tx\.to\s*==\s*'0x([0-9a-fA-F]{40})'/, condition) ?? RECIPIENT;
    return {
      request: {
        type: named ?? SIGN_TRANSACTION,
        parameters: {
          signWith: SIGNER,
          type: 'TRANSACTION_TYPE_ETHEREUM',
          unsignedTransaction: ethTransfer(to.toLowerCase()),
        },
      },
      user,
    };
  }
  const parameters = JSON.parse(INITIAL_STATE.parameters) as Record<string, unknown>;
  return {
    request: named ? { type: named, parameters: {} } : { type: INITIAL_STATE.type, parameters },
    user,
  };
}
