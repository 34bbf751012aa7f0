import { serializeSignature } from '@turnkey/viem';
import {
  hashMessage,
  hashTypedData,
  keccak256,
  recoverAddress,
  recoverMessageAddress,
  serializeTypedData,
  sha256,
  toHex,
  type TypedDataDefinition,
} from 'viem';
import { sign } from 'viem/accounts';
import { hashAuthorization } from 'viem/utils';
import { schnorr } from '@noble/curves/secp256k1';
import { p2tr } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { signRawPayload, type RawSignature } from '..';
import { hex, toHexString } from './fixtures';
import {
  ethAddress as address,
  eth,
  localAccount as account,
  sol,
  webCryptoVerifies,
} from './test-keys';

const secp = (payload: string, rest: Partial<Parameters<typeof signRawPayload>[0]> = {}) =>
  signRawPayload({
    curve: 'CURVE_SECP256K1',
    privateKey: eth.privateKey,
    payload,
    encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
    hashFunction: 'HASH_FUNCTION_NO_OP',
    ...rest,
  });

/** What @turnkey/viem does with a sign_raw_payload result: r || s || (27 + v). */
const asViem = (signature: RawSignature) => serializeSignature(signature, 'hex') as `0x${string}`;

describe('signRawPayload on secp256k1', () => {
  it('returns 32-byte r and s and a 00/01 recovery id, equal to viem signing the digest', async () => {
    const hash = keccak256(toHex('sandbox'));
    const signature = secp(hash.slice(2));
    expect(signature.r).toMatch(/^[0-9a-f]{64}$/);
    expect(signature.s).toMatch(/^[0-9a-f]{64}$/);
    expect(signature.v).toMatch(/^0[01]$/);
    const reference = await sign({ hash, privateKey: `0x${toHexString(eth.privateKey)}` });
    expect(`0x${signature.r}`).toBe(reference.r);
    expect(`0x${signature.s}`).toBe(reference.s);
    expect(Number(signature.v)).toBe(reference.yParity);
  });

  it('signs a message the way the viem adapter asks (hashMessage, NO_OP) and recovers', async () => {
    const message = 'Sign in to the sandbox';
    const signature = asViem(secp(hashMessage(message)));
    expect(signature).toBe(await account.signMessage({ message }));
    expect(await recoverMessageAddress({ message, signature })).toBe(address);
  });

  it.each([
    ['HASH_FUNCTION_KECCAK256', 'PAYLOAD_ENCODING_TEXT_UTF8', 'héllo', keccak256(toHex('héllo'))],
    ['HASH_FUNCTION_SHA256', 'PAYLOAD_ENCODING_TEXT_UTF8', 'héllo', sha256(toHex('héllo'))],
    [
      'HASH_FUNCTION_KECCAK256',
      'PAYLOAD_ENCODING_HEXADECIMAL',
      '0xdeadbeef',
      keccak256('0xdeadbeef'),
    ],
    ['HASH_FUNCTION_SHA256', 'PAYLOAD_ENCODING_HEXADECIMAL', 'DEADBEEF', sha256('0xdeadbeef')],
  ] as const)(
    '%s over %s recovers to the signer',
    async (hashFunction, encoding, payload, hash) => {
      const signature = secp(payload, { hashFunction, encoding });
      expect(await recoverAddress({ hash, signature: asViem(signature) })).toBe(address);
    },
  );

  it('always writes r and s as 64 hex digits, even with leading zero bytes', () => {
    let padded: RawSignature | undefined;
    for (let nonce = 0; nonce < 4000 && !padded; nonce += 1) {
      const signature = secp(keccak256(toHex(nonce)).slice(2));
      if (signature.r.startsWith('00') || signature.s.startsWith('00')) padded = signature;
    }
    expect(padded).toBeDefined();
    expect(padded?.r).toHaveLength(64);
    expect(padded?.s).toHaveLength(64);
  });

  // The domain of the EIP-712 example, and its type.
  const MAIL_DOMAIN = {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  } as const;
  const MAIL_DOMAIN_TYPE = [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ] as const;

  const typedData = {
    domain: { ...MAIL_DOMAIN, chainId: 1n },
    // viem's wallet client adds this type before it calls the account; without it
    // serializeTypedData drops the domain.
    types: {
      EIP712Domain: MAIL_DOMAIN_TYPE,
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallets', type: 'address[]' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person[]' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
        { name: 'delta', type: 'int64' },
        { name: 'tag', type: 'bytes4' },
        { name: 'memo', type: 'bytes' },
        { name: 'urgent', type: 'bool' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'] },
      to: [
        {
          name: 'Bob',
          wallets: [
            '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
            '0xB0B0b0b0b0b0B000000000000000000000000000',
          ],
        },
      ],
      contents: 'Hello, Bob!',
      amount: 10n ** 30n,
      delta: -42n,
      tag: '0x01020304',
      memo: '0xabcdef',
      urgent: true,
    },
  } as const satisfies TypedDataDefinition;

  it('hashes EIP-712 typed data as viem does and signs it byte for byte like viem', async () => {
    const payload = serializeTypedData(typedData);
    const signature = asViem(secp(payload, { encoding: 'PAYLOAD_ENCODING_EIP712' }));
    expect(signature).toBe(await account.signTypedData(typedData));
    expect(await recoverAddress({ hash: hashTypedData(typedData), signature })).toBe(address);
  });

  it('infers the domain type from the domain fields when the payload leaves it out', async () => {
    const { Person, Mail } = typedData.types;
    const types = { Person, Mail };
    const withoutDomainType = { ...typedData, types, domain: { name: 'Ether Mail', chainId: 1n } };
    const payload = JSON.stringify(withoutDomainType, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    const signature = asViem(secp(payload, { encoding: 'PAYLOAD_ENCODING_EIP712' }));
    expect(await recoverAddress({ hash: hashTypedData(withoutDomainType), signature })).toBe(
      address,
    );
  });

  // EIP-712, "Test Cases" (Example.js): the Mail message between Cow and Bob.
  it('gives the EIP-712 example its published digest', async () => {
    const example = {
      domain: MAIL_DOMAIN,
      types: {
        EIP712Domain: MAIL_DOMAIN_TYPE,
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        contents: 'Hello, Bob!',
      },
    };
    const cow = hex(keccak256(toHex('cow')).slice(2));
    const signature = signRawPayload({
      curve: 'CURVE_SECP256K1',
      privateKey: cow,
      payload: JSON.stringify(example),
      encoding: 'PAYLOAD_ENCODING_EIP712',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    // The EIP's digest 0xbe609aee…, and its signature by keccak256("cow").
    expect(
      await recoverAddress({
        hash: '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2',
        signature: asViem(signature),
      }),
    ).toBe('0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826');
    expect(`${signature.r}${signature.s}`).toBe(
      '4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562',
    );
  });

  it('signs an EIP-7702 authorization over the digest viem computes', async () => {
    const authorization = {
      address: '0x1111111111111111111111111111111111111111',
      chainId: 8453,
      nonce: 7,
    } as const;
    const signature = secp(JSON.stringify(authorization), {
      encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
    });
    const signed = await account.signAuthorization(authorization);
    expect(`0x${signature.r}`).toBe(signed.r);
    expect(`0x${signature.s}`).toBe(signed.s);
    expect(
      await recoverAddress({
        hash: hashAuthorization(authorization),
        signature: asViem(signature),
      }),
    ).toBe(address);
  });
});

describe('signRawPayload on ed25519', () => {
  it('splits the RFC 8032 signature into r and s, v 00, and WebCrypto verifies it', async () => {
    const message = 'a Solana message';
    const signature = signRawPayload({
      curve: 'CURVE_ED25519',
      privateKey: sol.privateKey,
      payload: toHex(message).slice(2),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    expect(signature.v).toBe('00');
    const bytes = hex(`${signature.r}${signature.s}`);
    expect(await webCryptoVerifies(sol.publicKey, bytes, new TextEncoder().encode(message))).toBe(
      true,
    );
  });
});

describe('signRawPayload with the BIP-340 scheme (Spark identity addresses)', () => {
  const digest = sha256(toHex('a token transaction'));
  const xOnly = eth.publicKey.slice(1);

  it('returns a plain Schnorr signature r‖s that verifies against the x-only key, v 00', () => {
    const signature = secp(digest.slice(2), { scheme: 'BIP340' });
    expect(signature.v).toBe('00');
    expect(schnorr.verify(hex(`${signature.r}${signature.s}`), hex(digest.slice(2)), xOnly)).toBe(
      true,
    );
  });

  it('hashes with SHA-256 first when asked, and checks a NO_OP payload is 32 bytes', () => {
    const signature = secp('cafe', { scheme: 'BIP340', hashFunction: 'HASH_FUNCTION_SHA256' });
    expect(
      schnorr.verify(hex(`${signature.r}${signature.s}`), hex(sha256('0xcafe').slice(2)), xOnly),
    ).toBe(true);
    expect(() => secp('cafe', { scheme: 'BIP340' })).toThrow(
      'With HASH_FUNCTION_NO_OP the payload must already be a 32-byte digest',
    );
  });

  it('is not an ECDSA signature: the ECDSA scheme signs the same digest differently', () => {
    const schnorrSignature = secp(digest.slice(2), { scheme: 'BIP340' });
    const ecdsa = secp(digest.slice(2), { scheme: 'ECDSA' });
    expect(ecdsa.r).not.toBe(schnorrSignature.r);
    expect(schnorr.verify(hex(`${ecdsa.r}${ecdsa.s}`), hex(digest.slice(2)), xOnly)).toBe(false);
  });
});

describe('signRawPayload with the BIP-341 scheme (Bitcoin P2TR addresses)', () => {
  const digest = sha256(toHex('a taproot sighash')).slice(2);
  // The output key of the key-path-only P2TR address btc-signer derives from the same key.
  const output = p2tr(eth.publicKey.slice(1)).tweakedPubkey;

  it('signs with the tweaked key: the signature verifies against the address’s output key', () => {
    const signature = secp(digest, { scheme: 'BIP341' });
    expect(signature.v).toBe('00');
    const bytes = hex(`${signature.r}${signature.s}`);
    expect(schnorr.verify(bytes, hex(digest), output)).toBe(true);
    // The untweaked internal key does not verify it: the tweak was applied.
    expect(schnorr.verify(bytes, hex(digest), eth.publicKey.slice(1))).toBe(false);
  });
});

describe('signRawPayload input checks', () => {
  it.each([
    [{ payload: 'zz' }, 'payload is not hexadecimal'],
    [{ payload: 'abc' }, 'payload has an odd number of hex digits (3)'],
    [
      { payload: 'abcd' },
      'With HASH_FUNCTION_NO_OP the payload must already be a 32-byte digest; it decodes to 2 bytes',
    ],
    [
      { hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE' },
      'HASH_FUNCTION_NOT_APPLICABLE is for ed25519 keys',
    ],
    [
      { encoding: 'PAYLOAD_ENCODING_EIP712', payload: '{' },
      'EIP-712 payload: the payload is not JSON',
    ],
    [
      {
        encoding: 'PAYLOAD_ENCODING_EIP712',
        payload: '{"types":{},"primaryType":"Mail","message":{}}',
      },
      'primaryType "Mail" is not one of the types',
    ],
    [
      { encoding: 'PAYLOAD_ENCODING_EIP712', hashFunction: 'HASH_FUNCTION_SHA256', payload: '{}' },
      'use HASH_FUNCTION_NO_OP',
    ],
    [
      {
        encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
        payload: '{"address":"0x12","chainId":1,"nonce":0}',
      },
      'The authorization address must be 20 bytes',
    ],
    [{ privateKey: new Uint8Array(31) }, 'A private key is 32 bytes'],
    [{ curve: 'CURVE_P256' }, 'Raw payloads are signed with CURVE_SECP256K1 or CURVE_ED25519 keys'],
  ] as const)('%j is refused: %s', (override, message) => {
    const payload = 'payload' in override ? override.payload : '00'.repeat(32);
    // @ts-expect-error some overrides are deliberately outside the types
    expect(() => secp(payload, override)).toThrow(message);
  });

  it('refuses typed data nested deeper than 32 levels, without exhausting the stack', () => {
    const types = { Node: [{ name: 'next', type: 'Node[]' }] };
    const depth = 50_000;
    const message = `${'{"next":['.repeat(depth)}{"next":[]}${']}'.repeat(depth)}`;
    const payload = `{"types":${JSON.stringify(types)},"primaryType":"Node","domain":{},"message":${message}}`;
    expect(() => secp(payload, { encoding: 'PAYLOAD_ENCODING_EIP712' })).toThrow(
      'EIP-712 payload: values nest deeper than 32 levels',
    );
  });

  // Spreading 130,000 arguments already overflows V8's stack here; the hashing must not spread.
  it('hashes an array of 150,000 items as viem does', async () => {
    const long = {
      domain: {},
      types: { EIP712Domain: [], Batch: [{ name: 'ids', type: 'uint8[]' }] },
      primaryType: 'Batch',
      message: { ids: Array.from({ length: 150_000 }, (_, index) => index % 256) },
    } as const;
    const signature = asViem(secp(JSON.stringify(long), { encoding: 'PAYLOAD_ENCODING_EIP712' }));
    expect(await recoverAddress({ hash: hashTypedData(long), signature })).toBe(address);
  }, 30_000);

  it('refuses a hash function and a structured encoding on ed25519', () => {
    const input = { curve: 'CURVE_ED25519', privateKey: sol.privateKey, payload: '00' } as const;
    expect(() =>
      signRawPayload({
        ...input,
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_SHA256',
      }),
    ).toThrow(
      'ed25519 hashes the message itself (RFC 8032): send HASH_FUNCTION_NOT_APPLICABLE, not HASH_FUNCTION_SHA256',
    );
    expect(() =>
      signRawPayload({
        ...input,
        encoding: 'PAYLOAD_ENCODING_EIP712',
        hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
      }),
    ).toThrow('PAYLOAD_ENCODING_EIP712 payloads are signed with secp256k1 keys, not ed25519');
  });
});
