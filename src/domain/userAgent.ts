/**
 * Safari (desktop or iOS), but not the other browsers that mention Safari in their user agent. The
 * app skips reCAPTCHA on Safari (spec §5) and the server recognises those callers the same way.
 */
export function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android|opr/i.test(userAgent);
}
