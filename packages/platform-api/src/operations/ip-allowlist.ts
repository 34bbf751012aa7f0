/**
 * IP allowlist tag: the CIDR ranges a request must come from, for the whole parent organization
 * or for one API key.
 */
import * as ids from '../examples/ids';
import { GetIpAllowlistRequestSchema, GetIpAllowlistResponseSchema } from '../schemas/ip-allowlist';
import { defineQuery, defineSubmission, type Operation } from './define';

const rules = [
  { cidr: ids.ALLOWLIST_OFFICE_CIDR, label: ids.ALLOWLIST_OFFICE_LABEL },
  { cidr: ids.ALLOWLIST_SERVERS_CIDR, label: ids.ALLOWLIST_SERVERS_LABEL },
];

export const ipAllowlistOperations: Operation[] = [
  defineQuery({
    name: 'get_ip_allowlist',
    sdkMethod: 'getIpAllowlist',
    tag: 'IP allowlist',
    summary: 'Get IP allowlist',
    description:
      'Returns the allowed ranges of the organization-wide list, or of one API key’s list when you pass its `publicKey`. Read it before set_ip_allowlist, which replaces the whole list: add or drop a range here, then send the full set back. The list is in `allowlist`; its `rules` are empty when none is set for that scope.',
    request: GetIpAllowlistRequestSchema,
    response: GetIpAllowlistResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: {
        allowlist: {
          organizationId: ids.ORGANIZATION_ID,
          rules: rules.map((rule) => ({ ...rule, createdAt: ids.REQUEST_TIMESTAMP_MS })),
          enabled: true,
          onEvaluationError: 'DENY',
        },
      },
    },
  }),
  defineSubmission({
    name: 'set_ip_allowlist',
    sdkMethod: 'setIpAllowlist',
    tag: 'IP allowlist',
    summary: 'Set IP allowlist',
    description:
      'Replaces the allowed source ranges of the parent organization (no `publicKey`) or of one API key; once enforced, requests from any other address are refused. Only the parent organization is checked, and a per-key list counts only while the organization-wide one is `enabled`: an enabled list without ranges blocks every API request, so stage the ranges with `enabled: false` first (dashboard actions are never blocked). Up to 10 IPv4 and 10 IPv6 ranges; `onEvaluationError` says what happens when the source address cannot be read (`DENY` unless set to `ALLOW`). `activity.result.setIpAllowlistResult` is empty; read the stored list with get_ip_allowlist.',
    activityType: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
    intentKey: 'setIpAllowlistIntent',
    result: { key: 'setIpAllowlistResult', source: 'derived' },
    example: {
      parameters: { enabled: true, rules, onEvaluationError: 'DENY' },
      result: {},
    },
  }),
  defineSubmission({
    name: 'remove_ip_allowlist',
    sdkMethod: 'removeIpAllowlist',
    tag: 'IP allowlist',
    summary: 'Remove IP allowlist',
    description:
      'Deletes an allowlist with all its ranges: the organization-wide one, or one API key’s when you pass its `publicKey`. Without a per-key list, that key falls back to the organization-wide list; without the organization-wide list, requests are accepted from any address. `activity.result.removeIpAllowlistResult` is empty.',
    activityType: 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST',
    intentKey: 'removeIpAllowlistIntent',
    result: { key: 'removeIpAllowlistResult', source: 'derived' },
    example: {
      parameters: { publicKey: ids.SERVICE_API_KEY_PUBLIC_KEY },
      result: {},
    },
  }),
];
