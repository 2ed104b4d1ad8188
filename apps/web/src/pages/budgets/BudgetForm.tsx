import { type FormEvent, useState } from "react";
import type { Budget, BudgetPeriod, CreateBudgetBody } from "../../api/budgets";
import { openCategories, useCategories } from "../../api/categories";
import { ApiFailure } from "../../api/result";
import { openWallets, useWallets } from "../../api/wallets";
import { amountProblem } from "../../format/amount";
import { todayInput } from "../../format/date";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { BUDGET_PERIODS, periodLabel } from "./periods";

/** "12,50" typed on a keyboard whose decimal key is a comma means 12.50. */
const normaliseAmount = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.includes(".") ? trimmed : trimmed.replace(",", ".");
};

/**
 * The budget's fields, for "New budget" and "Edit budget". Categories is a native multiple select:
 * phones show their own picker, and it is labelled like every other field. Only the wallet's own
 * currency is possible, so it follows the wallet.
 */
export const BudgetForm = ({
  budget,
  pending,
  error,
  onSubmit,
}: {
  /** The budget being edited; absent for a new one. */
  budget?: Budget;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CreateBudgetBody & { endDate: string | null }) => void;
}) => {
  const wallets = useWallets();
  const categories = useCategories();
  const [name, setName] = useState(budget?.name ?? "");
  const [limit, setLimit] = useState(budget ? String(budget.limit) : "");
  const [period, setPeriod] = useState<BudgetPeriod>(budget?.period ?? "monthly");
  const [startDate, setStartDate] = useState(budget?.startDate ?? todayInput());
  const [endDate, setEndDate] = useState(budget?.endDate ?? "");
  const [walletId, setWalletId] = useState(budget?.walletId ?? "");
  const [categoryIds, setCategoryIds] = useState<string[]>(budget ? [...budget.categoryIds] : []);
  const [limitProblem, setLimitProblem] = useState<string | null>(null);

  const walletChoices = openWallets(wallets.data);
  // A budget shared with the caller may use the owner's wallet, which the caller cannot list.
  const wallet = wallets.data?.find((candidate) => candidate.id === walletId);
  const currency = wallet?.currency ?? budget?.currency ?? "";
  const categoryChoices = openCategories(categories.data);
  const details = error instanceof ApiFailure ? error.details : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = normaliseAmount(limit);
    const problem = currency ? amountProblem(amount, currency) : amount === "" ? "Enter an amount" : null;
    setLimitProblem(problem);
    if (problem) return;
    onSubmit({
      name,
      limit: Number(amount),
      period,
      startDate,
      endDate: endDate === "" ? null : endDate,
      walletId,
      currency,
      categoryIds,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <InputField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        error={detailFor(details, "name")}
      />
      <InputField
        label="Limit"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        hint={currency ? `In ${currency}, the wallet's currency` : "In the wallet's currency"}
        error={limitProblem ?? detailFor(details, "limit")}
      />
      <SelectField
        label="Period"
        value={period}
        onChange={(event) => setPeriod(event.target.value as BudgetPeriod)}
        options={BUDGET_PERIODS.map((value) => ({ value, label: periodLabel(value) }))}
        error={detailFor(details, "period")}
      />
      <InputField
        label="Start date"
        type="date"
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        hint="Windows are counted from this day"
        error={detailFor(details, "startDate")}
      />
      <InputField
        label="End date"
        type="date"
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        hint="Optional: leave empty for no end"
        error={detailFor(details, "endDate")}
      />
      <SelectField
        label="Wallet"
        value={walletId}
        onChange={(event) => setWalletId(event.target.value)}
        placeholder={wallets.isPending ? "Loading wallets…" : "Choose a wallet"}
        options={[
          ...walletChoices.map((choice) => ({ value: choice.id, label: `${choice.name} (${choice.currency})` })),
          ...(budget && !wallet ? [{ value: budget.walletId, label: `The owner's wallet (${budget.currency})` }] : []),
        ]}
        hint={wallets.data && walletChoices.length === 0 ? "Create a wallet first, on Wallets" : undefined}
        error={detailFor(details, "walletId") ?? detailFor(details, "currency")}
      />
      <SelectField
        label="Categories"
        multiple
        className="categories-select"
        value={categoryIds}
        onChange={(event) => setCategoryIds(Array.from(event.target.selectedOptions, (option) => option.value))}
        options={[
          ...categoryChoices.map((choice) => ({ value: choice.id, label: choice.name })),
          // Categories of the owner's that a member cannot see stay selected, unnamed.
          ...categoryIds
            .filter((id) => !categories.data?.some((category) => category.id === id))
            .map((id) => ({ value: id, label: "A category of the owner's" })),
        ]}
        hint={
          categories.data && categoryChoices.length === 0
            ? "Create a category first, on Categories"
            : "Expenses in these categories count. Pick several with Ctrl or Cmd (a phone shows check boxes)."
        }
        error={detailFor(details, "categoryIds")}
      />
      <ErrorAlert error={wallets.error ?? categories.error} />
      <ErrorAlert error={error} />
      <div className="actions">
        <SubmitButton pending={pending}>Save</SubmitButton>
        {pending && <span role="status">Saving…</span>}
      </div>
    </form>
  );
};
