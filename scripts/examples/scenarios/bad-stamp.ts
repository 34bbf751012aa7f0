/** A stamp the platform refuses: unknown key, a signature over other bytes, no stamp, an undecodable one. */
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import type { Scenario } from './support';

export const badStamp: Scenario = {
  name: 'bad-stamp',
  does: 'whoami stamped by an unregistered key, with a signature over other bytes, with no stamp and with an undecodable stamp',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Bad stamp**' },
    { doc: 'documentation/api-overview/errors.mdx', row: '`could not verify api key signature`' },
    {
      doc: 'documentation/api-overview/errors.mdx',
      row: '`could not find public key in organization or its parent organization`',
    },
    {
      doc: 'documentation/api-overview/errors.mdx',
      row: '`cannot authenticate public API activity request without a stamp (X-Stamp/X-Stamp-Webauthn header)`',
    },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'A stamp header that does not decode',
    },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'HTTP 401 with `PUBLIC_KEY_NOT_FOUND`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'Another `TurnkeyRequestError`',
    },
    {
      doc: 'sdks/advanced/api-key-stamper.mdx',
      row: 'A valid stamp for a key the API does not know',
    },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const stranger = context.clientFor(newP256KeyPair(secureRandom));
    await observed.throws('unknown key', () =>
      stranger.getWhoami({ organizationId: org.organizationId }),
    );

    const signed = await org.client.stampGetWhoami({ organizationId: org.organizationId });
    const send = (body: string, headers: Record<string, string>) =>
      fetch(signed.url, { method: 'POST', body, headers });
    // The stamp is valid for the body it was made for, not for this one.
    const otherBody = JSON.stringify({ organizationId: org.organizationId, extra: 1 });
    await observed.response(
      await send(otherBody, { [signed.stamp.stampHeaderName]: signed.stamp.stampHeaderValue }),
    );
    await observed.response(await send(signed.body, {}));
    await observed.response(await send(signed.body, { [signed.stamp.stampHeaderName]: '%%%' }));
  },
};
