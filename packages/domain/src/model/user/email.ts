import { invalidField } from "../../shared/domainErrors";

/** The longest address SMTP can carry (RFC 5321, 254 characters). */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export const INVALID_EMAIL = "E-mail is not valid";

/**
 * THE e-mail rule (registration, sharing a budget): `local@domain.tld` without blanks or control
 * characters, at most MAX_EMAIL_LENGTH characters, after trimming. Deliverability is not checked.
 */
export const isValidEmail = (email: string): boolean => email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);

/** The trimmed e-mail as typed (case kept), or VALIDATION_ERROR on `path`. */
export const parseEmail = (value: unknown, path = "email"): string => {
  const email = typeof value === "string" ? value.trim() : "";
  if (!isValidEmail(email)) throw invalidField(path, INVALID_EMAIL);
  return email;
};
