import { describe, expect, it } from 'vitest';
import { escapeSegment, fieldAnchor, schemaAnchor, treeAnchor } from '../anchors';
import { pageFieldAnchors, treeFieldAnchors } from '../page-anchors';
import { model, operationNamed } from './fixtures';

/** What a fragment may hold without percent-encoding, minus what CSS or our scheme reserve. */
const URL_SAFE = /^[A-Za-z0-9_.~-]+$/;

describe('field ids', () => {
  it('keep letters, digits, _ and - and escape every other character one to one', () => {
    expect(escapeSegment('walletName')).toBe('walletName');
    expect(escapeSegment('snake_case-and-dash')).toBe('snake_case-and-dash');
    expect(escapeSegment('@type')).toBe('~40~type');
    // The separator and the escape character are escaped too, so no two names meet.
    expect(escapeSegment('a.b')).toBe('a~2e~b');
    expect(escapeSegment('a~2e~b')).toBe('a~7e~2e~7e~b');
    expect(escapeSegment('ключ')).toBe('~43a~~43b~~44e~~447~');
    expect(() => escapeSegment('')).toThrowErrorMatchingInlineSnapshot(
      `[Error: escapeSegment: a field name cannot be empty.]`,
    );
  });

  it('hang request fields off the operation and response fields off <operation>.response', () => {
    expect(treeAnchor('create_wallet', 'request')).toBe('create_wallet');
    expect(treeAnchor('create_wallet', 'response')).toBe('create_wallet.response');
    expect(fieldAnchor(treeAnchor('create_wallet', 'request'), 'parameters')).toBe(
      'create_wallet.parameters',
    );
    expect(schemaAnchor('Activity')).toBe('schema-Activity');
  });

  it('follow the JSON path of a nested request field, array items included', () => {
    const ids = treeFieldAnchors(
      operationNamed('create_wallet').request,
      treeAnchor('create_wallet', 'request'),
      { operation: 'create_wallet', ancestors: [] },
      model,
    );
    expect(ids).toEqual([
      'create_wallet.type',
      'create_wallet.timestampMs',
      'create_wallet.organizationId',
      'create_wallet.parameters',
      'create_wallet.parameters.walletName',
      'create_wallet.parameters.accounts',
      'create_wallet.parameters.accounts.curve',
      'create_wallet.parameters.accounts.pathFormat',
      'create_wallet.parameters.accounts.path',
      'create_wallet.parameters.accounts.addressFormat',
      'create_wallet.parameters.accounts.name',
      'create_wallet.parameters.mnemonicLength',
      'create_wallet.generateAppProofs',
    ]);
  });

  it('give a shared schema’s fields ids in its own section, not in the trees that link it', () => {
    const ids = pageFieldAnchors(model);
    expect(ids).toContain('schema-Activity.status');
    expect(ids).toContain('create_wallet.response.activity');
    // An operation's activity links to the shared Activity for the fields it does not narrow.
    expect(ids).not.toContain('create_wallet.response.activity.status');
  });

  it('are unique, URL-safe and distinct from every operation, tag and schema heading', () => {
    const ids = pageFieldAnchors(model);
    // Every operation has fields: a walk that stopped early would pass the other checks.
    const owners = new Set(ids.map((id) => id.split('.')[0]));
    expect(model.operations.filter((operation) => !owners.has(operation.name))).toEqual([]);
    const seen = new Set<string>();
    const repeated = ids.filter((id) => seen.size === seen.add(id).size);
    expect(repeated).toEqual([]);
    expect(ids.filter((id) => !URL_SAFE.test(id))).toEqual([]);
    const headings = [
      ...model.operations.map((operation) => operation.name),
      ...model.tags.map((tag) => tag.anchor),
      ...model.shared.map(schemaAnchor),
    ];
    expect(ids.filter((id) => headings.includes(id))).toEqual([]);
  });

  it('are stable: the same definition gives the same ids, in page order', () => {
    expect(pageFieldAnchors(model)).toEqual(pageFieldAnchors(structuredClone(model)));
  });

  it('refuse a request field named "response", whose ids would meet the response’s', () => {
    const operation = operationNamed('get_wallet');
    const clash = {
      ...model,
      operations: [
        {
          ...operation,
          request: {
            type: 'object' as const,
            properties: [{ name: 'response', required: true, schema: { type: 'string' as const } }],
          },
        },
      ],
    };
    expect(() => pageFieldAnchors(clash)).toThrowErrorMatchingInlineSnapshot(
      `[Error: get_wallet: a request field named "response" would share its ids with the response's fields.]`,
    );
  });
});
