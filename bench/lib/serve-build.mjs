// Serving a production build for the benchmarks that drive a browser against it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site');

/** A TCP port nothing listens on right now, chosen by the system. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves the build in `dir` with `docusaurus serve` (the same server as the browser tests) on a
 * free port; resolves once it answers, with its origin and a `stop()`.
 */
export async function serveBuild(dir) {
  const port = await freePort();
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', dir, '--port', `${port}`, '--no-open'],
    { cwd: siteDir, detached: true, stdio: 'ignore' },
  );
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop: () => process.kill(-child.pid) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid);
  throw new Error(`docusaurus serve of ${dir} did not start`);
}

/** Loads a page and waits until the network is idle and React has hydrated it. */
export async function openHydrated(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
