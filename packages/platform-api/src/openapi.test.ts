/**
 * The OpenAPI document: structure, wire enum coverage and determinism (in memory, and of the
 * emit script run twice).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { walk, wireEnums } from './__tests__/support';
import { OPENAPI_FILES } from './documents';
import { buildOpenApiDocument, serializeOpenApiJson } from './openapi';
import { operations, TAG_NAMES } from './operations';
import { INTENTS_WITHOUT_PATH } from './schemas/activity-types';

const document = buildOpenApiDocument();

describe('the document', () => {
  it('is OpenAPI 3.1.0 against the production server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([
      { url: 'https://api.turnkey.com', description: 'Production' },
    ]);
    expect(document.info.title).toBeTruthy();
  });

  it('lists the tags in order, each with a description', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual(TAG_NAMES);
    for (const tag of document.tags) expect(tag.description.length).toBeGreaterThan(20);
  });

  it('has one POST per operation, keyed by path, with operationId = name', () => {
    expect(Object.keys(document.paths)).toEqual(operations.map((op) => op.path));
    for (const op of operations) {
      const post = document.paths[op.path]?.post;
      expect(post?.operationId).toBe(op.name);
      expect(post?.tags).toEqual([op.tag]);
      expect(post?.summary).toBe(op.summary);
      expect(post?.description).toBe(op.description);
      const request = post?.requestBody.content['application/json'];
      expect(request?.examples?.[op.name]?.value).toEqual(op.example.request);
      const success = post?.responses['200']?.content['application/json'];
      expect(success?.examples?.[op.name]?.value).toEqual(op.example.response);
      expect(post?.responses.default?.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Status',
      });
    }
  });

  it('points every $ref at an existing component', () => {
    const names = new Set(Object.keys(document.components.schemas));
    for (const [, key, value] of walk(document)) {
      if (key !== '$ref') continue;
      expect(names.has(String(value).replace('#/components/schemas/', '')), String(value)).toBe(
        true,
      );
    }
  });

  it('has the error status shape { code, message, details }', () => {
    const status = document.components.schemas.Status as { properties: object };
    expect(Object.keys(status.properties)).toEqual(['code', 'message', 'details']);
  });

  it('keeps $schema and $id out of components, which are sorted by name', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual([...names].sort());
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('describes both stamps', () => {
    const { ApiKeyStamp, WebAuthnStamp } = document.components.securitySchemes;
    expect(ApiKeyStamp).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Stamp' });
    expect(ApiKeyStamp.description).toContain('SIGNATURE_SCHEME_TK_API_P256');
    expect(ApiKeyStamp.description).toContain('DER');
    expect(WebAuthnStamp).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Stamp-WebAuthn' });
    expect(WebAuthnStamp.description).toContain('SHA-256');
    expect(document.security).toEqual([{ ApiKeyStamp: [] }, { WebAuthnStamp: [] }]);
  });
});

/** The entities of spec §3 and the component that carries each. */
const SPEC_ENTITIES = [
  'Activity',
  'ApiKey',
  'Authenticator',
  'Attestation',
  'User',
  'Wallet',
  'WalletAccount',
  'PrivateKey',
  'Address',
  'Policy',
  'Tag',
  'OauthProvider',
  'Vote',
  'Feature',
  'Quorum',
  'Credential',
  'Timestamp',
  'Invitation',
  'InvitationParams',
  'Pagination',
  'GetWhoamiResponse',
  'SignRawPayloadResult',
  'Status',
  'CreatePolicyIntentV3',
  'CreateWalletIntent',
  'CreateWalletResult',
  'CreateSubOrganizationIntentV8',
  'CreateSubOrganizationResultV8',
  'ApiOnlyUserParams',
  'CreatePrivateKeyTagIntent',
  'CreateUserTagIntent',
  'CreateReadOnlySessionResult',
  'CreateReadWriteSessionIntentV2',
  'CreateReadWriteSessionResultV2',
  'EmailAuthIntentV3',
  'InitOtpAuthIntentV3',
  'InitOtpAuthResultV2',
  'OtpAuthIntent',
  'OauthIntent',
  'OauthResult',
  'SignRawPayloadIntentV2',
  'SignTransactionIntentV2',
  'ImportWalletIntent',
  'ImportPrivateKeyIntent',
  'ExportWalletResult',
  'VoteSelection',
];

describe('spec entities', () => {
  it.each(SPEC_ENTITIES)('%s is a component', (name) => {
    expect(document.components.schemas).toHaveProperty(name);
  });
});

describe('enum coverage', () => {
  const values = new Set<string>();
  for (const [, key, value] of walk(document.components)) {
    if (key === 'enum' && Array.isArray(value)) for (const item of value) values.add(String(item));
    if (key === 'const') values.add(String(value));
  }

  it.each(Object.entries(wireEnums))(
    'every %s value of the wire sheet is in the document',
    (_, list) => {
      expect(list.filter((value) => !values.has(value))).toEqual([]);
    },
  );

  it('includes the intent types that have no documented path', () => {
    const activityType = document.components.schemas.ActivityType as { enum: string[] };
    for (const { type } of INTENTS_WITHOUT_PATH) expect(activityType.enum).toContain(type);
    expect(activityType.enum).toContain('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7');
    expect(activityType.enum).toContain('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8');
    expect(activityType.enum).toContain('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2');
  });
});

describe('determinism', () => {
  it('builds the same bytes twice in one process', () => {
    expect(serializeOpenApiJson(buildOpenApiDocument())).toBe(serializeOpenApiJson(document));
  });

  const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const scratch = mkdtempSync(join(tmpdir(), 'platform-api-emit-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function emit(staticDir: string): { json: Buffer; yaml: Buffer } {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/emit-openapi.ts', staticDir], {
      cwd: packageRoot,
      stdio: 'pipe',
      timeout: 60_000,
    });
    return {
      json: readFileSync(join(staticDir, OPENAPI_FILES.json)),
      yaml: readFileSync(join(staticDir, OPENAPI_FILES.yaml)),
    };
  }

  it('emits byte-identical JSON and YAML on two separate runs', { timeout: 60_000 }, () => {
    const first = emit(join(scratch, 'first'));
    const second = emit(join(scratch, 'second'));
    expect(first.json.length).toBeGreaterThan(1000);
    expect(first.json.equals(second.json)).toBe(true);
    expect(first.yaml.equals(second.yaml)).toBe(true);
    expect(JSON.parse(first.json.toString('utf8'))).toEqual(document);
    expect(parse(first.yaml.toString('utf8'))).toEqual(document);
  });
});

describe('older intent versions', () => {
  it('are an x-older-versions list on the submissions that have them, and only there', () => {
    const withOlder = operations.filter(
      (op) => document.paths[op.path]?.post['x-older-versions'] !== undefined,
    );
    expect(withOlder.length).toBeGreaterThan(0);
    for (const op of withOlder) expect(op.kind).toBe('submission');
    const updatePolicy = operations.find((op) => op.name === 'update_policy');
    expect(updatePolicy && document.paths[updatePolicy.path]?.post['x-older-versions']).toEqual([
      {
        activityType: 'ACTIVITY_TYPE_UPDATE_POLICY',
        intentKey: 'updatePolicyIntent',
        resultKey: 'updatePolicyResult',
      },
    ]);
  });
});
