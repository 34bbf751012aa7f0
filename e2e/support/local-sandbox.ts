import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The sandbox as a reader runs it (`npm run sandbox`, here in memory on a free port), with one
 * organization and a webhook receiver on loopback listening to all its events: what the Webhook
 * Lab's local mode reads.
 */
export interface LocalSandbox {
  url: string;
  organizationId: string;
  /** Bodies the receiver got, in order. */
  received: string[];
  close: () => Promise<void>;
}

const BIN = path.join(__dirname, '../../packages/sandbox/bin/sandbox.ts');

function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /Sandbox listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace(/\s.*$/, ''));
    });
    child.on('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

async function postJson(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

export async function startLocalSandbox(): Promise<LocalSandbox> {
  const received: string[] = [];
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const child = spawn('npx', ['tsx', BIN, '--memory', '--port', '0', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so closing stops npx, tsx and the sandbox under them together.
    detached: true,
  });
  const close = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  };
  try {
    const url = (await started(child)).replace(/\/$/, '');
    const publicKey = createECDH('prime256v1').generateKeys('hex', 'compressed');
    const { organizationId } = await postJson(`${url}/sandbox/v1/organizations`, { publicKey });
    if (!organizationId) throw new Error('the sandbox returned no organizationId');
    await postJson(`${url}/sandbox/v1/webhooks/listeners`, { organizationId, url: receiverUrl });
    return { url, organizationId, received, close };
  } catch (error) {
    await close();
    throw error;
  }
}
