import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { mustBe, optionsSchema } from '../option-schema';

/**
 * A docs instance whose folder sits inside another instance's folder (the SDK instance reads
 * `docs/sdks`, the default one `docs` less that folder: docs/decisions/0120). The docs plugin
 * excludes such files from the outer instance's docs, but its MDX loader rule covers the whole
 * `docs` folder, so the nested files were compiled twice (the second time as MDX of the first
 * one's JavaScript). This gives the outer rule an `exclude` of the nested folders.
 */

export interface NestedDocsOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Folder of the outer docs instance, relative to the site. */
  outer: string;
  /** Folders of the inner instances, relative to the site, inside `outer`. */
  nested: string[];
}

export const DEFAULT_OPTIONS: NestedDocsOptions = { id: 'default', outer: 'docs', nested: [] };

const folder = Joi.string()
  .pattern(/^[\w-]+(\/[\w-]+)*$/)
  .messages(mustBe('a folder relative to the site, such as "docs/sdks"'));

const Schema = optionsSchema<NestedDocsOptions>('nested-docs', {
  outer: folder.default(DEFAULT_OPTIONS.outer),
  nested: Joi.array()
    .items(folder)
    .default(DEFAULT_OPTIONS.nested)
    .messages(mustBe('a list of folders relative to the site')),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<NestedDocsOptions> | undefined, NestedDocsOptions>) {
  return validate(Schema, options);
}

interface LoaderRule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
}

/**
 * Adds `exclude` to the MDX rules whose `include` lists `outerDir`; returns how many it changed.
 * Fails when the nested folder is not inside the outer one, or no rule covers the outer folder
 * (a Docusaurus upgrade that changed the rule's shape must not pass silently).
 */
export function excludeNestedFolders(rules: unknown[], outerDir: string, nestedDirs: string[]) {
  for (const dir of nestedDirs) {
    if (path.relative(outerDir, dir).startsWith('..')) {
      throw new Error(`nested-docs: ${dir} is not inside ${outerDir}.`);
    }
  }
  const covers = (include: unknown) =>
    Array.isArray(include) &&
    include.some((entry) => typeof entry === 'string' && path.resolve(entry) === outerDir);
  let changed = 0;
  for (const rule of rules as LoaderRule[]) {
    if (!rule || typeof rule !== 'object' || !(rule.test instanceof RegExp)) continue;
    if (!rule.test.test('page.mdx') || !covers(rule.include)) continue;
    rule.exclude = nestedDirs.map((dir) => `${dir}${path.sep}`);
    changed += 1;
  }
  if (changed === 0 && nestedDirs.length > 0) {
    throw new Error(
      `nested-docs: no MDX loader rule includes ${outerDir}; the docs plugin's rule has changed shape, so ${nestedDirs.join(', ')} would be compiled twice.`,
    );
  }
  return changed;
}

export default function nestedDocsPlugin(
  context: LoadContext,
  options: NestedDocsOptions,
): Plugin<unknown> {
  const outer = path.join(context.siteDir, options.outer);
  const nested = options.nested.map((dir) => path.join(context.siteDir, dir));
  return {
    name: 'nested-docs',
    configureWebpack(config) {
      excludeNestedFolders(config.module?.rules ?? [], outer, nested);
      return {};
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
nestedDocsPlugin.validateOptions = validateOptions;
