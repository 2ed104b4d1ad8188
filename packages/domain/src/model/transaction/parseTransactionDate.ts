import { parseIsoInstant } from "../../shared/dates";
import { invalidField } from "../../shared/domainErrors";

export const INVALID_TRANSACTION_DATE = "Transaction date is invalid";

export const parseTransactionDate = (value: unknown): Date => {
  const date = parseIsoInstant(value);
  if (!date) throw invalidField("date", INVALID_TRANSACTION_DATE);
  return date;
};
