/** Users tag, part 3: sessions. */
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

export const sessionOperations: Operation[] = [
  defineSubmission({
    name: 'create_read_only_session',
    sdkMethod: 'createReadOnlySession',
    tag: 'Users',
    summary: 'Create read-only session',
    description:
      'Opens a read-only session for the user who stamps the request; it takes no parameters. The session is valid for one hour, so a front end can read wallets and activities without asking the user to sign every query. The session and its expiry (`sessionExpiry`, seconds since the epoch) are in `activity.result.createReadOnlySessionResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_READ_ONLY_SESSION',
    intentKey: 'createReadOnlySessionIntent',
    result: { key: 'createReadOnlySessionResult', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {},
      result: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        organizationName: ids.SUB_ORGANIZATION_NAME,
        userId: ids.END_USER_ID,
        username: ids.END_USER_NAME,
        session: ids.READ_ONLY_SESSION_TOKEN,
        sessionExpiry: '1741084200',
      },
    },
  }),
  defineSubmission({
    name: 'create_read_write_session',
    sdkMethod: 'createReadWriteSession',
    tag: 'Users',
    summary: 'Create read-write session',
    description:
      'Issues a session API key that can both read and submit, encrypted to a P-256 `targetPublicKey` generated on the client. The key lives for `expirationSeconds`, or 900 seconds (15 minutes) when absent. The key id and the encrypted `credentialBundle` are in `activity.result.createReadWriteSessionResultV2`; decrypt the bundle on the client and stamp later requests with it.',
    activityType: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
    intentKey: 'createReadWriteSessionIntentV2',
    result: { key: 'createReadWriteSessionResultV2', source: 'wire' },
    example: {
      organizationId: ids.SUB_ORGANIZATION_ID,
      parameters: {
        targetPublicKey: ids.TARGET_PUBLIC_KEY,
        userId: ids.END_USER_ID,
        apiKeyName: 'browser-session',
        expirationSeconds: '900',
      },
      result: {
        organizationId: ids.SUB_ORGANIZATION_ID,
        organizationName: ids.SUB_ORGANIZATION_NAME,
        userId: ids.END_USER_ID,
        username: ids.END_USER_NAME,
        apiKeyId: ids.SESSION_API_KEY_ID,
        credentialBundle: ids.CREDENTIAL_BUNDLE,
      },
    },
  }),
];
