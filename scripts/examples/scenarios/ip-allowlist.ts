/**
 * An organization's enabled IP allowlist that leaves out the loopback address shuts out its own
 * key (the check's sandbox listens on 127.0.0.1); the sandbox's clear endpoint lets it back in.
 */
import { expect, now, type Scenario } from './support';

export const ipAllowlist: Scenario = {
  name: 'ip-allowlist',
  does: 'set_ip_allowlist enabled with only 10.0.0.0/24, then whoami from 127.0.0.1; then POST /sandbox/v1/ip-allowlists/clear and whoami again',
  rows: [
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'HTTP 403, code 7, the message naming an IP allowlist',
    },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    await org.client.setIpAllowlist({
      type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
      timestampMs: now(),
      organizationId: org.organizationId,
      parameters: { enabled: true, rules: [{ cidr: '10.0.0.0/24', label: 'elsewhere' }] },
    });
    const refused = await observed.throws('whoami from outside the allowlist', () =>
      org.client.getWhoami({ organizationId: org.organizationId }),
    );
    expect(
      /IP allowlist/.test(refused.message),
      `the refusal does not name an IP allowlist: ${refused.message}`,
    );
    const cleared = await fetch(`${context.url}/sandbox/v1/ip-allowlists/clear`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationId: org.organizationId }),
    });
    expect(cleared.ok, `clearing the allowlist answered ${cleared.status}`);
    await org.client.getWhoami({ organizationId: org.organizationId });
  },
};
