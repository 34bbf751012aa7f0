import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadFreshModule } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import launch from '../chromium-launch.json';

const configDir = path.resolve(__dirname, '..');

describe('the Chromium settings', () => {
  // The build loads this module through Docusaurus' own loader, which resolves an
  // extensionless import to a same-named .json before the .ts; that once left the build
  // without a browser path, so every diagram silently fell back to the reader's browser.
  it('reach the build through the loader Docusaurus uses for its config', async () => {
    const loaded = (await loadFreshModule(path.join(configDir, 'chromium'))) as {
      chromiumPath?: unknown;
      chromiumArgs?: unknown;
    };
    expect(loaded.chromiumPath).toBe(process.env[launch.pathVariable] ?? launch.defaultPath);
    expect(loaded.chromiumArgs).toEqual(launch.args);
  });

  it('share no base name with a module beside them', () => {
    const names = readdirSync(configDir);
    for (const name of names.filter((entry) => entry.endsWith('.json'))) {
      const base = name.slice(0, -'.json'.length);
      expect(existsSync(path.join(configDir, `${base}.ts`)), name).toBe(false);
    }
  });

  it('start the browser headless-friendly and offline', () => {
    expect(launch.args).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-background-networking']),
    );
  });
});
