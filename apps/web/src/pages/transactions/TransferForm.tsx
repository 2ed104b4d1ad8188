import { type FormEvent, useState } from "react";
import { ApiFailure } from "../../api/result";
import { type Transfer, useCreateTransfer, useUpdateTransfer } from "../../api/transfers";
import type { Wallet } from "../../api/wallets";
import { amountProblem } from "../../format/amount";
import { dateInputToInstant, toDateInput, todayInput } from "../../format/date";
import { amountStep } from "../../format/money";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

interface Draft {
  fromWalletId: string;
  toWalletId: string;
  amount: string;
  toAmount: string;
  date: string;
  description: string;
}

const draftOf = (transfer: Transfer): Draft => ({
  fromWalletId: transfer.fromWalletId,
  toWalletId: transfer.toWalletId,
  amount: String(transfer.amount),
  toAmount: String(transfer.toAmount),
  date: toDateInput(new Date(transfer.date)),
  description: transfer.description,
});

/**
 * Money moved between two of the person's wallets: "From wallet", "To wallet", "Amount", "Date",
 * "Save"; between currencies also "Value received" (the rate is the person's; not "Amount ...",
 * which a search for the label "Amount" would find too). Without `transfer` it creates one; with
 * it, it sends what changed.
 */
export const TransferForm = ({
  transfer,
  wallets,
  onDone,
}: {
  transfer?: Transfer;
  wallets: readonly Wallet[];
  onDone: () => void;
}) => {
  const choices = wallets.filter(
    (wallet) => !wallet.archived || wallet.id === transfer?.fromWalletId || wallet.id === transfer?.toWalletId,
  );
  const [draft, setDraft] = useState<Draft>(
    () =>
      (transfer && draftOf(transfer)) ?? {
        fromWalletId: choices[0]?.id ?? "",
        toWalletId: choices[1]?.id ?? "",
        amount: "",
        toAmount: "",
        date: todayInput(),
        description: "",
      },
  );
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = useCreateTransfer();
  const update = useUpdateTransfer();
  const save = transfer ? update : create;
  const details = save.error instanceof ApiFailure ? save.error.details : undefined;
  const fromCurrency = wallets.find((wallet) => wallet.id === draft.fromWalletId)?.currency ?? "";
  const toCurrency = wallets.find((wallet) => wallet.id === draft.toWalletId)?.currency ?? "";
  const crossCurrency = fromCurrency !== "" && toCurrency !== "" && fromCurrency !== toCurrency;
  const set = (name: keyof Draft, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.fromWalletId) found.fromWalletId = "Choose the wallet the money leaves";
    if (!draft.toWalletId) found.toWalletId = "Choose the wallet the money goes to";
    else if (draft.toWalletId === draft.fromWalletId) found.toWalletId = "Choose another wallet than the one it leaves";
    const amount = fromCurrency ? amountProblem(draft.amount, fromCurrency) : null;
    if (amount) found.amount = amount;
    const toAmount = crossCurrency ? amountProblem(draft.toAmount, toCurrency) : null;
    if (toAmount) found.toAmount = toAmount;
    if (!draft.date) found.date = "Choose a day";
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      fromWalletId: draft.fromWalletId,
      toWalletId: draft.toWalletId,
      amount: Number(draft.amount),
      ...(crossCurrency && { toAmount: Number(draft.toAmount) }),
      date: dateInputToInstant(draft.date),
      description: draft.description,
    };
    if (!transfer) {
      const { description, ...rest } = body;
      create.mutate({ ...rest, ...(description.trim() && { description }) }, { onSuccess: onDone });
      return;
    }
    const before = draftOf(transfer);
    const moved = draft.fromWalletId !== before.fromWalletId || draft.toWalletId !== before.toWalletId;
    update.mutate(
      {
        id: transfer.id,
        version: transfer.version,
        ...(draft.fromWalletId !== before.fromWalletId && { fromWalletId: draft.fromWalletId }),
        ...(draft.toWalletId !== before.toWalletId && { toWalletId: draft.toWalletId }),
        // The amounts go whenever a wallet changed: a side moved to another currency needs its amount.
        ...((moved || Number(draft.amount) !== transfer.amount) && { amount: body.amount }),
        ...(crossCurrency && (moved || Number(draft.toAmount) !== transfer.toAmount) && { toAmount: body.toAmount }),
        ...(draft.date !== before.date && { date: body.date }),
        ...(draft.description !== before.description && { description: draft.description }),
      },
      { onSuccess: onDone },
    );
  };

  const fieldError = (name: keyof Draft) => problems[name] ?? detailFor(details, name);
  const walletOptions = choices.map((wallet) => ({ value: wallet.id, label: `${wallet.name} (${wallet.currency})` }));
  return (
    <form onSubmit={submit} noValidate>
      <ErrorAlert error={save.error} />
      {choices.length < 2 && <p>A transfer needs two wallets: add another on the Wallets page.</p>}
      <SelectField
        label="From wallet"
        name="fromWalletId"
        value={draft.fromWalletId}
        onChange={(event) => set("fromWalletId", event.target.value)}
        options={walletOptions}
        placeholder={draft.fromWalletId ? undefined : "Choose a wallet"}
        error={fieldError("fromWalletId")}
      />
      <SelectField
        label="To wallet"
        name="toWalletId"
        value={draft.toWalletId}
        onChange={(event) => set("toWalletId", event.target.value)}
        options={walletOptions}
        placeholder={draft.toWalletId ? undefined : "Choose a wallet"}
        error={fieldError("toWalletId")}
      />
      <InputField
        label="Amount"
        name="amount"
        type="number"
        inputMode="decimal"
        min="0"
        step={fromCurrency ? amountStep(fromCurrency) : "any"}
        value={draft.amount}
        onChange={(event) => set("amount", event.target.value)}
        hint={fromCurrency ? `Leaves the wallet, in ${fromCurrency}` : undefined}
        error={fieldError("amount")}
        required
      />
      {crossCurrency && (
        <InputField
          label="Value received"
          name="toAmount"
          type="number"
          inputMode="decimal"
          min="0"
          step={amountStep(toCurrency)}
          value={draft.toAmount}
          onChange={(event) => set("toAmount", event.target.value)}
          hint={`Reaches the other wallet, in ${toCurrency}`}
          error={fieldError("toAmount")}
          required
        />
      )}
      <InputField
        label="Date"
        name="date"
        type="date"
        value={draft.date}
        onChange={(event) => set("date", event.target.value)}
        error={fieldError("date")}
        required
      />
      <InputField
        label="Note"
        name="description"
        value={draft.description}
        onChange={(event) => set("description", event.target.value)}
        maxLength={500}
        autoComplete="off"
        error={fieldError("description")}
      />
      <div className="actions">
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </div>
    </form>
  );
};
