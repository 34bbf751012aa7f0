import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { codeThemes, validateOptions } from '../index';
import { darkCodeTheme, lightCodeTheme } from '../../../config/prism';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('static-code options', () => {
  it('takes none but the id', () => {
    expect(validate({})).toEqual({ id: 'default' });
    expect(() => validate({ theme: 'github' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: static-code: "theme" must be left out (static-code takes no options); received "github".]`,
    );
  });

  it('reads both code themes from the theme config, and says when there is none', () => {
    expect(codeThemes({ prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } })).toEqual({
      light: lightCodeTheme,
      dark: darkCodeTheme,
    });
    expect(codeThemes({ prism: { theme: lightCodeTheme } }).dark).toBe(lightCodeTheme);
    expect(() => codeThemes({})).toThrowErrorMatchingInlineSnapshot(
      `[Error: static-code: themeConfig.prism.theme must be a Prism theme; received nothing.]`,
    );
  });
});
