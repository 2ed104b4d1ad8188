import { MAX_AMOUNT_MINOR, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, maxAmount, parseCurrency } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import { fieldIssueMessage } from "../../http/errors";

/**
 * Request fields whose failures say what is wrong (`fieldIssueMessage`): "walletId is required"
 * when absent, "walletId must be a string" when present with another JSON type.
 */
export const input = {
  string: () => z.string({ error: fieldIssueMessage }),
  number: () => z.number({ error: fieldIssueMessage }),
  boolean: () => z.boolean({ error: fieldIssueMessage }),
  array: <T extends ZodType>(item: T) => z.array(item, { error: fieldIssueMessage }),
};

/*
 * The rules the domain applies, stated in the OpenAPI document so generated clients and fuzzers
 * agree with the service. The domain enforces them (and words their messages); these only say
 * them. JSON Schema counts string length in code points, as the domain does.
 */

const CONTROL = "\\u0000-\\u001f\\u007f-\\u009f";
const CONTROL_EXCEPT_LINE_BREAKS = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f";

export const NAME_RULES = {
  minLength: 1,
  maxLength: MAX_NAME_LENGTH,
  pattern: `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$`,
  description: `1 to ${MAX_NAME_LENGTH} characters after trimming; no control characters`,
};

export const DESCRIPTION_RULES = {
  maxLength: MAX_DESCRIPTION_LENGTH,
  pattern: `^[^${CONTROL_EXCEPT_LINE_BREAKS}]*$`,
  description: `At most ${MAX_DESCRIPTION_LENGTH} characters; no control characters but tab and line breaks`,
};

export const CURRENCY_RULES = {
  minLength: 3,
  maxLength: 3,
  pattern: "^[A-Za-z]{3}$",
  description: "ISO 4217 code in current use, case-insensitive (answered upper case)",
  example: "USD",
};

/*
 * An amount is in its currency's major units, so its bound depends on the currency, which is
 * another field: one currency of each ISO 4217 exponent states it. The schema's `maximum` is the
 * loosest of them (a zero-decimal currency's), so a client validating against it never refuses an
 * amount the service takes; the service refuses the rest per currency.
 */
const ONE_CURRENCY_PER_EXPONENT = ["JPY", "USD", "KWD", "CLF"].map((code) => parseCurrency(code));
const LARGEST_AMOUNT = Math.max(...ONE_CURRENCY_PER_EXPONENT.map(maxAmount));
const majorUnits = (amount: number) => amount.toLocaleString("en-US", { maximumFractionDigits: 4 });

const DECIMALS =
  "Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), " +
  `at most ${ONE_CURRENCY_PER_EXPONENT.map((currency) => `${majorUnits(maxAmount(currency))} ${currency}`).join(", ")} ` +
  `(${majorUnits(MAX_AMOUNT_MINOR)} minor units)`;

/** A strictly positive amount (transaction amounts, budget limits). */
export const POSITIVE_AMOUNT_RULES = { exclusiveMinimum: 0, maximum: LARGEST_AMOUNT, description: DECIMALS };

/** A signed amount (a wallet's opening balance). */
export const SIGNED_AMOUNT_RULES = { minimum: -LARGEST_AMOUNT, maximum: LARGEST_AMOUNT, description: DECIMALS };

/** A calendar day or an instant, as every date input of the service reads them. */
export const dateOrDateTime = (description: string) => ({
  anyOf: [
    { type: "string" as const, format: "date" },
    { type: "string" as const, format: "date-time" },
  ],
  description,
});
