import { type FormEvent, useState } from "react";
import type { Category } from "../../api/categories";
import { ApiFailure } from "../../api/result";
import type { Tag } from "../../api/tags";
import {
  type Transaction,
  type UpdateTransactionBody,
  useCreateTransaction,
  useUpdateTransaction,
} from "../../api/transactions";
import type { Wallet } from "../../api/wallets";
import { amountProblem } from "../../format/amount";
import { dateInputToInstant, toDateInput, todayInput } from "../../format/date";
import { amountStep } from "../../format/money";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

const TYPES = [
  { value: "expense", label: "Expense" },
  { value: "income", label: "Income" },
] as const;

type Kind = "expense" | "income";

interface Draft {
  type: Kind;
  amount: string;
  date: string;
  walletId: string;
  categoryId: string;
  description: string;
  tagIds: string[];
}

const draftOf = (transaction: Transaction): Draft => ({
  type: transaction.type,
  amount: String(Math.abs(transaction.amount)),
  date: toDateInput(new Date(transaction.date)),
  walletId: transaction.walletId,
  categoryId: transaction.categoryId ?? "",
  description: transaction.description,
  tagIds: [...transaction.tagIds],
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

/** Only what the person changed, so an untouched date keeps its time of day. */
const changes = (before: Transaction, draft: Draft, currency: string): Omit<UpdateTransactionBody, "version"> => {
  const original = draftOf(before);
  return {
    ...(draft.type !== original.type && { type: draft.type }),
    ...(Number(draft.amount) !== Math.abs(before.amount) && { amount: Number(draft.amount) }),
    ...(draft.date !== original.date && { date: dateInputToInstant(draft.date) }),
    ...(draft.walletId !== original.walletId && { walletId: draft.walletId, currency }),
    ...(draft.categoryId !== original.categoryId && { categoryId: draft.categoryId }),
    ...(draft.description !== original.description && { description: draft.description }),
    ...(!sameSet(draft.tagIds, original.tagIds) && { tagIds: draft.tagIds }),
  };
};

/**
 * A transaction's dialog: "Type", "Wallet", "Amount" (in the wallet's currency, its decimals
 * only, so the wallet comes first), "Date", "Category", "Description", "Tags", "Save". Without `transaction` it creates one;
 * with it, it sends what changed (PATCH, at the version shown).
 */
export const TransactionForm = ({
  transaction,
  wallets,
  categories,
  tags,
  onDone,
}: {
  transaction?: Transaction;
  wallets: readonly Wallet[];
  categories: readonly Category[];
  tags: readonly Tag[];
  onDone: () => void;
}) => {
  // Archived wallets and categories take nothing new, but the one a transaction already has stays choosable.
  const walletChoices = wallets.filter((wallet) => !wallet.archived || wallet.id === transaction?.walletId);
  const categoryChoices = categories.filter(
    (category) => !category.archived || category.id === transaction?.categoryId,
  );
  const [draft, setDraft] = useState<Draft>(
    () =>
      (transaction && draftOf(transaction)) ?? {
        type: "expense",
        amount: "",
        date: todayInput(),
        walletId: walletChoices[0]?.id ?? "",
        categoryId: categoryChoices[0]?.id ?? "",
        description: "",
        tagIds: [],
      },
  );
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const save = transaction ? update : create;
  const details = save.error instanceof ApiFailure ? save.error.details : undefined;
  const currency = wallets.find((wallet) => wallet.id === draft.walletId)?.currency ?? "";
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.walletId) found.walletId = "Choose a wallet";
    if (!draft.categoryId) found.categoryId = "Choose a category";
    const amount = currency ? amountProblem(draft.amount, currency) : null;
    if (amount) found.amount = amount;
    if (!draft.date) found.date = "Choose a day";
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (transaction) {
      const patch = changes(transaction, draft, currency);
      if (Object.keys(patch).length === 0) return onDone();
      update.mutate({ id: transaction.id, version: transaction.version, ...patch }, { onSuccess: onDone });
    } else {
      create.mutate(
        {
          type: draft.type,
          amount: Number(draft.amount),
          date: dateInputToInstant(draft.date),
          walletId: draft.walletId,
          categoryId: draft.categoryId,
          currency,
          ...(draft.description.trim() && { description: draft.description }),
          ...(draft.tagIds.length > 0 && { tagIds: draft.tagIds }),
        },
        { onSuccess: onDone },
      );
    }
  };

  const fieldError = (name: keyof Draft) => problems[name] ?? detailFor(details, name);
  return (
    <form onSubmit={submit} noValidate>
      <ErrorAlert error={save.error} />
      <SelectField
        label="Type"
        name="type"
        value={draft.type}
        onChange={(event) => set("type", event.target.value as Kind)}
        options={TYPES}
        error={fieldError("type")}
      />
      <SelectField
        label="Wallet"
        name="walletId"
        value={draft.walletId}
        onChange={(event) => set("walletId", event.target.value)}
        options={walletChoices.map((wallet) => ({ value: wallet.id, label: `${wallet.name} (${wallet.currency})` }))}
        placeholder={walletChoices.length === 0 ? "No wallet yet: add one on Wallets" : undefined}
        error={fieldError("walletId") ?? detailFor(details, "currency")}
      />
      <InputField
        label="Amount"
        name="amount"
        type="number"
        inputMode="decimal"
        min="0"
        step={currency ? amountStep(currency) : "any"}
        value={draft.amount}
        onChange={(event) => set("amount", event.target.value)}
        hint={currency ? `In ${currency}` : undefined}
        error={fieldError("amount")}
        required
      />
      <InputField
        label="Date"
        name="date"
        type="date"
        value={draft.date}
        onChange={(event) => set("date", event.target.value)}
        error={fieldError("date")}
        required
      />
      <SelectField
        label="Category"
        name="categoryId"
        value={draft.categoryId}
        onChange={(event) => set("categoryId", event.target.value)}
        options={categoryChoices.map((category) => ({ value: category.id, label: category.name }))}
        placeholder={categoryChoices.length === 0 ? "No category yet: add one on Categories" : undefined}
        error={fieldError("categoryId")}
      />
      <InputField
        label="Description"
        name="description"
        value={draft.description}
        onChange={(event) => set("description", event.target.value)}
        maxLength={500}
        autoComplete="off"
        error={fieldError("description")}
      />
      <SelectField
        label="Tags"
        name="tagIds"
        multiple
        size={Math.min(Math.max(tags.length, 2), 5)}
        value={draft.tagIds}
        onChange={(event) =>
          set(
            "tagIds",
            Array.from(event.target.selectedOptions, (option) => option.value),
          )
        }
        options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        hint={
          tags.length === 0 ? "No tags yet: add them on the Tags page" : "Choose any number (Ctrl or ⌘ to pick several)"
        }
        error={fieldError("tagIds") ?? details?.find((detail) => detail.path.startsWith("tagIds"))?.message}
      />
      <div className="actions">
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </div>
    </form>
  );
};
