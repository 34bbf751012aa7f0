/** An organization ID that names nothing, is not a UUID, or is another organization's. */
import { randomUUID } from 'node:crypto';
import type { Scenario } from './support';

export const unknownOrganization: Scenario = {
  name: 'unknown-organization',
  does: "whoami with a random UUID, with 'not-a-uuid', and with another organization's ID",
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Unknown organization**' },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'HTTP 400 with `ORGANIZATION_MISMATCH`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'Another `TurnkeyRequestError`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'with `Turnkey error 3: …` in the message',
    },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const other = await context.newOrganization();
    await observed.throws('random organization ID', () =>
      org.client.getWhoami({ organizationId: randomUUID() }),
    );
    await observed.throws('not a UUID', () =>
      org.client.getWhoami({ organizationId: 'not-a-uuid' }),
    );
    await observed.throws("another organization's ID", () =>
      org.client.getWhoami({ organizationId: other.organizationId }),
    );
  },
};
