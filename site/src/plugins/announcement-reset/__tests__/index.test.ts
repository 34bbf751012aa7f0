import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { announcementResetScript, validateOptions } from '..';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

/** Runs the inline script against a stored state; returns what it leaves behind. */
function runScript(id: string, stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('localStorage', 'document', announcementResetScript(id))(localStorage, document);
  return { storage: Object.fromEntries(storage), attributes: Object.fromEntries(attributes) };
}

describe('announcementResetScript', () => {
  it('shows a new announcement to a reader who dismissed an earlier one', () => {
    const after = runScript('launch-2', {
      'docusaurus.announcement.id': 'launch-1',
      'docusaurus.announcement.dismiss': 'true',
    });
    expect(after.storage['docusaurus.announcement.dismiss']).toBe('false');
    expect(after.attributes).toEqual({ 'data-announcement-bar-initially-dismissed': 'false' });
  });

  it('keeps the current announcement dismissed', () => {
    const after = runScript('launch-2', {
      'docusaurus.announcement.id': 'launch-2',
      'docusaurus.announcement.dismiss': 'true',
    });
    expect(after.storage['docusaurus.announcement.dismiss']).toBe('true');
    expect(after.attributes).toEqual({});
  });
});

describe('validateOptions', () => {
  it('takes the announcement id, apart from the plugin id', () => {
    expect(validate({ announcementId: 'launch-2' })).toEqual({
      id: 'default',
      announcementId: 'launch-2',
    });
  });

  it('says which option is wrong, what it received and what it must be', () => {
    expect(() => validate({})).toThrowErrorMatchingInlineSnapshot(
      `[Error: announcement-reset: "announcementId" must be the announcement bar's id (a non-empty string); received nothing.]`,
    );
    expect(() => validate({ announcementId: '' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: announcement-reset: "announcementId" must be the announcement bar's id (a non-empty string); received "".]`,
    );
    expect(() => validate({ id: 'launch-2' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: announcement-reset: "announcementId" must be the announcement bar's id (a non-empty string); received nothing.]`,
    );
  });
});
