import { minorDigits } from "./money";

/**
 * Why an amount typed for this currency cannot be sent, or null. A number input's value is
 * already `123.45` whatever the locale; more decimals than the currency has are refused here,
 * in words, before the API would refuse them.
 */
export const amountProblem = (text: string, currency: string, { allowNegative = false } = {}): string | null => {
  const value = text.trim();
  if (value === "") return "Enter an amount";
  if (!/^-?\d+(\.\d+)?$/.test(value) || Number.isNaN(Number(value))) return "Enter a number, like 12.50";
  if (!allowNegative && value.startsWith("-")) return "Enter the amount without a sign";
  // "1500.0" is a whole amount: trailing zeros are no decimals.
  const decimals = value.split(".")[1]?.replace(/0+$/, "").length ?? 0;
  const allowed = minorDigits(currency);
  if (decimals > allowed) {
    return allowed === 0
      ? `${currency} amounts have no decimals`
      : `${currency} amounts have at most ${allowed} decimal${allowed === 1 ? "" : "s"}`;
  }
  return null;
};
