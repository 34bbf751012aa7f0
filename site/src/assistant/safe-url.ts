/**
 * Links in answers go to pages of this site only: a root-relative path (`/features/email-auth#otp`),
 * never `//host`, `javascript:`, or anything with spaces, backslashes or control characters.
 * Anything else (a corpus file or a stored conversation that was tampered with) renders as text.
 */
export function safeSitePath(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 2_000) return null;
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(url) ? url : null;
}
