import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ApiFailure } from "../../api/result";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { type Option, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

/**
 * The confirmation of a delete ("Delete"). When the service answers that the item is still in use
 * (`inUseCode`), its message is shown and the person may pick another item to take over what uses
 * it (the API's `reassignTo`); deleting again then moves everything and deletes in one write.
 */
export const DeleteForm = ({
  question,
  inUseCode,
  reassignLabel,
  candidates = [],
  noCandidates,
  onDelete,
  onDone,
}: {
  /** "Delete the wallet Cash?" */
  question: string;
  /** The service's code for "still in use"; absent where deleting never needs a reassign. */
  inUseCode?: string;
  /** "Move its transactions and budgets to" */
  reassignLabel?: string;
  candidates?: readonly Option[];
  /** Said when there is nothing to move them to. */
  noCandidates?: string;
  onDelete: (reassignTo: string | undefined) => Promise<unknown>;
  onDone: () => void;
}) => {
  const [target, setTarget] = useState("");
  const [needsTarget, setNeedsTarget] = useState(false);
  const [targetProblem, setTargetProblem] = useState<string | undefined>();
  const questionId = useId();
  const remove = useMutation({
    mutationFn: onDelete,
    onSuccess: onDone,
    onError: (error) => {
      if (inUseCode && error instanceof ApiFailure && error.code === inUseCode) setNeedsTarget(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsTarget && candidates.length > 0 && !target) {
      setTargetProblem("Choose where to move them, or close this dialog");
      return;
    }
    setTargetProblem(undefined);
    remove.mutate(needsTarget && target ? target : undefined);
  };
  return (
    <form onSubmit={submit} aria-describedby={questionId} noValidate>
      <p id={questionId}>{question}</p>
      <ErrorAlert error={remove.error} />
      {needsTarget &&
        (candidates.length > 0 ? (
          <SelectField
            label={reassignLabel ?? "Move what uses it to"}
            name="reassignTo"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={candidates}
            placeholder="Choose one"
            error={targetProblem}
          />
        ) : (
          <p>{noCandidates}</p>
        ))}
      <div className="actions">
        <SubmitButton className="danger" pending={remove.isPending}>
          Delete
        </SubmitButton>
      </div>
    </form>
  );
};
