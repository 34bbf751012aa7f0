import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawRequest } from '../browser';
import { cacheKey, drawingFile, drawToStore } from '../cache';

const request: DrawRequest = { text: 'graph TD\n A', theme: 'dark', options: {}, id: 'diagram-a' };
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'diagram-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('drawToStore', () => {
  it('stores the drawing under its key, and does not draw it again in a later build', async () => {
    const draw = vi.fn(() => Promise.resolve('<svg/>'));
    const key = cacheKey('11.0.0', request);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await drawToStore(draw, dir, '11.0.0')(request)).toBe(key);
    expect(await drawToStore(draw, dir, '11.0.0')(request)).toBe(key);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(await readdir(dir)).toEqual([`${key}.svg`]);
    expect(await readFile(drawingFile(dir, key), 'utf8')).toBe('<svg/>');
  });

  it('shares one drawing between simultaneous asks', async () => {
    const draw = vi.fn(() => Promise.resolve('<svg/>'));
    const cached = drawToStore(draw, dir, '11.0.0');
    await Promise.all([cached(request), cached(request), cached(request)]);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws again when Mermaid, the theme, the options or the source change', async () => {
    const draw = vi.fn(() => Promise.resolve('<svg/>'));
    await drawToStore(draw, dir, '11.0.0')(request);
    await drawToStore(draw, dir, '11.1.0')(request);
    await drawToStore(draw, dir, '11.0.0')({ ...request, theme: 'neutral' });
    await drawToStore(draw, dir, '11.0.0')({ ...request, options: { look: 'handDrawn' } });
    await drawToStore(draw, dir, '11.0.0')({ ...request, text: 'graph LR\n A' });
    expect(draw).toHaveBeenCalledTimes(5);
  });

  it('keeps nothing when there was no browser to draw with', async () => {
    const draw = vi.fn(() => Promise.resolve(null));
    const cached = drawToStore(draw, dir, '11.0.0');
    expect(await cached(request)).toBeNull();
    expect(await cached(request)).toBeNull();
    expect(draw).toHaveBeenCalledTimes(2);
    expect(await readdir(dir)).toEqual([]);
  });
});
