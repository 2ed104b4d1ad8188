export const MIN_PASSWORD_LENGTH = 8;

/** THE password rule (registration, password change): what is wrong with it, or null. */
export const passwordProblem = (password: string): string | null =>
  password.length < MIN_PASSWORD_LENGTH ? `Password must have at least ${MIN_PASSWORD_LENGTH} characters` : null;
