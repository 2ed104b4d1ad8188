/** Used where the browser cannot list its currencies (`Intl.supportedValuesOf` is 2022+). */
const FALLBACK_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "GBP",
  "HKD",
  "HUF",
  "IDR",
  "ILS",
  "INR",
  "JPY",
  "KRW",
  "KWD",
  "MXN",
  "NOK",
  "NZD",
  "PLN",
  "SEK",
  "SGD",
  "THB",
  "TRY",
  "USD",
  "ZAR",
];

/** ISO 4217 codes the browser knows, sorted (the API refuses codes not in current use). */
export const currencyCodes = (): readonly string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "currency") => string[] };
  try {
    const codes = intl.supportedValuesOf?.("currency");
    if (codes && codes.length > 0) return [...codes].sort();
  } catch {
    // An engine that has the function but not the key falls back too.
  }
  return FALLBACK_CURRENCIES;
};

/** "EUR - Euro" where the browser can name currencies, else the code alone. */
export const currencyLabel = (code: string): string => {
  try {
    const name = new Intl.DisplayNames(undefined, { type: "currency" }).of(code);
    return name && name !== code ? `${code} - ${name}` : code;
  } catch {
    return code;
  }
};
