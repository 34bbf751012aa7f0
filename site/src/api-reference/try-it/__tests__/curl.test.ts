import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from '../curl';

/** What a POSIX shell makes of `words`: each argument on its own line, NUL-separated. */
function shellWords(command: string): string[] {
  const script = `set -- ${command.replace(/^curl /, '').replace(/\\\n/g, ' ')}; printf '%s\\0' "$@"`;
  return execFileSync('sh', ['-c', script], { encoding: 'utf8', timeout: 10_000 })
    .split('\0')
    .slice(0, -1);
}

describe('curlCommand', () => {
  const input = {
    url: 'http://127.0.0.1:8787/public/v1/submit/sign_raw_payload',
    body: '{\n  "payload": "it\'s $HOME and `date`"\n}',
    stampHeader: 'X-Stamp',
    stamp: 'eyJwdWJsaWNLZXkiOiIwMiJ9',
  };

  it('quotes the URL, the stamp header and the exact body for the shell', () => {
    expect(curlCommand(input)).toMatchInlineSnapshot(`
      "curl -X POST 'http://127.0.0.1:8787/public/v1/submit/sign_raw_payload' \\
        -H 'Content-Type: application/json' \\
        -H 'X-Stamp: eyJwdWJsaWNLZXkiOiIwMiJ9' \\
        --data-raw '{
        "payload": "it'\\''s $HOME and \`date\`"
      }'"
    `);
  });

  it('gives the shell back the body byte for byte, quotes, dollars and backticks included', () => {
    const words = shellWords(curlCommand(input));
    expect(words).toEqual([
      '-X',
      'POST',
      input.url,
      '-H',
      'Content-Type: application/json',
      '-H',
      `X-Stamp: ${input.stamp}`,
      '--data-raw',
      input.body,
    ]);
  });

  it('quotes an empty string as an empty argument', () => {
    expect(shellQuote('')).toBe("''");
  });
});
