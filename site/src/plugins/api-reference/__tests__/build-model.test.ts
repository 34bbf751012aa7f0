import { buildOpenApiDocument } from '@docs/platform-api';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../config/brand';
import { buildApiModel, SECTION_ANCHORS, schemaAnchor, tagAnchor } from '../build-model';
import { SDK_METHODS } from '../sdk-methods';

const document = buildOpenApiDocument();
const model = buildApiModel(document);

describe('buildApiModel', () => {
  it('holds every operation of the document, tag by tag, with its client method', () => {
    expect(model.operations).toHaveLength(Object.keys(document.paths).length);
    expect(model.operations).toHaveLength(75);
    expect(model.tags.map((tag) => tag.name)).toEqual(document.tags.map((tag) => tag.name));
    expect(model.operations.map((op) => op.name)).toEqual(model.tags.flatMap((t) => t.operations));
    for (const op of model.operations) {
      expect(op.sdkMethod, op.name).toBe(SDK_METHODS[op.name]);
      expect(op.path.endsWith(`/${op.name}`)).toBe(true);
      expect(op.kind === 'submission').toBe(op.path.startsWith('/public/v1/submit/'));
      if (op.kind === 'submission') expect(op.activityType).toMatch(/^ACTIVITY_TYPE_/);
    }
  });

  it('has no client method for an operation the API does not have', () => {
    const names = new Set(model.operations.map((op) => op.name));
    expect(Object.keys(SDK_METHODS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives every section, tag, operation and shared schema its own anchor', () => {
    const anchors = [
      ...SECTION_ANCHORS,
      ...model.tags.map((tag) => tag.anchor),
      ...model.operations.map((op) => op.name),
      ...model.shared.map(schemaAnchor),
    ];
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(tagAnchor('Private Keys')).toBe('private-keys');
    expect(tagAnchor('API Keys')).toBe('api-keys');
  });

  it('shows big or much-repeated schemas once and keeps request trees inline', () => {
    expect(model.shared).toEqual(
      expect.arrayContaining(['ActivityType', 'AddressFormat', 'Intent', 'Result', 'Activity']),
    );
    // Each submission's intent belongs to it: its own trees show it, others link to it.
    expect(model.owners.CreateWalletIntent).toBe('create_wallet');
    expect(model.shared).not.toContain('WalletAccountParams');
  });

  it('sends snippets and Try it to the brand’s API origin', () => {
    expect(model.serverUrl).toBe(brand.apiUrl);
  });

  it('is plain data: a JSON round trip changes nothing', () => {
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});
