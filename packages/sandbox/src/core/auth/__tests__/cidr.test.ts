import { describe, expect, it } from 'vitest';
import type { IpAllowlistRecord } from '../../../storage/types';
import { SandboxError } from '../../errors';
import { cidrContains, CidrError, formatAddress, parseAddress, parseCidr } from '../cidr';
import { enforceAllowlist, SHORTEST_PREFIX } from '../ip-allowlist';

const ANY = { 4: 0, 6: 0 };
const block = (text: string) => parseCidr(text, ANY);
const address = (text: string) => {
  const parsed = parseAddress(text);
  if (!parsed) throw new Error(`test address ${text} does not parse`);
  return parsed;
};

describe('parseCidr', () => {
  it('clears host bits and writes IPv6 in its shortest form', () => {
    expect(block('192.168.1.100/24').normalized).toBe('192.168.1.0/24');
    expect(block('10.0.15.255/20').normalized).toBe('10.0.0.0/20');
    expect(block('2001:DB8:0:0:1::7/48').normalized).toBe('2001:db8::/48');
    expect(block('::1/128').normalized).toBe('::1/128');
    expect(block('2001:db8:0:1:0:0:0:1/128').normalized).toBe('2001:db8:0:1::1/128');
    expect(block('0.0.0.0/0').normalized).toBe('0.0.0.0/0');
  });

  it.each([
    ['10.0.0.0', /CIDR notation/],
    ['10.0.0/24', /no valid IPv4 or IPv6 address/],
    ['256.0.0.1/32', /no valid IPv4 or IPv6 address/],
    ['010.0.0.1/32', /no valid IPv4 or IPv6 address/],
    ['10.0.0.1/33', /from 0 to 32/],
    ['10.0.0.1/-1', /from 0 to 32/],
    ['10.0.0.1/', /from 0 to 32/],
    ['2001:db8::1/129', /from 0 to 128/],
    ['2001:db8:::1/64', /no valid IPv4 or IPv6 address/],
    ['1:2:3:4:5:6:7:8:9/128', /no valid IPv4 or IPv6 address/],
    ['fe80::g/64', /no valid IPv4 or IPv6 address/],
    ['office/24', /no valid IPv4 or IPv6 address/],
  ])('refuses %s', (text, reason) => {
    expect(() => block(text)).toThrow(CidrError);
    expect(() => block(text)).toThrow(reason);
  });

  it('refuses blocks broader than the allowlist limits (/20 IPv4, /48 IPv6)', () => {
    expect(parseCidr('10.0.0.0/20', SHORTEST_PREFIX).prefix).toBe(20);
    expect(() => parseCidr('10.0.0.0/19', SHORTEST_PREFIX)).toThrow(/broader than \/20/);
    expect(parseCidr('2001:db8::/48', SHORTEST_PREFIX).prefix).toBe(48);
    expect(() => parseCidr('2001:db8::/32', SHORTEST_PREFIX)).toThrow(/broader than \/48/);
  });
});

describe('parseAddress and cidrContains', () => {
  it('matches addresses inside the block only', () => {
    const office = block('192.168.1.0/24');
    expect(cidrContains(office, address('192.168.1.0'))).toBe(true);
    expect(cidrContains(office, address('192.168.1.255'))).toBe(true);
    expect(cidrContains(office, address('192.168.2.0'))).toBe(false);
    const v6 = block('2001:db8::/48');
    expect(cidrContains(v6, address('2001:db8:0:ffff::1'))).toBe(true);
    expect(cidrContains(v6, address('2001:db8:1::1'))).toBe(false);
  });

  it('never matches across families', () => {
    expect(cidrContains(block('::/0'), address('127.0.0.1'))).toBe(false);
    expect(cidrContains(block('0.0.0.0/0'), address('::1'))).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 peer as IPv4, and ignores a zone', () => {
    expect(address('::ffff:127.0.0.1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(address('::ffff:7f00:1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(cidrContains(block('127.0.0.1/32'), address('::ffff:127.0.0.1'))).toBe(true);
    expect(formatAddress(address('fe80::1%eth0'))).toBe('fe80::1');
  });

  it('rejects text that is not an address', () => {
    for (const text of ['', 'localhost', '1.2.3', '1.2.3.4.5', ':::', '1::2::3']) {
      expect(parseAddress(text), text).toBeUndefined();
    }
  });
});

describe('enforceAllowlist', () => {
  const list = (overrides: Partial<IpAllowlistRecord> = {}): IpAllowlistRecord => ({
    organizationId: 'org',
    enabled: true,
    onEvaluationError: 'DENY',
    rules: [{ cidr: '127.0.0.1/32', label: 'me', createdAtMs: '0' }],
    createdAt: { seconds: '0', nanos: '0' },
    updatedAt: { seconds: '0', nanos: '0' },
    ...overrides,
  });

  it('lets a listed address through and refuses another with PERMISSION_DENIED', () => {
    expect(() => enforceAllowlist(list(), '127.0.0.1')).not.toThrow();
    expect(() => enforceAllowlist(list(), '::ffff:127.0.0.1')).not.toThrow();
    const refused = (() => {
      try {
        enforceAllowlist(list(), '::1');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(SandboxError);
    expect((refused as SandboxError).status).toBe('PERMISSION_DENIED');
    expect((refused as SandboxError).message).toMatch(
      /::1 is not in the organization IP allowlist/,
    );
  });

  it('applies onEvaluationError to an unknown address, and nothing without a transport address', () => {
    expect(() => enforceAllowlist(list(), null)).toThrow(/could not be determined/);
    expect(() => enforceAllowlist(list({ onEvaluationError: 'ALLOW' }), null)).not.toThrow();
    expect(() => enforceAllowlist(list(), 'not-an-address')).toThrow(/could not be determined/);
    expect(() => enforceAllowlist(list({ rules: [] }), undefined)).not.toThrow();
  });

  it('refuses every address when the enabled list has no rules', () => {
    expect(() => enforceAllowlist(list({ rules: [] }), '127.0.0.1')).toThrow(/not in the/);
  });
});
