/** The runtime validators: valid and invalid cases for each rule, with their messages. */
import { describe, expect, it } from 'vitest';
import { danaPasskeyRegistration } from './examples/entities';
import * as ids from './examples/ids';
import {
  checkDeletePrivateKeys,
  checkDeleteRequiresExport,
  checkDeleteSubOrganization,
  checkDeleteWallets,
  checkRootQuorumApproval,
  checkRootQuorumUpdate,
  checkSubOrganizationQuorum,
  checkVoteTarget,
  type RuleResult,
} from './rules';

function messages(result: RuleResult): string[] {
  return result.ok ? [] : result.violations.map((violation) => violation.message);
}

const rootUser = (userName: string) => ({
  userName,
  apiKeys: [],
  authenticators: [danaPasskeyRegistration],
  oauthProviders: [],
});

describe('root quorum threshold', () => {
  const twoRootUsers = [rootUser('dana'), rootUser('dana-backup')];

  it('accepts 1 to the number of root users', () => {
    for (const rootQuorumThreshold of [1, 2]) {
      expect(checkSubOrganizationQuorum({ rootQuorumThreshold, rootUsers: twoRootUsers })).toEqual({
        ok: true,
        notes: [],
      });
    }
  });

  it('rejects more approvals than root users', () => {
    const result = checkSubOrganizationQuorum({ rootQuorumThreshold: 3, rootUsers: twoRootUsers });
    expect(result.ok).toBe(false);
    expect(messages(result)).toEqual([
      'Received rootQuorumThreshold 3, expected at most 2 (the number of rootUsers).',
    ]);
  });

  it('rejects 0', () => {
    const result = checkSubOrganizationQuorum({ rootQuorumThreshold: 0, rootUsers: twoRootUsers });
    expect(result).toMatchObject({ ok: false, violations: [{ rule: 'quorum-threshold' }] });
    expect(messages(result)).toEqual(['Received rootQuorumThreshold 0, expected at least 1.']);
  });

  it('counts distinct users when the root quorum is updated', () => {
    const ok = checkRootQuorumUpdate({ threshold: 2, userIds: [ids.USER_ID, ids.SECOND_USER_ID] });
    expect(ok.ok).toBe(true);
    const duplicated = checkRootQuorumUpdate({ threshold: 2, userIds: [ids.USER_ID, ids.USER_ID] });
    expect(messages(duplicated)).toEqual([
      'Received threshold 2, expected at most 1 (the number of distinct userIds).',
    ]);
  });
});

describe('deleting requires a prior export', () => {
  const exported = { walletId: ids.WALLET_ID, exported: true };
  const fresh = { walletId: ids.END_USER_WALLET_ID, exported: false };

  it('accepts wallets that were all exported', () => {
    expect(checkDeleteWallets({ walletIds: [ids.WALLET_ID] }, [exported, fresh])).toEqual({
      ok: true,
      notes: [],
    });
  });

  it('rejects a wallet that was never exported', () => {
    const result = checkDeleteWallets({ walletIds: [ids.WALLET_ID, ids.END_USER_WALLET_ID] }, [
      exported,
      fresh,
    ]);
    expect(result).toMatchObject({
      ok: false,
      violations: [{ rule: 'delete-requires-export', path: 'walletIds' }],
    });
    expect(messages(result)[0]).toContain(ids.END_USER_WALLET_ID);
    expect(messages(result)[0]).toContain('deleteWithoutExport: true');
  });

  it('accepts it with deleteWithoutExport, and says what is lost', () => {
    const result = checkDeleteWallets(
      { walletIds: [ids.END_USER_WALLET_ID], deleteWithoutExport: true },
      [fresh],
    );
    expect(result).toEqual({
      ok: true,
      notes: [`Deleting without export, permanently: ${ids.END_USER_WALLET_ID}.`],
    });
  });

  it('ignores deleteWithoutExport when everything was already exported', () => {
    const result = checkDeleteWallets({ walletIds: [ids.WALLET_ID], deleteWithoutExport: true }, [
      exported,
    ]);
    expect(result).toEqual({
      ok: true,
      notes: ['deleteWithoutExport is ignored: every target was already exported.'],
    });
  });

  it('rejects an unknown wallet id', () => {
    const result = checkDeleteWallets({ walletIds: ['not-a-wallet'] }, [exported]);
    expect(messages(result)).toEqual(['Received not-a-wallet, expected the id of a known target.']);
  });

  it('applies to private keys', () => {
    const keys = [{ privateKeyId: ids.PRIVATE_KEY_ID, exported: false }];
    expect(checkDeletePrivateKeys({ privateKeyIds: [ids.PRIVATE_KEY_ID] }, keys).ok).toBe(false);
    const withFlag = { privateKeyIds: [ids.PRIVATE_KEY_ID], deleteWithoutExport: true };
    expect(checkDeletePrivateKeys(withFlag, keys).ok).toBe(true);
  });

  it('applies to everything a sub-organization holds', () => {
    const holdings = {
      wallets: [{ walletId: ids.END_USER_WALLET_ID, exported: true }],
      privateKeys: [{ privateKeyId: ids.PRIVATE_KEY_ID, exported: false }],
    };
    const result = checkDeleteSubOrganization({}, holdings);
    expect(result).toMatchObject({ ok: false, violations: [{ path: 'deleteWithoutExport' }] });
    expect(messages(result)[0]).toContain(ids.PRIVATE_KEY_ID);
    expect(checkDeleteSubOrganization({ deleteWithoutExport: true }, holdings).ok).toBe(true);
    expect(checkDeleteSubOrganization({}, { wallets: [], privateKeys: [] }).ok).toBe(true);
  });

  it('works on bare targets too', () => {
    expect(checkDeleteRequiresExport([{ id: 'a', exported: false }], false, 'ids').ok).toBe(false);
  });
});

