const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount the API gives in major units (`12.5`), in its currency and the browser's locale:
 * Intl knows each currency's minor units (JPY none, KWD three).
 */
export const formatMoney = (amount: number, currency: string, locale?: string): string => {
  const key = `${locale ?? ""}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
};

/** How many decimals an amount in this currency may have (for an input's `step`). */
export const minorDigits = (currency: string): number =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The `step` of a number input for this currency: 0.01 for EUR, 1 for JPY, 0.001 for KWD. */
export const amountStep = (currency: string): string => {
  const digits = minorDigits(currency);
  return digits === 0 ? "1" : `0.${"0".repeat(digits - 1)}1`;
};
