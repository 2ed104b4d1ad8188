/**
 * Largest absolute amount of a single transaction, budget limit or opening balance, in minor
 * units. A million such amounts still sum inside a signed 64-bit integer (SQLite, PostgreSQL bigint).
 */
export const MAX_AMOUNT_MINOR = 999_999_999_999;

/**
 * Largest absolute wallet balance, and largest income or expense total of one user in one currency
 * (so of every sum the service reports), in minor units: 2^39 * 10^4 - 1. Up to it, an amount in
 * major units is an exact JavaScript number for every currency (ulp below 10^-4 for CLF/UYW, below
 * 10^-2 for USD, integers for JPY), so what a client reads is what is stored. Past
 * Number.MAX_SAFE_INTEGER even the minor units stop being exact, and 12.34 USD could read as 12.33.
 */
export const MAX_TOTAL_MINOR = 5_497_558_138_879_999;
