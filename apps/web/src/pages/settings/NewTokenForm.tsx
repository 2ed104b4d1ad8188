import { type FormEvent, useState } from "react";
import { ApiFailure } from "../../api/result";
import { useCreatePersonalAccessToken } from "../../api/tokens";
import { dayEndInstant, todayInput } from "../../format/date";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField, SelectField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { TokenSecret } from "./TokenSecret";

const ACCESS = [
  { value: "read", label: "Read only (GET)" },
  { value: "read write", label: "Read and write" },
] as const;

/** Creates a personal access token; its secret is shown once, right here, then never again. */
export const NewTokenForm = () => {
  const create = useCreatePersonalAccessToken();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<string>("read");
  const [expires, setExpires] = useState("");
  const details = create.error instanceof ApiFailure ? create.error.details : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const scopes = access.split(" ") as Array<"read" | "write">;
    create.mutate(
      { name: name.trim(), scopes, ...(expires ? { expiresAt: dayEndInstant(expires) } : {}) },
      {
        onSuccess: () => {
          setName("");
          setExpires("");
        },
      },
    );
  };

  if (create.data) {
    return <TokenSecret name={create.data.token.name} secret={create.data.secret} onDone={() => create.reset()} />;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="narrow-form">
      <h3>New token</h3>
      <ErrorAlert error={create.error} />
      <InputField
        label="Token name"
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={detailFor(details, "name")}
      />
      <SelectField
        label="Permissions"
        options={ACCESS}
        value={access}
        onChange={(event) => setAccess(event.target.value)}
        error={detailFor(details, "scopes")}
      />
      <InputField
        label="Expires on"
        hint="Optional: empty means it never expires."
        type="date"
        min={todayInput()}
        value={expires}
        onChange={(event) => setExpires(event.target.value)}
        error={detailFor(details, "expiresAt")}
      />
      <SubmitButton className="button" pending={create.isPending}>
        Create token
      </SubmitButton>
    </form>
  );
};
