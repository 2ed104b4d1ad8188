import { DomainError } from "../shared/DomainError";

/**
 * Largest absolute wallet balance, and largest income or expense total of one user in one currency
 * (so of every sum the service reports), in minor units: 2^39 * 10^4 - 1. Up to it, an amount in
 * major units is an exact JavaScript number for every currency (ulp below 10^-4 for CLF/UYW, below
 * 10^-2 for USD, integers for JPY), so what a client reads is what is stored. Past
 * Number.MAX_SAFE_INTEGER even the minor units stop being exact, and 12.34 USD could read as 12.33.
 */
export const MAX_TOTAL_MINOR = 5_497_558_138_879_999;

export const sumOutOfRange = (): DomainError =>
  new DomainError(
    "SUM_OUT_OF_RANGE",
    `This would take a wallet balance or an income or expense total beyond ${MAX_TOTAL_MINOR} minor units, past which amounts are no longer exact`,
  );

/**
 * A stored sum (a balance, a total a store summed, as a number, bigint or the driver's text) as an
 * exact number, or SUM_OUT_OF_RANGE for a sum written before the limit existed; never a rounded figure.
 */
export const exactTotal = (value: number | bigint | string | null | undefined): number => {
  const big = typeof value === "number" ? (Number.isSafeInteger(value) ? BigInt(value) : null) : BigInt(value ?? 0);
  if (big === null || big > BigInt(MAX_TOTAL_MINOR) || big < -BigInt(MAX_TOTAL_MINOR)) throw sumOutOfRange();
  return Number(big);
};
