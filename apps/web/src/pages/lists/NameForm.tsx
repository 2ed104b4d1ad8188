import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../../api/result";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

/**
 * The one-field form of a category or tag ("Name", "Save"): the dialog stays open with the
 * service's answer on failure and closes on success.
 */
export const NameForm = ({
  initial = "",
  onSave,
  onDone,
}: {
  initial?: string;
  onSave: (name: string) => Promise<unknown>;
  onDone: () => void;
}) => {
  const [name, setName] = useState(initial);
  const save = useMutation({ mutationFn: onSave, onSuccess: onDone });
  const details = save.error instanceof ApiFailure ? save.error.details : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(name);
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
      <div className="actions">
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </div>
    </form>
  );
};
