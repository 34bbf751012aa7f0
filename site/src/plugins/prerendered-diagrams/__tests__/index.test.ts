import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { validateAsDocusaurus } from '../../option-schema';
import { drawingMode, keyCacheToDrawingMode, prerenderEnv, validateOptions } from '..';

type BundlerConfig = Parameters<typeof keyCacheToDrawingMode>[0];

describe('drawingMode', () => {
  it('is off outside production builds and when opted out', () => {
    expect(drawingMode(readEnv({ NODE_ENV: 'development' }))).toBe('off');
    expect(drawingMode(readEnv({ NODE_ENV: 'production', [prerenderEnv]: '0' }))).toBe('off');
  });

  it('draws in production builds where the browser named by CHROMIUM_PATH exists', () => {
    // Any existing file stands for the browser: only its presence is checked here.
    const present = { NODE_ENV: 'production', CHROMIUM_PATH: process.execPath };
    expect(drawingMode(readEnv(present))).toBe('drawn');
    expect(drawingMode(readEnv({ ...present, [prerenderEnv]: '1' }))).toBe('drawn');
    const missing = { NODE_ENV: 'production', CHROMIUM_PATH: '/no/such/chromium' };
    expect(drawingMode(readEnv(missing))).toBe('no-browser');
  });
});

describe('keyCacheToDrawingMode', () => {
  it("gives webpack's filesystem cache a version per mode", () => {
    const versions = (['drawn', 'off'] as const).map((mode) => {
      const config: BundlerConfig = { cache: { type: 'filesystem', version: '3.10-abc' } };
      keyCacheToDrawingMode(config, mode);
      return typeof config.cache === 'object' && config.cache.type === 'filesystem'
        ? config.cache.version
        : undefined;
    });
    expect(versions).toEqual(['3.10-abc-diagrams-drawn', '3.10-abc-diagrams-off']);
  });

  it("gives Rspack's persistent cache a version per mode", () => {
    const cache = { type: 'persistent', version: 'client-production-en-3.10-abc' };
    const config = { cache: true, experiments: { cache } } as BundlerConfig;
    keyCacheToDrawingMode(config, 'no-browser');
    expect(cache.version).toBe('client-production-en-3.10-abc-diagrams-no-browser');
    expect(config.cache).toBe(true);
  });

  it('leaves a build without a persistent cache alone', () => {
    const config: BundlerConfig = { mode: 'production' };
    keyCacheToDrawingMode(config, 'drawn');
    expect(config).toEqual({ mode: 'production' });
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

  it('takes no option but the plugin id', () => {
    expect(validate({})).toEqual({ id: 'default' });
    expect(() => validate({ themes: ['dark'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: prerendered-diagrams: "themes" must be left out (prerendered-diagrams takes no options); received ["dark"].]`,
    );
  });
});
