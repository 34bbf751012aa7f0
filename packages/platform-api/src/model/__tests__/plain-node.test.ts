/**
 * The model is for servers and scripts too (the sandbox, the MCP server): it must import in a
 * plain Node process, through the package's `./model` export, without anything from
 * Docusaurus. A resolve hook in the child process fails any `@docusaurus/*` import.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApiModel } from '..';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const FORBID_DOCUSAURUS = `data:text/javascript,${encodeURIComponent(
  [
    "import { register } from 'node:module';",
    `register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(
      "export async function resolve(specifier, context, next) { if (specifier.startsWith('@docusaurus/')) throw new Error('imported ' + specifier); return next(specifier, context); }",
    )}));`,
  ].join('\n'),
)}`;

const SCRIPT = `
const { buildApiModel } = await import('@docs/platform-api/model');
const model = buildApiModel();
const wallet = model.operations.find((op) => op.name === 'create_wallet');
console.log(JSON.stringify({
  model,
  createWallet: wallet && [wallet.sdkMethod, wallet.activityType, wallet.intentKey, wallet.resultKey],
}));
`;

function runPlainNode(script: string): string {
  return execFileSync(
    process.execPath,
    ['--import', FORBID_DOCUSAURUS, '--import', 'tsx', '--input-type=module', '--eval', script],
    // The whole model is printed: several megabytes at 192 operations.
    {
      cwd: packageRoot,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    },
  );
}

describe('@docs/platform-api/model in plain Node', () => {
  it('imports and builds without Docusaurus', { timeout: 60_000 }, () => {
    const { model, createWallet } = JSON.parse(runPlainNode(SCRIPT)) as {
      model: unknown;
      createWallet: unknown;
    };
    expect(model).toEqual(buildApiModel());
    expect(createWallet).toEqual([
      'createWallet',
      'ACTIVITY_TYPE_CREATE_WALLET',
      'createWalletIntent',
      'createWalletResult',
    ]);
  });

  it('would notice a Docusaurus import', { timeout: 60_000 }, () => {
    expect(() => runPlainNode("await import('@docusaurus/utils-validation');")).toThrow(
      /imported @docusaurus\/utils-validation/,
    );
  });
});
