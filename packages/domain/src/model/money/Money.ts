import { invalidField as invalid } from "../../shared/domainErrors";
import { MAX_AMOUNT_MINOR } from "../../shared/limits";
import { type Currency, currencyExponent } from "./Currency";
import { exactTotal } from "./totals";

export { MAX_AMOUNT_MINOR };

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

/**
 * The largest amount `currency` takes, in its major units: MAX_AMOUNT_MINOR minor units, so
 * 999,999,999,999 JPY but 9,999,999,999.99 USD. What an API schema states as the bound.
 */
export const maxAmount = (currency: Currency): number => fromMinorUnits(MAX_AMOUNT_MINOR, currency);

/** A strictly positive amount in minor units (transaction amounts, budget limits). */
export const toPositiveMinorUnits = (value: unknown, currency: Currency, path = "amount"): number => {
  const minor = toMinorUnits(value, currency, path);
  if (minor <= 0) throw invalid(path, "Amount must be greater than 0");
  return minor;
};

/** An amount and its currency, in integer minor units: the value amounts are passed around as. */
export interface Money {
  readonly minor: number;
  readonly currency: Currency;
}

export const money = (minor: number, currency: Currency): Money => ({ minor, currency });

/** An API decimal in major units of `currency` as Money (see toMinorUnits). */
export const parseMoney = (value: unknown, currency: Currency, path = "amount"): Money =>
  money(toMinorUnits(value, currency, path), currency);

/** The same, strictly positive (transaction amounts, budget limits). */
export const parsePositiveMoney = (value: unknown, currency: Currency, path = "amount"): Money =>
  money(toPositiveMinorUnits(value, currency, path), currency);

/**
 * Refuses Money that is not a whole number of minor units from 1 to MAX_AMOUNT_MINOR: what a
 * transaction amount or a budget limit must be, however it was computed.
 */
export const assertPositiveAmount = (amount: Money, path = "amount"): void => {
  if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0) throw invalid(path, "Amount must be greater than 0");
  if (amount.minor > MAX_AMOUNT_MINOR) throw invalid(path, "Amount is too large");
};
