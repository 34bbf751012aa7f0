import { describe, expect, it, vi } from 'vitest';
import type { InPageSandbox } from '../in-page/protocol';

// Each test gets a fresh module: the connection is cached per page.
const fresh = async () => {
  vi.resetModules();
  return import('../in-page-connection');
};

const sandbox = {
  identity: vi.fn(),
  send: vi.fn(),
  snapshot: vi.fn(),
  reset: vi.fn(),
  close: vi.fn(),
} as unknown as InPageSandbox;

describe('connectInPageSandbox', () => {
  it('starts one sandbox per page and shares it', async () => {
    const { connectInPageSandbox } = await fresh();
    const open = vi.fn(async () => sandbox);
    expect(await connectInPageSandbox(open)).toBe(sandbox);
    expect(await connectInPageSandbox(open)).toBe(sandbox);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('passes on why it cannot run and tries again next time', async () => {
    const { connectInPageSandbox, isUnavailable } = await fresh();
    const unavailable = { kind: 'no-worker' as const, message: 'No Worker here.' };
    const open = vi.fn().mockResolvedValueOnce(unavailable).mockResolvedValueOnce(sandbox);
    const first = await connectInPageSandbox(open);
    expect(isUnavailable(first) && first.message).toBe('No Worker here.');
    expect(await connectInPageSandbox(open)).toBe(sandbox);
  });

  it('turns a start that throws into a message', async () => {
    const { connectInPageSandbox } = await fresh();
    const result = await connectInPageSandbox(() =>
      Promise.reject(new Error('Loading chunk 7 failed')),
    );
    expect(result).toEqual({
      kind: 'failed-to-start',
      message:
        'The in-page sandbox did not start (Loading chunk 7 failed). The Local sandbox, Production and a custom base URL still work.',
    });
  });

  it('warms up once: the sandbox and the reader’s identity start before any panel asks', async () => {
    const { connectInPageSandbox, warmInPageSandbox } = await fresh();
    const identity = vi.fn(async () => ({ organizationId: 'org' }));
    const warmed = { ...sandbox, identity } as unknown as InPageSandbox;
    const open = vi.fn(async () => warmed);
    warmInPageSandbox(open);
    expect(await connectInPageSandbox(open)).toBe(warmed);
    expect(open).toHaveBeenCalledTimes(1);
    expect(identity).toHaveBeenCalledTimes(1);
  });

  it('warming up swallows a failure, and the panel’s own start tries again', async () => {
    const { connectInPageSandbox, warmInPageSandbox } = await fresh();
    const open = vi
      .fn()
      .mockRejectedValueOnce(new Error('worker script refused'))
      .mockResolvedValueOnce(sandbox);
    warmInPageSandbox(open);
    // Let the failed start settle before the panel asks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await connectInPageSandbox(open)).toBe(sandbox);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('tells every subscriber that the sandbox changed', async () => {
    const { notifySandboxChanged, subscribeSandboxChanged } = await fresh();
    const heard = vi.fn();
    const stop = subscribeSandboxChanged(heard);
    notifySandboxChanged();
    stop();
    notifySandboxChanged();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
