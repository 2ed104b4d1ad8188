import { invalidField } from "../../shared/domainErrors";
import { type Money, money, parsePositiveMoney } from "../money/Money";
import type { Wallet } from "../wallet/Wallet";

type Side = Pick<Wallet, "currency">;

const toAmountRequired = (from: Side, to: Side) =>
  invalidField(
    "toAmount",
    `toAmount is required between wallets of different currencies (${from.currency} to ${to.currency})`,
  );

/**
 * The amount that reaches the target wallet, read in its currency. Between wallets of one currency
 * it may be left out (it is the amount); between two currencies the user says it (the rate is
 * theirs), unless `kept` is an earlier one still in the target's currency.
 */
export const parseToAmount = (from: Side, to: Side, amount: Money, toAmount: unknown, kept?: Money): Money => {
  if (toAmount !== undefined) return parsePositiveMoney(toAmount, to.currency, "toAmount");
  if (from.currency === to.currency) return money(amount.minor, to.currency);
  if (kept && kept.currency === to.currency) return kept;
  throw toAmountRequired(from, to);
};
