/**
 * `npm run install:types-only` (also the root `postinstall`): installs every folder under
 * types-only/ from its own lock file, with peers and install scripts off (each folder's .npmrc),
 * so that the packages there give check:snippets and check:sdk-names their type definitions
 * without joining the workspaces' dependency tree (decision 0125). A folder whose lock file has
 * not changed since its last install is skipped.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'types-only');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const dir = path.join(root, entry.name);
  const lock = path.join(dir, 'package-lock.json');
  if (!existsSync(lock)) {
    console.error(
      `install:types-only: ${path.relative(process.cwd(), dir)} has no package-lock.json`,
    );
    process.exit(1);
  }
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  const stamp = path.join(dir, 'node_modules', '.installed-lock-sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`install:types-only: installing types-only/${entry.name}`);
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`install:types-only: npm ci failed in types-only/${entry.name}`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, hash);
}
