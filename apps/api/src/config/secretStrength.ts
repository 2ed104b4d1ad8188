/**
 * The rule a JWT_SECRET must meet in production (README, "Configuration"). Random secrets of 32
 * or more characters pass it with near certainty (hex from `openssl rand -hex 16` fails about once
 * in 10,000 draws, on the distinct-characters rule); made-up and placeholder secrets do not:
 *   1. at least MIN_DISTINCT_CHARACTERS distinct characters ("a" x 32 has 1);
 *   2. no sequence of REPEAT_WINDOW characters appears twice ("changeme" x 4 repeats "changeme");
 *   3. no run of RUN_LENGTH characters counting up or down by one ("abcdef", "123456", "987654");
 *   4. none of the words placeholders are made of (PLACEHOLDER_WORDS, any case).
 */
export const MIN_DISTINCT_CHARACTERS = 10;
export const REPEAT_WINDOW = 8;
export const RUN_LENGTH = 6;
export const PLACEHOLDER_WORDS = [
  "secret",
  "password",
  "passwd",
  "changeme",
  "change-me",
  "change_me",
  "example",
  "default",
  "sample",
  "qwerty",
  "letmein",
  "admin",
  "welcome",
  "dummy",
  "placeholder",
] as const;

const hasRepeat = (secret: string): boolean => {
  const seen = new Set<string>();
  for (let i = 0; i + REPEAT_WINDOW <= secret.length; i += 1) {
    const window = secret.slice(i, i + REPEAT_WINDOW);
    if (seen.has(window)) return true;
    seen.add(window);
  }
  return false;
};

const hasRun = (secret: string): boolean => {
  const codes = Array.from(secret, (char) => char.codePointAt(0) ?? 0);
  for (const step of [1, -1]) {
    let run = 1;
    for (let i = 1; i < codes.length; i += 1) {
      run = (codes[i] ?? 0) - (codes[i - 1] ?? 0) === step ? run + 1 : 1;
      if (run >= RUN_LENGTH) return true;
    }
  }
  return false;
};

/** Why `secret` is too easy to guess, or null when it meets the rule. */
export const weakSecretReason = (secret: string): string | null => {
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `has fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters`;
  }
  if (hasRepeat(secret)) return `repeats a sequence of ${REPEAT_WINDOW} characters`;
  if (hasRun(secret)) return `contains a run of ${RUN_LENGTH} consecutive characters (like abcdef or 123456)`;
  const lower = secret.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `contains the word "${word}"`;
  return null;
};
