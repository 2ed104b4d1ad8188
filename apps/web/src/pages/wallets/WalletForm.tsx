import { type FormEvent, useMemo, useState } from "react";
import { ApiFailure } from "../../api/result";
import { useCreateWallet } from "../../api/wallets";
import { amountProblem } from "../../format/amount";
import { currencyCodes, currencyLabel } from "../../format/currencies";
import { amountStep } from "../../format/money";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

/** "New wallet": a name, its currency and the opening balance (may be negative, default 0). */
export const WalletForm = ({ defaultCurrency, onDone }: { defaultCurrency: string; onDone: () => void }) => {
  const [name, setName] = useState("");
  const [currency, setCurrency] = useState(defaultCurrency);
  const [balance, setBalance] = useState("");
  const [balanceProblem, setBalanceProblem] = useState<string | null>(null);
  const save = useCreateWallet();
  const options = useMemo(() => currencyCodes().map((code) => ({ value: code, label: currencyLabel(code) })), []);
  const details = save.error instanceof ApiFailure ? save.error.details : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = balance.trim() === "" ? null : amountProblem(balance, currency, { allowNegative: true });
    setBalanceProblem(problem);
    if (problem) return;
    save.mutate({ name, currency, ...(balance.trim() !== "" && { balance: Number(balance) }) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <ErrorAlert error={save.error} />
      <InputField
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={detailFor(details, "name")}
        autoComplete="off"
        maxLength={100}
        required
      />
      <SelectField
        label="Currency"
        name="currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        options={options}
        error={detailFor(details, "currency")}
      />
      <InputField
        label="Opening balance"
        name="balance"
        type="number"
        inputMode="decimal"
        step={amountStep(currency)}
        value={balance}
        onChange={(event) => setBalance(event.target.value)}
        placeholder="0"
        hint="What the wallet holds today; may be negative"
        error={balanceProblem ?? detailFor(details, "balance")}
      />
      <div className="actions">
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </div>
    </form>
  );
};
