// @ts-check
/**
 * A bundler loader for the browser's copy of the API definitions (`packages/platform-api`'s
 * schemas and operations): it empties their descriptions, which only the reference pages (built
 * in Node, from the unchanged definitions) show. The Try it panel and the in-page sandbox use
 * the schemas to validate, where a description is never read, and they were about half of the
 * definitions' gzipped bytes.
 *
 * What counts as a description, read from the TypeScript syntax:
 * - the value of an object literal's `description` property (`.meta({ description: '…' })`,
 *   shorthand `{ description }` included): it becomes `''`;
 * - the argument of a call to a function that declares a parameter named `description` in the
 *   same folders (the field builders `id('…', example)`, `text('…')` and the like): it becomes
 *   `''`.
 * Everything else (examples, patterns, validation messages, ids) is left as it is. Plain
 * CommonJS so the bundler can load it without compiling TypeScript.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * Names of the functions declared in `sources` with a parameter named `description`, and that
 * parameter's position.
 * @param {Iterable<{ fileName: string; text: string }>} sources
 * @returns {Map<string, number>}
 */
function descriptionParameters(sources) {
  /** @type {Map<string, number>} */
  const found = new Map();
  for (const { fileName, text } of sources) {
    const file = ts.createSourceFile(
      fileName,
      text,
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TS,
    );
    /** @param {ts.Node} node */
    const visit = (node) => {
      /** @type {string | undefined} */
      let name;
      /** @type {ts.NodeArray<ts.ParameterDeclaration> | undefined} */
      let parameters;
      if (ts.isFunctionDeclaration(node) && node.name) {
        name = node.name.text;
        parameters = node.parameters;
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      ) {
        name = node.name.text;
        parameters = node.initializer.parameters;
      }
      if (name !== undefined && parameters) {
        const index = parameters.findIndex(
          (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'description',
        );
        const seen = found.get(name);
        // A name declared twice with the description in different places (or in one only) is
        // left alone: a call to it cannot be told apart without the type checker.
        found.set(name, seen === undefined || seen === index ? index : -1);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return new Map([...found].filter(([, index]) => index >= 0));
}

/**
 * `text` with its descriptions emptied (see the file's comment). Only string-valued spans are
 * replaced, so the result is the same program with shorter strings.
 * @param {string} text
 * @param {string} fileName
 * @param {Map<string, number>} builders what `descriptionParameters` found
 * @returns {string}
 */
function stripDescriptions(text, fileName, builders) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  /** @param {ts.Expression} expression */
  const empty = (expression) => {
    if (ts.isStringLiteral(expression) && expression.text === '') return;
    edits.push({ start: expression.getStart(file), end: expression.getEnd(), text: "''" });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'description') {
      empty(node.initializer);
      return;
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'description') {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: "description: ''" });
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const index = builders.get(node.expression.text);
      const argument = index === undefined ? undefined : node.arguments[index];
      if (argument && !ts.isSpreadElement(argument)) empty(argument);
      // The other arguments may hold descriptions of their own (nested builders).
      node.arguments.forEach((child, position) => {
        if (position !== index) visit(child);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/** @param {ts.PropertyName} name */
function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/**
 * Every `.ts` file under `dirs` (tests excluded), as `descriptionParameters` reads them.
 * @param {readonly string[]} dirs
 */
function readSources(dirs) {
  /** @type {{ fileName: string; text: string }[]} */
  const sources = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        sources.push({ fileName: full, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  dirs.forEach(walk);
  return sources;
}

/** The folders whose modules the loader rewrites, and where it looks for builders. */
const PLATFORM_API_SRC = path.resolve(__dirname, '../../../../packages/platform-api/src');
const STRIPPED_DIRS = ['schemas', 'operations'].map((dir) => path.join(PLATFORM_API_SRC, dir));

/** @type {{ key: string; builders: Map<string, number> } | undefined} */
let scanned;

/**
 * The loader itself.
 * @this {{ resourcePath: string; addDependency(file: string): void }}
 * @param {string} source
 */
function loader(source) {
  const sources = readSources(STRIPPED_DIRS);
  // Parsed again only when a file changed (a builder may have gained or lost its parameter).
  const key = sources.map(({ fileName, text }) => `${fileName}\n${text}`).join('\n');
  if (scanned?.key !== key) scanned = { key, builders: descriptionParameters(sources) };
  for (const { fileName } of sources) this.addDependency(fileName);
  return stripDescriptions(source, this.resourcePath, scanned.builders);
}

module.exports = loader;
module.exports.stripDescriptions = stripDescriptions;
module.exports.descriptionParameters = descriptionParameters;
module.exports.readSources = readSources;
module.exports.STRIPPED_DIRS = STRIPPED_DIRS;
