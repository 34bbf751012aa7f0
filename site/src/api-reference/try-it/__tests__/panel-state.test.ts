import { describe, expect, it } from 'vitest';
import type { Dispatched } from '../dispatch';
import type { EnvironmentChoice } from '../environments';
import type { ApiKey } from '../keys';
import { initialPanelState, panelReducer, type PanelAction, type PanelState } from '../panel-state';

const IN_PAGE: EnvironmentChoice = { kind: 'in-page', customUrl: '' };
const CUSTOM: EnvironmentChoice = { kind: 'custom', customUrl: 'https://api.example.test' };
const KEY: ApiKey = {
  publicKey: '02'.padEnd(66, 'a'),
  privateKey: 'b'.repeat(64),
  origin: 'pasted',
};

const ANSWERED: Dispatched = {
  sent: {
    url: 'http://127.0.0.1:8787/public/v1/query/whoami',
    environment: 'in-page',
    body: '{}',
    stampHeader: 'X-Stamp',
    stamp: 'c3RhbXA',
    decodedStamp: '{}',
  },
  outcome: { kind: 'response', status: 200, statusText: 'OK', ok: true, headers: [], body: '{}' },
  durationMs: 12,
};
const REFUSED: Dispatched = { error: 'Choose an API key to send.' };

const fresh = (): PanelState =>
  initialPanelState({ environment: IN_PAGE, apiKey: null, handoff: undefined });

/** Applies `actions` in order; freezes every state on the way so a mutation throws. */
function run(state: PanelState, ...actions: PanelAction[]): PanelState {
  return actions.reduce((current, action) => panelReducer(Object.freeze(current), action), state);
}

describe('initialPanelState', () => {
  it('starts with the automatic body, nothing pending and no result', () => {
    expect(fresh()).toEqual({
      environment: IN_PAGE,
      apiKey: null,
      draft: null,
      fields: {},
      template: null,
      notice: null,
      tick: 0,
      pendingSend: false,
      sending: false,
      result: null,
      fromLink: false,
      confirming: false,
    });
  });

  it('keeps a link’s body in the in-page sandbox, without forgetting the chosen environment', () => {
    const link = {
      operation: 'export_wallet',
      template: '{"b":2}',
      fromLink: true,
      notice: 'From a link.',
    };
    const state = initialPanelState({ environment: CUSTOM, apiKey: KEY, handoff: link });
    expect(state.environment).toEqual({ ...CUSTOM, kind: 'in-page' });
    expect(state.fromLink).toBe(true);
    expect(state.notice).toMatch(
      /^From a link\. This body came from a link, so the panel switched from Custom base URL to the in-page sandbox/,
    );
    // Already in the sandbox: nothing to switch, nothing added.
    const inPage = initialPanelState({ environment: IN_PAGE, apiKey: KEY, handoff: link });
    expect(inPage.notice).toBe('From a link.');
    // Handed over to an open panel: the same switch.
    const open = panelReducer(
      initialPanelState({ environment: CUSTOM, apiKey: KEY, handoff: undefined }),
      { type: 'handed-over', handoff: link },
    );
    expect(open.environment.kind).toBe('in-page');
    expect(open.fromLink).toBe(true);
    // Choosing another environment keeps the mark; resetting the body to the example drops it.
    const away = panelReducer(open, { type: 'environment-chosen', environment: CUSTOM });
    expect(away.fromLink).toBe(true);
    const asked = panelReducer(away, { type: 'confirmation-asked' });
    expect(asked.confirming).toBe(true);
    expect(panelReducer(asked, { type: 'confirmation-cancelled' }).confirming).toBe(false);
    expect(panelReducer(asked, { type: 'body-reset' })).toMatchObject({
      fromLink: false,
      confirming: false,
    });
    // A replay from the history is the reader's own body.
    expect(
      panelReducer(away, {
        type: 'handed-over',
        handoff: { operation: 'export_wallet', body: '{}' },
      }).fromLink,
    ).toBe(false);
  });

  it('takes over what another panel handed over before this one opened', () => {
    const state = initialPanelState({
      environment: CUSTOM,
      apiKey: KEY,
      handoff: {
        operation: 'sign_raw_payload',
        body: '{"a":1}',
        fields: { 'parameters.signWith': '0xabc' },
        template: '{"b":2}',
        notice: 'Replayed from the history.',
        send: true,
      },
    });
    expect(state).toMatchObject({
      environment: CUSTOM,
      apiKey: KEY,
      draft: '{"a":1}',
      fields: { 'parameters.signWith': '0xabc' },
      template: '{"b":2}',
      notice: 'Replayed from the history.',
      pendingSend: true,
    });
  });
});

