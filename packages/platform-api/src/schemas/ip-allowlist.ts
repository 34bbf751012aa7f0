/**
 * IP allowlists: CIDR blocks a request's source address must fall in. One list for the whole
 * (parent) organization, and optionally one per API key that replaces it for that key.
 */
import * as z from 'zod';
import {
  ALLOWLIST_OFFICE_CIDR,
  ALLOWLIST_OFFICE_LABEL,
  ORGANIZATION_ID,
  REQUEST_TIMESTAMP_MS,
  SERVICE_API_KEY_PUBLIC_KEY,
} from '../examples/ids';
import { bool, organizationIdField, text, uint64 } from './fields';

const cidr = text(
  'An IPv4 or IPv6 range in CIDR notation. The platform stores it normalized (host bits cleared).',
  ALLOWLIST_OFFICE_CIDR,
);
const label = text(
  'A name for the range, shown back when you read the list; it plays no part in the check.',
  ALLOWLIST_OFFICE_LABEL,
).optional();

const apiKeyScope = (what: string) =>
  text(
    `Public key of an API key, to ${what} the list of that key only. Leave it out for the organization's own list.`,
    SERVICE_API_KEY_PUBLIC_KEY,
  ).optional();

const onEvaluationError = text(
  'What to do with a request whose source address cannot be determined: `ALLOW` lets it through, `DENY` (the default) refuses it.',
  'DENY',
).optional();

export const IpAllowlistIntentRuleSchema = z
  .object({ cidr, label })
  .meta({ id: 'IpAllowlistIntentRule', description: 'One allowed range in set_ip_allowlist.' });
export type IpAllowlistIntentRule = z.infer<typeof IpAllowlistIntentRuleSchema>;

export const IpAllowlistRuleSchema = z
  .object({
    cidr,
    label,
    createdAt: uint64(
      'When the range was added, in milliseconds since the Unix epoch, as a decimal string.',
      REQUEST_TIMESTAMP_MS,
    ).optional(),
  })
  .meta({ id: 'IpAllowlistRule', description: 'One allowed range of a stored allowlist.' });
export type IpAllowlistRule = z.infer<typeof IpAllowlistRuleSchema>;

export const IpAllowlistSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    rules: z.array(IpAllowlistRuleSchema).meta({
      description: 'The allowed ranges. Empty when no list is set for this scope.',
    }),
    publicKey: text(
      'The API key this list belongs to; absent for the organization-wide list.',
      SERVICE_API_KEY_PUBLIC_KEY,
    ).optional(),
    enabled: bool(
      'Whether the organization-wide list is enforced. Absent on a per-key list, which is enforced whenever it exists and the organization-wide list is on.',
    ).optional(),
    onEvaluationError,
  })
  .meta({
    id: 'IpAllowlist',
    description: 'An IP allowlist: the organization-wide one or the one of a single API key.',
  });
export type IpAllowlist = z.infer<typeof IpAllowlistSchema>;

export const SetIpAllowlistIntentSchema = z
  .object({
    publicKey: apiKeyScope('set'),
    enabled: bool(
      'Turns enforcement of the organization-wide list on or off. Send it only for that list; a per-key list has no switch of its own.',
    ).optional(),
    rules: z.array(IpAllowlistIntentRuleSchema).optional().meta({
      description:
        'The complete new set of ranges; it replaces the stored one. At most 10 IPv4 and 10 IPv6 ranges.',
    }),
    onEvaluationError,
  })
  .meta({ id: 'SetIpAllowlistIntent', description: 'Parameters of set_ip_allowlist.' });
export type SetIpAllowlistIntent = z.infer<typeof SetIpAllowlistIntentSchema>;

export const SetIpAllowlistResultSchema = z
  .object({})
  .meta({ id: 'SetIpAllowlistResult', description: 'Result of set_ip_allowlist: empty.' });
export type SetIpAllowlistResult = z.infer<typeof SetIpAllowlistResultSchema>;

export const RemoveIpAllowlistIntentSchema = z
  .object({ publicKey: apiKeyScope('remove') })
  .meta({ id: 'RemoveIpAllowlistIntent', description: 'Parameters of remove_ip_allowlist.' });
export type RemoveIpAllowlistIntent = z.infer<typeof RemoveIpAllowlistIntentSchema>;

export const RemoveIpAllowlistResultSchema = z
  .object({})
  .meta({ id: 'RemoveIpAllowlistResult', description: 'Result of remove_ip_allowlist: empty.' });
export type RemoveIpAllowlistResult = z.infer<typeof RemoveIpAllowlistResultSchema>;

export const GetIpAllowlistRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    publicKey: apiKeyScope('read'),
  })
  .meta({ id: 'GetIpAllowlistRequest', description: 'Request body of get_ip_allowlist.' });
export type GetIpAllowlistRequest = z.infer<typeof GetIpAllowlistRequestSchema>;

export const GetIpAllowlistResponseSchema = z
  .object({ allowlist: IpAllowlistSchema })
  .meta({ id: 'GetIpAllowlistResponse', description: 'Response of get_ip_allowlist.' });
export type GetIpAllowlistResponse = z.infer<typeof GetIpAllowlistResponseSchema>;
