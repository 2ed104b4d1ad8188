import { sumOutOfRange } from "../../shared/domainErrors";
import { MAX_TOTAL_MINOR } from "../../shared/limits";

export { MAX_TOTAL_MINOR };

/**
 * A stored sum (a balance, a total a store summed, as a number, bigint or the driver's text) as an
 * exact number, or SUM_OUT_OF_RANGE for a sum written before the limit existed; never a rounded figure.
 */
export const exactTotal = (value: number | bigint | string | null | undefined): number => {
  const big = typeof value === "number" ? (Number.isSafeInteger(value) ? BigInt(value) : null) : BigInt(value ?? 0);
  if (big === null || big > BigInt(MAX_TOTAL_MINOR) || big < -BigInt(MAX_TOTAL_MINOR)) throw sumOutOfRange();
  return Number(big);
};