describe('panelReducer', () => {
  it('clears the last result when the environment changes, and keeps the body', () => {
    const before = run(
      fresh(),
      { type: 'body-edited', body: '{"x":1}' },
      { type: 'send-finished', result: ANSWERED },
    );
    const after = run(before, { type: 'environment-chosen', environment: CUSTOM });
    expect(after.environment).toEqual(CUSTOM);
    expect(after.result).toBeNull();
    expect(after.draft).toBe('{"x":1}');
  });

  it('sets and forgets the reader key without touching the result', () => {
    const answered = run(fresh(), { type: 'send-finished', result: ANSWERED });
    const chosen = run(answered, { type: 'key-chosen', apiKey: KEY });
    expect(chosen.apiKey).toBe(KEY);
    expect(chosen.result).toBe(ANSWERED);
    expect(run(chosen, { type: 'key-chosen', apiKey: null }).apiKey).toBeNull();
  });

  it('keeps an edited body as the draft, apart from the handed-over fields', () => {
    const state = run(
      fresh(),
      { type: 'handed-over', handoff: { operation: 'x', fields: { a: '1' } } },
      { type: 'body-edited', body: '{"edited":true}' },
    );
    expect(state.draft).toBe('{"edited":true}');
    expect(state.fields).toEqual({ a: '1' });
  });

  it('resets the body to the example: no draft, fields, template or notice, a new timestamp', () => {
    const state = run(
      fresh(),
      { type: 'environment-chosen', environment: CUSTOM },
      {
        type: 'handed-over',
        handoff: { operation: 'x', fields: { a: '1' }, template: '{}', notice: 'From a guide.' },
      },
      { type: 'body-edited', body: '{"edited":true}' },
      { type: 'send-finished', result: REFUSED },
      { type: 'body-reset' },
    );
    expect(state).toMatchObject({
      draft: null,
      fields: {},
      template: null,
      notice: null,
      tick: 2,
      environment: CUSTOM,
      result: REFUSED,
    });
  });

  it('replaces the reader’s edits with a handed-over body and keeps the fields and template', () => {
    const state = run(
      fresh(),
      { type: 'handed-over', handoff: { operation: 'x', fields: { a: '1' }, template: '{"t":1}' } },
      { type: 'body-edited', body: '{"edited":true}' },
      { type: 'handed-over', handoff: { operation: 'x', body: '{"replayed":true}' } },
    );
    expect(state).toMatchObject({
      draft: '{"replayed":true}',
      fields: { a: '1' },
      template: '{"t":1}',
      notice: null,
      pendingSend: false,
    });
  });

  it('drops the reader’s edits for handed-over fields, which go into the automatic body', () => {
    const edited = run(fresh(), { type: 'body-edited', body: '{"edited":true}' });
    const withFields = run(edited, {
      type: 'handed-over',
      handoff: { operation: 'x', fields: { 'parameters.signWith': '0xabc' }, notice: 'Used.' },
    });
    expect(withFields).toMatchObject({
      draft: null,
      fields: { 'parameters.signWith': '0xabc' },
      notice: 'Used.',
    });
    const bare = run(withFields, { type: 'handed-over', handoff: { operation: 'x' } });
    expect(bare).toMatchObject({ draft: null, fields: {}, notice: null });
  });

  it('clears a handoff’s request to send as the send starts, so it sends once', () => {
    const asked = run(fresh(), {
      type: 'handed-over',
      handoff: { operation: 'x', body: '{}', send: true },
    });
    expect(asked.pendingSend).toBe(true);
    const started = run(asked, { type: 'send-started' });
    expect(started).toMatchObject({ pendingSend: false, sending: true, result: null });
    const finished = run(started, { type: 'send-finished', result: ANSWERED });
    expect(finished).toMatchObject({ pendingSend: false, sending: false, result: ANSWERED });
    expect(finished.draft).toBe('{}');
  });

  it('clears the previous result while sending and renews the timestamp after each send', () => {
    let state = run(fresh(), { type: 'send-started' }, { type: 'send-finished', result: REFUSED });
    expect(state).toMatchObject({ sending: false, result: REFUSED, tick: 1 });
    state = run(state, { type: 'send-started' });
    expect(state).toMatchObject({ sending: true, result: null, tick: 1 });
    state = run(state, { type: 'send-finished', result: ANSWERED });
    expect(state).toMatchObject({ sending: false, result: ANSWERED, tick: 2 });
  });

  it('returns a new state and leaves the previous one as it was', () => {
    const before = fresh();
    const after = panelReducer(Object.freeze(before), { type: 'body-edited', body: '{}' });
    expect(after).not.toBe(before);
    expect(before.draft).toBeNull();
  });
});
