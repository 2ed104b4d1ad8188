import { invalidInput } from "../../shared/domainErrors";
import { CURRENCY_EXPONENTS } from "./currencies";

/** An upper-case ISO 4217 code in current use. */
export type Currency = string & { readonly __brand: "Currency" };

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && CURRENCY_EXPONENTS.has(value);

/** Normalises `usd` to `USD` and refuses anything that is not a current ISO 4217 code. */
export const parseCurrency = (value: unknown, path = "currency"): Currency => {
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (!isCurrency(code)) {
    throw invalidInput("Currency is not a supported ISO 4217 code", [
      { path, message: `Unsupported currency: ${String(value).slice(0, 16)}` },
    ]);
  }
  return code;
};

export const currencyExponent = (currency: Currency): number => CURRENCY_EXPONENTS.get(currency) ?? 2;
