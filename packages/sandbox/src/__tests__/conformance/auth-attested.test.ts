/**
 * Logins stamped with `X-Stamp-Attested`, as `@turnkey/core`'s `loginWithOtp` and
 * `loginWithOauth` send them: `stamp_login` signed with the session key, carrying the
 * verification token (or OIDC token) that vouches for that key, addressed to the parent
 * organization; the sandbox logs in the sub-organization's user the token names.
 */
import { parseSession } from '@turnkey/core/dist/utils';
import { describe, expect, it } from 'vitest';
import {
  AttestedScheme,
  attestedClient as attestedClientOf,
  freshEmail,
  mintOidcToken,
  oidcUser,
  sessionClient,
  stampLogin,
  verificationTokenFor as verificationTokenOf,
} from './auth-support';
import { useSandbox, type Harness } from './support';

const harness: Harness = useSandbox();
const FLOW_TIMEOUT_MS = 20_000;

const attestedClient = (
  session: ReturnType<typeof sessionClient>,
  token: string,
  scheme: AttestedScheme,
) => attestedClientOf(harness, session, token, scheme);
const verificationTokenFor = (email: string, publicKey: string) =>
  verificationTokenOf(harness, email, publicKey);

describe('X-Stamp-Attested', () => {
  it(
    'logs in the sub-organization user a verification token names, addressed to the parent',
    async () => {
      const email = freshEmail();
      const session = sessionClient(harness);
      const { parent, subOrganizationId, userId, verificationToken } = await verificationTokenFor(
        email,
        session.keys.publicKey,
      );
      const client = attestedClient(
        session,
        verificationToken,
        AttestedScheme.P256_VERIFICATION_TOKEN,
      );
      const { activity } = await stampLogin(client, parent.organizationId, session.keys.publicKey);
      expect(activity).toMatchObject({
        status: 'ACTIVITY_STATUS_COMPLETED',
        organizationId: subOrganizationId,
      });
      const jwt = activity.result.stampLoginResult?.session ?? '';
      expect(parseSession(jwt)).toMatchObject({
        userId,
        organizationId: subOrganizationId,
        publicKey: session.keys.publicKey,
      });
      // The session key now stamps as that user.
      expect((await session.client.getWhoami({ organizationId: subOrganizationId })).userId).toBe(
        userId,
      );
      // An attested stamp authenticates the login only.
      await expect(client.getWhoami({ organizationId: subOrganizationId })).rejects.toThrow(
        /accepts X-Stamp-Attested for stamp_login, approve_activity only/,
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'refuses a token bound to another key than the one that signed',
    async () => {
      const bound = sessionClient(harness);
      const { parent, verificationToken } = await verificationTokenFor(
        freshEmail(),
        bound.keys.publicKey,
      );
      const other = sessionClient(harness);
      const client = attestedClient(
        other,
        verificationToken,
        AttestedScheme.P256_VERIFICATION_TOKEN,
      );
      await expect(stampLogin(client, parent.organizationId, other.keys.publicKey)).rejects.toThrow(
        /verification token is bound to another public key/,
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'logs in the user linked to an OIDC token whose nonce is the hash of the signing key',
    async () => {
      const { parent, subOrganizationId, userId, audience, subject, session, attested } =
        await oidcUser(harness, 'attested');
      const client = attested;
      const { activity } = await stampLogin(client, parent.organizationId, session.keys.publicKey);
      expect(parseSession(activity.result.stampLoginResult?.session ?? '')).toMatchObject({
        userId,
        organizationId: subOrganizationId,
      });

      const wrongNonce = await mintOidcToken(harness, { sub: subject, aud: audience, nonce: 'x' });
      await expect(
        stampLogin(
          attestedClient(session, wrongNonce, AttestedScheme.P256_OIDC),
          parent.organizationId,
          session.keys.publicKey,
        ),
      ).rejects.toThrow(/nonce/);
    },
    FLOW_TIMEOUT_MS,
  );
});
