import { isIdentifier } from '../engine/text/terms';

/**
 * The identifiers in a code block: what a reader copies and later searches for
 * (`createSubOrganization`, `ACTIVITY_TYPE_CREATE_WALLET`, `@turnkey/sdk-server`). Keywords and
 * plain words are left out, so a code block adds its API names to the index, not its noise.
 */

const candidate = /@[\w.-]+\/[\w.-]+|[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_]+)*/g;

/** At most this many identifiers per code block keep one generated file from flooding a section. */
const maxPerBlock = 200;

export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [token] of code.matchAll(candidate)) {
    const name = token.replace(/^\$+|\$+$/g, '');
    if (name.length < 3) continue;
    if (name.startsWith('@') || isIdentifier(name)) found.add(name);
    if (found.size >= maxPerBlock) break;
  }
  return [...found];
}
