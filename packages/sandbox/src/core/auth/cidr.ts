/**
 * IPv4 and IPv6 addresses and CIDR blocks, as IP allowlists read them: parsing with a reason
 * when the text does not fit, normalizing (host bits cleared, IPv6 in its shortest form) and
 * matching an address against a block. An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a
 * dual-stack socket reports for an IPv4 peer) is treated as the IPv4 address it carries.
 */

export type IpFamily = 4 | 6;

export interface IpAddress {
  family: IpFamily;
  /** The address as a 32- or 128-bit unsigned number. */
  value: bigint;
}

export interface Cidr extends IpAddress {
  prefix: number;
  /** Host bits cleared, IPv6 compressed: `192.168.1.100/24` → `192.168.1.0/24`. */
  normalized: string;
}

export class CidrError extends Error {}

const BITS: Record<IpFamily, number> = { 4: 32, 6: 128 };

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: `010` means 8 to some parsers and 10 to others.
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseGroups(text: string): bigint[] | undefined {
  if (text === '') return [];
  const groups: bigint[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === undefined) return undefined;
      groups.push(v4 >> 16n, v4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(BigInt(`0x${part}`));
    } else {
      return undefined;
    }
  }
  return groups;
}

function parseIpv6(text: string): bigint | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = parseGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<bigint>(missing).fill(0n), ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/** The address `text` names, or undefined. A zone (`fe80::1%eth0`) is ignored. */
export function parseAddress(text: string): IpAddress | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  if (!text.includes(':')) return undefined;
  const v6 = parseIpv6(text.replace(/%[^%]*$/, ''));
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

function mask(family: IpFamily, prefix: number): bigint {
  const bits = BigInt(BITS[family]);
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
}

export function formatAddress(address: IpAddress): string {
  if (address.family === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((address.value >> shift) & 0xffn)).join('.');
  }
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map(
    (shift) => (address.value >> shift) & 0xffffn,
  );
  // RFC 5952: the longest run of two or more zero groups (the first, on a tie) becomes `::`.
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0n) length++;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * Parses a CIDR block. `shortestPrefix` is the broadest block accepted per family (the
 * platform's allowlists take /20 and narrower for IPv4, /48 and narrower for IPv6).
 */
export function parseCidr(text: string, shortestPrefix: Record<IpFamily, number>): Cidr {
  const slash = text.indexOf('/');
  if (slash < 0) {
    throw new CidrError('is not in CIDR notation (address/prefix, e.g. 203.0.113.42/32)');
  }
  const addressText = text.slice(0, slash);
  const prefixText = text.slice(slash + 1);
  const v4 = parseIpv4(addressText);
  const v6 = v4 === undefined && addressText.includes(':') ? parseIpv6(addressText) : undefined;
  const address: IpAddress | undefined =
    v4 !== undefined
      ? { family: 4, value: v4 }
      : v6 !== undefined
        ? { family: 6, value: v6 }
        : undefined;
  if (!address) throw new CidrError('has no valid IPv4 or IPv6 address before the /');
  const bits = BITS[address.family];
  if (!/^(0|[1-9][0-9]{0,2})$/.test(prefixText) || Number(prefixText) > bits) {
    throw new CidrError(`has a prefix length that is not a whole number from 0 to ${bits}`);
  }
  const prefix = Number(prefixText);
  const shortest = shortestPrefix[address.family];
  if (prefix < shortest) {
    throw new CidrError(
      `is broader than /${shortest}, the broadest IPv${address.family} block an allowlist takes`,
    );
  }
  const value = address.value & mask(address.family, prefix);
  return {
    family: address.family,
    value,
    prefix,
    normalized: `${formatAddress({ family: address.family, value })}/${prefix}`,
  };
}

/** Whether `address` lies in `block` (an IPv4 address never lies in an IPv6 block, and back). */
export function cidrContains(block: Cidr, address: IpAddress): boolean {
  return (
    block.family === address.family &&
    (address.value & mask(block.family, block.prefix)) === block.value
  );
}
