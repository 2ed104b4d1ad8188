import { type FormEvent, useState } from "react";
import { useShareBudget } from "../../api/budgets";
import { ApiFailure } from "../../api/result";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { FormDialog } from "../../ui/FormDialog";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

const ShareForm = ({
  budgetId,
  close,
  onShared,
}: {
  budgetId: string;
  close: () => void;
  onShared: (email: string) => void;
}) => {
  const share = useShareBudget(budgetId);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"viewer" | "editor">("viewer");
  const [portion, setPortion] = useState("");
  const [portionProblem, setPortionProblem] = useState<string | null>(null);
  const details = share.error instanceof ApiFailure ? share.error.details : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = portion.trim().replace(",", ".");
    const value = text === "" ? null : Number(text);
    const problem =
      value !== null && (!/^\d+(\.\d+)?$/.test(text) || value > 100) ? "Enter a percentage from 0 to 100" : null;
    setPortionProblem(problem);
    if (problem) return;
    share.mutate(
      { email: email.trim(), role, ...(value !== null && { share: value }) },
      {
        onSuccess: (member) => {
          onShared(member.email);
          close();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <InputField
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint="The address the person registered with"
        error={detailFor(details, "email")}
      />
      <SelectField
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as "viewer" | "editor")}
        options={[
          { value: "viewer", label: "Viewer (sees the budget)" },
          { value: "editor", label: "Editor (may change it too)" },
        ]}
        error={detailFor(details, "role")}
      />
      <InputField
        label="Share of limit"
        inputMode="decimal"
        autoComplete="off"
        value={portion}
        onChange={(event) => setPortion(event.target.value)}
        hint="Optional: percent of the limit earmarked for this person, 0 to 100"
        error={portionProblem ?? detailFor(details, "share")}
      />
      <ErrorAlert error={share.error} />
      <div className="actions">
        <SubmitButton pending={share.isPending}>Send invitation</SubmitButton>
        {share.isPending && <span role="status">Sending…</span>}
      </div>
    </form>
  );
};

/** "Share": invite a registered user by e-mail; the service's refusal is shown in the dialog. */
export const ShareDialog = ({ budgetId, onShared }: { budgetId: string; onShared: (email: string) => void }) => (
  <FormDialog trigger="Share" title="Share budget">
    {(close) => <ShareForm budgetId={budgetId} close={close} onShared={onShared} />}
  </FormDialog>
);
