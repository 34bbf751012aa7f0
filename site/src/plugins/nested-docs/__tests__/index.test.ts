import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { excludeNestedFolders, validateOptions } from '..';

const outer = path.resolve('/site/docs');
const nested = path.resolve('/site/docs/sdks');

const mdxRule = (include: string[]) => ({ test: /\.mdx?$/i, include, use: [] });

describe('excludeNestedFolders', () => {
  it('gives the outer instance’s MDX rule an exclude of the nested folder, and no other rule', () => {
    const outerRule = mdxRule([outer]);
    const innerRule = mdxRule([nested, path.resolve('/site/sdks_versioned_docs/version-8.x')]);
    const cssRule = { test: /\.css$/, include: [outer] };
    expect(excludeNestedFolders([outerRule, innerRule, cssRule], outer, [nested])).toBe(1);
    expect(outerRule).toMatchObject({ exclude: [`${nested}${path.sep}`] });
    expect(innerRule).not.toHaveProperty('exclude');
    expect(cssRule).not.toHaveProperty('exclude');
  });

  it('fails when no rule covers the outer folder, rather than compiling files twice', () => {
    expect(() => excludeNestedFolders([mdxRule(['/elsewhere'])], outer, [nested])).toThrow(
      `nested-docs: no MDX loader rule includes ${outer}; the docs plugin's rule has changed shape, so ${nested} would be compiled twice.`,
    );
  });

  it('fails on a folder that is not inside the outer one', () => {
    expect(() => excludeNestedFolders([], outer, [path.resolve('/site/sdks')])).toThrow(
      `nested-docs: ${path.resolve('/site/sdks')} is not inside ${outer}.`,
    );
  });
});

describe('nested-docs options', () => {
  const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

  it('says which option is wrong and what it must be', () => {
    expect(() => validate({ nested: ['../sdks'] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: nested-docs: "nested[0]" must be a folder relative to the site, such as "docs/sdks"; received "../sdks".]`,
    );
    expect(() => validate({ outer: 3 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: nested-docs: "outer" must be a folder relative to the site, such as "docs/sdks"; received 3.]`,
    );
  });
});
