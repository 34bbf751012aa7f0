import { TurnkeyRequestError } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import { refuses, type Refusal } from '../scenarios/refusal';
import { Observed, scenarioContext } from '../scenarios/support';

const statuses: number[] = [];
// No request leaves: each call below only appends the status it pretends to have received.
const context = scenarioContext('http://127.0.0.1:9', statuses);

/** A call the sandbox answered with `http` and the platform's error body. */
const answered =
  (http: number, code: number, message: string, category = 'REQUEST_INVALID') =>
  async () => {
    statuses.push(http);
    throw new TurnkeyRequestError({
      code,
      message,
      details: [
        { '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail', turnkeyErrorCode: category },
      ],
    });
  };

const expected: Refusal = {
  http: 400,
  code: 'INVALID_ARGUMENT',
  category: 'REQUEST_INVALID',
  names: 'numSecrets',
};

describe('refuses', () => {
  it('accepts the answer the row describes and records its tokens', async () => {
    const observed = new Observed();
    await refuses(context, observed, 'case', answered(400, 3, 'numSecrets: too many'), expected);
    expect([...observed.tokens]).toEqual(
      expect.arrayContaining(['TurnkeyRequestError', 'INVALID_ARGUMENT', 'REQUEST_INVALID']),
    );
  });

  it.each([
    ['another HTTP status', answered(404, 3, 'numSecrets: x'), /answered HTTP 404/],
    ['another gRPC code', answered(400, 9, 'numSecrets: x'), /code 9/],
    ['another category', answered(400, 3, 'numSecrets: x', 'INTERNAL'), /details/],
    ['a message without the field', answered(400, 3, 'too many'), /message without "numSecrets"/],
  ])('fails on %s', async (_what, call, reason) => {
    await expect(refuses(context, new Observed(), 'case', call, expected)).rejects.toThrow(reason);
  });

  it('fails when the call succeeds', async () => {
    await expect(
      refuses(context, new Observed(), 'case', async () => ({}), expected),
    ).rejects.toThrow(/the call succeeded/);
  });

  it('leaves the gRPC code alone when the row names none', async () => {
    const withoutCode: Refusal = { http: 400, category: 'REQUEST_INVALID', names: 'numSecrets' };
    await refuses(context, new Observed(), 'case', answered(400, 9, 'numSecrets: x'), withoutCode);
  });
});
