/**
 * Whether a `Prefer` header (RFC 7240) asks for `respond-async`: preferences are comma-separated,
 * each a token with optional `=value` and `;parameters`, compared without regard to case.
 */
export const prefersAsync = (header: string | undefined): boolean =>
  header
    ?.split(",")
    .some((preference) => preference.split(";")[0]?.split("=")[0]?.trim().toLowerCase() === "respond-async") ?? false;
