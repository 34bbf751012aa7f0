import type { OptionValidationContext } from '@docusaurus/types';

export interface BundleTrimOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /**
   * Replace `prism-react-renderer` (its Prism with ~30 grammars and all its themes, on every
   * page) with the site's Prism: base grammars everywhere, others on the pages that use them.
   */
  prism: boolean;
  /** Import `@docusaurus/utils-common`'s modules directly, without the whole of `tslib`. */
  utilsCommon: boolean;
}

export const DEFAULT_OPTIONS: BundleTrimOptions = { id: 'default', prism: true, utilsCommon: true };

/** Merges the defaults; rejects anything else than the documented options. */
export function resolveOptions(options: unknown): BundleTrimOptions {
  if (options === undefined) return { ...DEFAULT_OPTIONS };
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Error(`bundle-trim: options must be an object; received ${JSON.stringify(options)}.`);
  const merged = { ...DEFAULT_OPTIONS, ...options } as Record<string, unknown>;
  const unknown = Object.keys(merged).filter((key) => !(key in DEFAULT_OPTIONS));
  if (unknown.length) throw new Error(`bundle-trim: unknown option(s) ${unknown.join(', ')}.`);
  if (typeof merged.id !== 'string' || merged.id === '')
    throw new Error(
      `bundle-trim: "id" must be a non-empty string; received ${JSON.stringify(merged.id)}.`,
    );
  for (const key of ['prism', 'utilsCommon'])
    if (typeof merged[key] !== 'boolean')
      throw new Error(
        `bundle-trim: "${key}" must be true or false; received ${JSON.stringify(merged[key])}.`,
      );
  return merged as unknown as BundleTrimOptions;
}

export function validateOptions({
  options,
}: OptionValidationContext<unknown, BundleTrimOptions>): BundleTrimOptions {
  return resolveOptions(options);
}
