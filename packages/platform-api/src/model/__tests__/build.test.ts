import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../openapi';
import { operations } from '../../operations';
import { buildApiModel, SECTION_ANCHORS, schemaAnchor, tagAnchor } from '..';

const document = buildOpenApiDocument();
const model = buildApiModel();

describe('buildApiModel', () => {
  it('holds every operation of the registry, tag by tag', () => {
    expect(model.operations).toHaveLength(operations.length);
    expect(model.tags.map((tag) => tag.name)).toEqual(document.tags.map((tag) => tag.name));
    expect(model.operations.map((op) => op.name)).toEqual(model.tags.flatMap((t) => t.operations));
    for (const op of model.operations) {
      expect(op.path.endsWith(`/${op.name}`)).toBe(true);
      expect(op.kind === 'submission').toBe(op.path.startsWith('/public/v1/submit/'));
      if (op.kind === 'submission') {
        expect(op.activityType).toMatch(/^ACTIVITY_TYPE_/);
        expect(op.intentKey).toMatch(/Intent(V\d+)?$/);
      } else {
        expect([op.activityType, op.intentKey, op.resultKey]).toEqual([
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
  });

  it('gives each operation a distinct camelCase client method', () => {
    const methods = model.operations.map((op) => op.sdkMethod);
    for (const method of methods) expect(method).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(methods).size).toBe(methods.length);
    expect(model.operations.find((op) => op.name === 'list_suborgs')?.sdkMethod).toBe(
      'getSubOrgIds',
    );
  });

  it('names the sdk-server method only where that client has one', () => {
    const named = (name: string) => model.operations.find((op) => op.name === name);
    // No flag in the module: the same name as TurnkeyClient's.
    expect(named('list_suborgs')?.sdkServerMethod).toBe('getSubOrgIds');
    // `sdkServerMethod: false` in the module: the key is absent, not undefined or false.
    expect(named('create_velocity_control')).not.toHaveProperty('sdkServerMethod');
    expect(named('create_velocity_control')?.sdkMethod).toBe('createVelocityControl');
  });

  it('agrees with the OpenAPI document on every operation', () => {
    const { paths, components } = document;
    expect(model.operations.map((op) => op.path).sort()).toEqual(Object.keys(paths).sort());
    for (const op of model.operations) {
      const post = paths[op.path]?.post;
      const requestMedia = post?.requestBody.content['application/json'];
      const responseMedia = post?.responses['200']?.content['application/json'];
      expect(post?.operationId).toBe(op.name);
      expect(post?.tags).toEqual([op.tag]);
      expect([post?.summary, post?.description]).toEqual([op.summary, op.description]);
      expect(requestMedia?.schema).toEqual({ $ref: `#/components/schemas/${op.request.ref}` });
      expect(responseMedia?.schema).toEqual({ $ref: `#/components/schemas/${op.response.ref}` });
      expect(Object.values(requestMedia?.examples ?? {})[0]?.value).toEqual(op.example.request);
      expect(Object.values(responseMedia?.examples ?? {})[0]?.value).toEqual(op.example.response);
      const envelope = components.schemas[op.request.ref ?? ''] as {
        properties?: { type?: { const?: unknown } };
      };
      expect(envelope.properties?.type?.const).toBe(op.activityType);
    }
    expect(Object.keys(model.schemas)).toEqual(Object.keys(components.schemas));
    expect(model.stamps.map((stamp) => stamp.name)).toEqual(
      Object.keys(components.securitySchemes),
    );
    expect([model.title, model.version, model.serverUrl]).toEqual([
      document.info.title,
      document.info.version,
      document.servers[0]?.url,
    ]);
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
    // The largest intent is still shown inside its operation.
    expect(model.shared).not.toContain('CreateSubOrganizationIntentV8');
  });

  it('follows the sharing rules it is given', () => {
    const strict = buildApiModel({
      maxInlineEnumValues: 0,
      maxInlineNodes: 40,
      minSharedOperations: 3,
      minSharedNodes: 8,
    });
    expect(strict.shared).toContain('Curve');
    expect(model.shared).not.toContain('Curve');
  });

  it('is plain data: a JSON round trip changes nothing', () => {
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe('older intent versions in the model', () => {
  it('gives every submission its older versions, each older than the type it sends', () => {
    for (const op of model.operations.filter((o) => o.kind === 'submission')) {
      const base = (op.activityType ?? '').replace(/_V\d+$/, '');
      for (const version of op.olderVersions ?? []) {
        expect(version.activityType.replace(/_V\d+$/, ''), op.name).toBe(base);
        expect(version.activityType, op.name).not.toBe(op.activityType);
      }
    }
    const subOrg = model.operations.find((op) => op.name === 'create_sub_organization');
    expect(subOrg?.olderVersions?.at(-1)).toEqual({
      activityType: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      intentKey: 'createSubOrganizationIntentV7',
      resultKey: 'createSubOrganizationResultV7',
      legacy: {
        use: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
        note: expect.stringContaining('Transitional'),
      },
    });
    const queries = model.operations.filter((op) => op.kind === 'query');
    expect(queries.filter((op) => op.olderVersions !== undefined)).toEqual([]);
  });
});
