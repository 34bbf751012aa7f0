import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadFreshModule } from '@docusaurus/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

const configDir = path.resolve(__dirname, '..');

afterEach(() => {
  vi.unstubAllEnvs();
});

/** `config/chromium` as the build gets it: through the loader Docusaurus uses for its config. */
const loadAsTheBuildDoes = async () =>
  (await loadFreshModule(path.join(configDir, 'chromium'))) as {
    chromiumPath?: unknown;
    chromiumArgs?: unknown;
  };

describe('the Chromium settings', () => {
  // That loader resolves an extensionless import to a same-named .json before the .ts; that
  // once left the build without a browser path, so every diagram silently fell back to the
  // reader's browser.
  it('reach the build, honouring a CHROMIUM_PATH override', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/other-browser/chrome');
    const loaded = await loadAsTheBuildDoes();
    expect(loaded.chromiumPath).toBe('/opt/other-browser/chrome');
    expect(Array.isArray(loaded.chromiumArgs)).toBe(true);
  });

  it('stop the build with the variable named when CHROMIUM_PATH is unusable', async () => {
    vi.stubEnv('CHROMIUM_PATH', 'chromium');
    // Docusaurus's loader names the module and keeps our message as the cause.
    await expect(loadAsTheBuildDoes()).rejects.toMatchObject({
      cause: {
        message: expect.stringMatching(
          /^Environment variable CHROMIUM_PATH must be an absolute path .*; received "chromium"\.$/,
        ),
      },
    });
  });

  it('share no base name with a module beside them', () => {
    const names = readdirSync(configDir);
    for (const name of names.filter((entry) => entry.endsWith('.json'))) {
      const base = name.slice(0, -'.json'.length);
      expect(existsSync(path.join(configDir, `${base}.ts`)), name).toBe(false);
    }
  });

  // Builds and CI run as root, where Chromium refuses to start inside its sandbox, and on
  // machines that must send nothing to third-party hosts.
  it('start the browser as root and without background network traffic', async () => {
    const { chromiumArgs } = await loadAsTheBuildDoes();
    expect(chromiumArgs).toEqual(
      expect.arrayContaining([
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
      ]),
    );
  });
});