describe('votes need an activity in ACTIVITY_STATUS_CONSENSUS_NEEDED', () => {
  const waiting = {
    id: ids.PENDING_ACTIVITY_ID,
    fingerprint: ids.PENDING_ACTIVITY_FINGERPRINT,
    status: 'ACTIVITY_STATUS_CONSENSUS_NEEDED' as const,
  };
  const done = {
    id: 'done-activity',
    fingerprint: 'ffff',
    status: 'ACTIVITY_STATUS_COMPLETED' as const,
  };

  it('accepts the fingerprint of a waiting activity', () => {
    expect(
      checkVoteTarget({ fingerprint: ids.PENDING_ACTIVITY_FINGERPRINT }, [done, waiting]),
    ).toEqual({ ok: true, notes: [] });
  });

  it('rejects the fingerprint of a completed activity', () => {
    expect(messages(checkVoteTarget({ fingerprint: 'ffff' }, [done, waiting]))).toEqual([
      'Received the fingerprint of activity done-activity in ACTIVITY_STATUS_COMPLETED, expected an activity in ACTIVITY_STATUS_CONSENSUS_NEEDED.',
    ]);
  });

  it('rejects an unknown fingerprint', () => {
    const result = checkVoteTarget({ fingerprint: 'abc' }, [waiting]);
    expect(result).toMatchObject({
      ok: false,
      violations: [{ rule: 'vote-on-consensus-needed', path: 'fingerprint' }],
    });
  });
});

describe('root quorum approval', () => {
  const quorum = { threshold: 2, userIds: [ids.USER_ID, ids.SECOND_USER_ID] };
  type Selection = 'VOTE_SELECTION_APPROVED' | 'VOTE_SELECTION_REJECTED';
  const approve = (userId: string) => ({ userId, selection: 'VOTE_SELECTION_APPROVED' as const });
  const reject = (userId: string) => ({ userId, selection: 'VOTE_SELECTION_REJECTED' as const });
  const change = (votes: { userId: string; selection: Selection }[]) => ({
    type: 'ACTIVITY_TYPE_UPDATE_ROOT_QUORUM' as const,
    votes,
  });

  it('passes once the threshold of distinct members approved', () => {
    const result = checkRootQuorumApproval(
      change([approve(ids.USER_ID), approve(ids.SECOND_USER_ID)]),
      quorum,
    );
    expect(result).toEqual({ ok: true, notes: [] });
  });

  it('fails below the threshold, counting a repeated vote once', () => {
    const result = checkRootQuorumApproval(
      change([approve(ids.USER_ID), approve(ids.USER_ID)]),
      quorum,
    );
    expect(messages(result)).toEqual([
      'Received 1 approval(s) from root quorum members, expected at least 2 (the current root quorum threshold).',
    ]);
  });

  it('ignores rejections and votes from outside the quorum', () => {
    const votes = [approve(ids.USER_ID), reject(ids.SECOND_USER_ID), approve(ids.SERVICE_USER_ID)];
    const result = checkRootQuorumApproval(change(votes), quorum);
    expect(result.ok).toBe(false);
    const withSecond = checkRootQuorumApproval(
      change([...votes, approve(ids.SECOND_USER_ID)]),
      quorum,
    );
    expect(withSecond).toEqual({
      ok: true,
      notes: ['Ignored 1 vote(s) from users outside the root quorum.'],
    });
  });

  it('applies to feature changes and not to other activity types', () => {
    const feature = { type: 'ACTIVITY_TYPE_SET_ORGANIZATION_FEATURE' as const, votes: [] };
    expect(checkRootQuorumApproval(feature, quorum).ok).toBe(false);
    const removal = { type: 'ACTIVITY_TYPE_REMOVE_ORGANIZATION_FEATURE' as const, votes: [] };
    expect(checkRootQuorumApproval(removal, quorum).ok).toBe(false);
    const wallet = { type: 'ACTIVITY_TYPE_CREATE_WALLET' as const, votes: [] };
    expect(checkRootQuorumApproval(wallet, quorum)).toEqual({
      ok: true,
      notes: ['ACTIVITY_TYPE_CREATE_WALLET does not need the root quorum.'],
    });
  });
});
