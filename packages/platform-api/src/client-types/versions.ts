/**
 * Intent versions by name: `ACTIVITY_TYPE_X_V8` is version 8 of `ACTIVITY_TYPE_X`. Pure
 * functions, so the drift check's client side and the tests share them.
 */

const VERSION = /_V(\d+)$/;

/** `ACTIVITY_TYPE_X_V8` → `ACTIVITY_TYPE_X`; the version, 1 when there is no suffix. */
export function splitVersion(type: string): { base: string; version: number } {
  const match = VERSION.exec(type);
  return match
    ? { base: type.slice(0, match.index), version: Number(match[1]) }
    : { base: type, version: 1 };
}

/** The values of `activityTypes` that are older versions of `type`, oldest first. */
export function olderVersions(type: string, activityTypes: readonly string[]): string[] {
  const { base, version } = splitVersion(type);
  return activityTypes
    .map((candidate) => ({ candidate, ...splitVersion(candidate) }))
    .filter((entry) => entry.base === base && entry.version < version)
    .sort((a, b) => a.version - b.version)
    .map((entry) => entry.candidate);
}

/** `ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION` → `createSubOrganization`. */
function camelName(base: string): string {
  return base
    .replace(/^ACTIVITY_TYPE_/, '')
    .toLowerCase()
    .split('_')
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** The key the client names for a type's intent: `ACTIVITY_TYPE_X_Y_V3` → `xYIntentV3`. */
export function intentKeyFor(type: string): string {
  const { base, version } = splitVersion(type);
  return `${camelName(base)}Intent${version > 1 ? `V${version}` : ''}`;
}

/**
 * The result key a type answers under, picked from the client's result keys: the newest key of
 * the type's name whose version is not above the type's (`ACTIVITY_TYPE_INIT_OTP_AUTH_V3` →
 * `initOtpAuthResultV2` when there is no V3). `null` when the client has no key of that name.
 */
export function resultKeyFor(type: string, resultKeys: readonly string[]): string | null {
  const { base, version } = splitVersion(type);
  const name = `${camelName(base)}Result`;
  let best: { key: string; version: number } | null = null;
  for (const key of resultKeys) {
    if (!key.startsWith(name)) continue;
    const suffix = key.slice(name.length);
    const match = /^V(\d+)$/.exec(suffix);
    if (suffix !== '' && !match) continue;
    const keyVersion = match ? Number(match[1]) : 1;
    if (keyVersion <= version && (!best || keyVersion > best.version)) {
      best = { key, version: keyVersion };
    }
  }
  return best?.key ?? null;
}
