/**
 * The table of older intent versions against the pinned client, for every submission the client
 * sends (not only the ones the registry defines yet), and the naming rules it rests on.
 */
import { describe, expect, it } from 'vitest';
import { readInstalledClient } from '../../client-types/read';
import { intentKeyFor, resultKeyFor, splitVersion } from '../../client-types/versions';
import { ActivityTypeSchema } from '../activity-types';
import { OLDER_INTENT_VERSIONS, olderIntentVersions } from '../intent-versions';

const client = readInstalledClient();
const submissions = client.operations.filter((operation) => operation.kind === 'submission');
const keysOf = (name: string) => {
  const shape = client.definitions[name];
  return shape?.kind === 'object' ? shape.fields.map((field) => field.name) : [];
};
const resultKeys = keysOf('v1Result');

describe('older intent versions', () => {
  it('match, for all 118 submissions of the client, what the client says', () => {
    const fromClient = Object.fromEntries(
      submissions.map((operation) => [operation.activityType, operation.olderVersions]),
    );
    const fromTable = Object.fromEntries(
      submissions.map((operation) => [
        operation.activityType,
        olderIntentVersions(ActivityTypeSchema.parse(operation.activityType)).map((version) => ({
          activityType: version.activityType,
          intentKey: version.intentKey,
          resultKey: version.resultKey ?? null,
        })),
      ]),
    );
    expect(fromTable).toEqual(fromClient);
  });

  it('are keyed only by types a submission sends', () => {
    const sent = new Set(submissions.map((operation) => operation.activityType));
    expect(Object.keys(OLDER_INTENT_VERSIONS).filter((type) => !sent.has(type))).toEqual([]);
  });

  it('cover the seven operations whose version moved since the wire sheet', () => {
    const types = (type: keyof typeof OLDER_INTENT_VERSIONS) =>
      olderIntentVersions(type).map((version) => version.activityType);
    expect(types('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8')).toHaveLength(7);
    expect(types('ACTIVITY_TYPE_EMAIL_AUTH_V3')).toEqual([
      'ACTIVITY_TYPE_EMAIL_AUTH',
      'ACTIVITY_TYPE_EMAIL_AUTH_V2',
    ]);
    expect(olderIntentVersions('ACTIVITY_TYPE_INIT_OTP_AUTH_V3')).toEqual([
      {
        activityType: 'ACTIVITY_TYPE_INIT_OTP_AUTH',
        intentKey: 'initOtpAuthIntent',
        resultKey: 'initOtpAuthResult',
      },
      {
        activityType: 'ACTIVITY_TYPE_INIT_OTP_AUTH_V2',
        intentKey: 'initOtpAuthIntentV2',
        resultKey: 'initOtpAuthResultV2',
      },
    ]);
    expect(types('ACTIVITY_TYPE_CREATE_USERS_V4')).toHaveLength(3);
    expect(types('ACTIVITY_TYPE_UPDATE_POLICY_V2')).toEqual(['ACTIVITY_TYPE_UPDATE_POLICY']);
    expect(types('ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2')).toHaveLength(1);
    expect(types('ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2')).toHaveLength(1);
    expect(olderIntentVersions('ACTIVITY_TYPE_CREATE_WALLET')).toEqual([]);
  });
});

describe('the naming rules', () => {
  it('give an intent key the client has for every one of its 169 activity types', () => {
    const intents = new Set(keysOf('v1Intent'));
    expect(client.activityTypes.filter((type) => !intents.has(intentKeyFor(type)))).toEqual([]);
  });

  it('pick the result key the SDK reads for every submission it reads one for', () => {
    const differing = submissions
      .filter((operation) => operation.resultKey)
      .filter(
        (operation) =>
          resultKeyFor(operation.activityType ?? '', resultKeys) !== operation.resultKey,
      )
      .map((operation) => operation.name);
    expect(differing).toEqual([]);
  });

  it('pick the newest result key at or below the version, and none for another name', () => {
    const keys = ['initOtpAuthResult', 'initOtpAuthResultV2', 'initOtpAuthResultsV9'];
    expect(resultKeyFor('ACTIVITY_TYPE_INIT_OTP_AUTH_V3', keys)).toBe('initOtpAuthResultV2');
    expect(resultKeyFor('ACTIVITY_TYPE_INIT_OTP_AUTH', keys)).toBe('initOtpAuthResult');
    expect(resultKeyFor('ACTIVITY_TYPE_INIT_OTP', keys)).toBeNull();
    expect(intentKeyFor('ACTIVITY_TYPE_ETH_UNDELEGATE_7702')).toBe('ethUndelegate7702Intent');
    expect(splitVersion('ACTIVITY_TYPE_CREATE_POLICY_V3')).toEqual({
      base: 'ACTIVITY_TYPE_CREATE_POLICY',
      version: 3,
    });
  });
});
