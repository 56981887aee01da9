/** The policy every browser test serves the built app under (issue: no violation allowed). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; connect-src 'self'";
