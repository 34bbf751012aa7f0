/**
 * The local plugins' option schemas share one message form, so a bad option in
 * `docusaurus.config.ts` stops the build with one line that names the plugin and the option,
 * what it must be and what it received:
 *
 *     robots-txt: "sitemapPath" must be a relative .xml path such as "sitemap.xml"; received "/x.xml".
 *
 * Each option's schema says what it must be with `mustBe(…)`; `optionsSchema` wraps the keys.
 * Validation itself is Docusaurus's (`validate` in `validateOptions`, i.e. Joi).
 */
import type {
  LoadContext,
  OptionValidationContext,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';
import { Joi, normalizePluginOptions } from '@docusaurus/utils-validation';

/** The message of every rule of one option: what a valid value is, in words. */
export const mustBe = (expected: string): Record<string, string> => ({ '*': expected });

const describe = (value: unknown): string =>
  value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));

/** `sections[0].title` for Joi's path `['sections', 0, 'title']`. */
const optionPath = (path: (string | number)[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );

/** The schema of a plugin's options, failing with the one-line message described above. */
export function optionsSchema<T>(
  plugin: string,
  keys: Joi.PartialSchemaMap<T>,
): Joi.ObjectSchema<T> {
  const options = Object.keys(keys).join(', ');
  return Joi.object<T>(keys).error((reports) => {
    const [report] = reports;
    if (!report) return new Error(`${plugin}: invalid options.`);
    const path = optionPath(report.path);
    // The object's own rules and the `id` Docusaurus adds to every schema carry Joi's
    // messages, not ours; `mustBe` of an option would also apply to everything below it.
    let expected = report.toString();
    if (!path) expected = 'an object';
    else if (path === 'id') expected = 'a plugin id: letters, digits, "_" and "-"';
    else if (report.code === 'object.unknown' && report.path.length === 1)
      expected = options
        ? `an option of ${plugin} (${options})`
        : `left out (${plugin} takes no options)`;
    // A rule on a list reports the list; the item at fault is in the rule's own context.
    const local = report.local as { value?: unknown } | undefined;
    const received = local && 'value' in local ? local.value : report.value;
    const subject = path ? `"${path}"` : 'the options';
    return new Error(`${plugin}: ${subject} must be ${expected}; received ${describe(received)}.`);
  });
}

/**
 * Runs a plugin's `validateOptions` as Docusaurus does before it starts the plugin (same
 * `validate`, same handling of `id`), for options of any shape: tests, and code that runs a
 * plugin's parts outside a build.
 */
export function validateAsDocusaurus<
  Out extends { id?: string },
  In extends Partial<Out> | undefined,
>(validateOptions: (context: OptionValidationContext<In, Out>) => Out, options: unknown): Out {
  // Deliberately unchecked: the schema is what decides whether `options` fits.
  return validateOptions({ validate: normalizePluginOptions, options: options as In });
}

/**
 * One entry of the config's `plugins` list for a local plugin: the plugin function, which
 * must carry its `validateOptions` (Docusaurus calls that property of a plugin given as a
 * function, then hands its result to the plugin), and options of the type that validator
 * accepts. Docusaurus types both generically (`options: unknown`, a hook generic in its input
 * and output), so the entry is cast to those types here, once.
 */
export function pluginEntry<In, Out>(
  plugin: ((context: LoadContext, options: never) => unknown) & {
    validateOptions: (context: OptionValidationContext<In, Out>) => Out;
  },
  options: NonNullable<In>,
): [PluginModule<unknown>, PluginOptions] {
  return [plugin as unknown as PluginModule<unknown>, options as PluginOptions];
}
