import { describe, expect, it } from 'vitest';
import { guardFor, refusal } from '../request-guard';

describe('guardFor', () => {
  it('allows the loopback names and their origins on the port by default', () => {
    expect(guardFor('127.0.0.1', 3333)).toEqual({
      allowedHosts: ['127.0.0.1', 'localhost', '[::1]'],
      allowedOrigins: ['http://127.0.0.1:3333', 'http://localhost:3333', 'http://[::1]:3333'],
    });
  });

  it('adds a specific listen address, but not a wildcard one', () => {
    expect(guardFor('10.0.0.5', 80).allowedHosts).toContain('10.0.0.5');
    expect(guardFor('0.0.0.0', 80).allowedHosts).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(guardFor('::', 80).allowedHosts).toEqual(['127.0.0.1', 'localhost', '[::1]']);
  });

  it('takes configured hosts, and derives the origins from them unless given', () => {
    expect(guardFor('0.0.0.0', 8080, { allowedHosts: ['docs.internal'] })).toEqual({
      allowedHosts: ['docs.internal'],
      allowedOrigins: ['http://docs.internal:8080'],
    });
    expect(
      guardFor('0.0.0.0', 8080, { allowedOrigins: ['https://editor.example'] }).allowedOrigins,
    ).toEqual(['https://editor.example']);
  });
});

describe('refusal', () => {
  const guard = guardFor('127.0.0.1', 3333);

  it('lets a loopback host through, with any port, and without an Origin', () => {
    expect(refusal({ host: '127.0.0.1:3333' }, guard)).toBeNull();
    expect(refusal({ host: 'LOCALHOST:3333' }, guard)).toBeNull();
    expect(refusal({ host: '[::1]:3333' }, guard)).toBeNull();
  });

  it('refuses a foreign Host, naming it and the option that allows it', () => {
    expect(refusal({ host: 'attacker.example:3333' }, guard)).toBe(
      'Host "attacker.example:3333" is not allowed; allowed hosts: 127.0.0.1, localhost, [::1] (--allowed-hosts).',
    );
    expect(refusal({}, guard)).toBe('Missing Host header.');
  });

  it('refuses a foreign Origin and accepts an allowed one', () => {
    expect(refusal({ host: 'localhost:3333', origin: 'http://localhost:3333' }, guard)).toBeNull();
    expect(refusal({ host: 'localhost:3333', origin: 'https://attacker.example' }, guard)).toMatch(
      /^Origin "https:\/\/attacker.example" is not allowed/,
    );
    expect(
      refusal({ host: 'localhost:3333', origin: 'http://localhost:9999' }, guard),
    ).not.toBeNull();
  });
});
