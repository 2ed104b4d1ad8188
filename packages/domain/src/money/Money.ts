import { DomainError } from "../shared/DomainError";
import { type Currency, currencyExponent } from "./Currency";
import { exactTotal } from "./totals";

/**
 * Largest absolute amount of a single transaction, budget limit or opening balance, in minor
 * units. A million such amounts still sum inside a signed 64-bit integer (SQLite, PostgreSQL bigint).
 */
export const MAX_AMOUNT_MINOR = 999_999_999_999;

const invalid = (path: string, message: string) => new DomainError("VALIDATION_ERROR", message, [{ path, message }]);

/**
 * The one place where an API decimal in major units becomes integer minor units.
 * It reads the number's shortest decimal representation digit by digit, so no floating-point
 * arithmetic is involved: 0.1 USD is 10 cents, and 0.001 USD is refused.
 */
export const toMinorUnits = (value: unknown, currency: Currency, path = "amount"): number => {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw invalid(path, "Amount must be a finite number");
  }
  const exponent = currencyExponent(currency);
  const text = Math.abs(value).toString();
  if (text.includes("e")) {
    throw invalid(path, value !== 0 && Math.abs(value) < 1 ? tooPrecise(currency, exponent) : "Amount is too large");
  }
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > exponent) throw invalid(path, tooPrecise(currency, exponent));
  const minor = Number(whole + fraction.padEnd(exponent, "0"));
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) {
    throw invalid(path, "Amount is too large");
  }
  return value < 0 ? -minor : minor;
};

const tooPrecise = (currency: Currency, exponent: number) =>
  `Amount has more than ${exponent} decimal places allowed for ${currency}`;

/**
 * Minor units back to an API decimal. Division by a power of ten prints exactly (30 / 100 -> 0.3)
 * within MAX_TOTAL_MINOR; a stored sum beyond it answers SUM_OUT_OF_RANGE instead of a wrong figure.
 */
export const fromMinorUnits = (minor: number, currency: Currency): number => {
  exactTotal(minor);
  const exponent = currencyExponent(currency);
  return exponent === 0 ? minor : minor / 10 ** exponent;
};

/** A strictly positive amount in minor units (transaction amounts, budget limits). */
export const toPositiveMinorUnits = (value: unknown, currency: Currency, path = "amount"): number => {
  const minor = toMinorUnits(value, currency, path);
  if (minor <= 0) throw invalid(path, "Amount must be greater than 0");
  return minor;
};
