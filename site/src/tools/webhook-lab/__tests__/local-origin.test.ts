import { describe, expect, it } from 'vitest';
import { parseLocalOrigin } from '../local-origin';

describe('parseLocalOrigin', () => {
  it.each([
    ['http://localhost:8787', 'http://localhost:8787'],
    [' http://127.0.0.1:3000/ ', 'http://127.0.0.1:3000'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
  ])('accepts the loopback origin %s', (text, origin) => {
    expect(parseLocalOrigin(text)).toEqual({ origin });
  });

  it.each([
    ['localhost:8787', 'must start with http://'],
    ['not a url', 'must be a URL'],
    ['https://api.example.com', 'on this machine only'],
    ['http://10.0.0.2:8787', 'on this machine only'],
    ['http://localhost:8787/public/v1', 'origin only'],
  ])('refuses %s, saying why', (text, why) => {
    const parsed = parseLocalOrigin(text);
    expect('error' in parsed && parsed.error).toContain(why);
  });
});
