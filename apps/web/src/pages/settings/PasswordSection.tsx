import { type FormEvent, useState } from "react";
import { useChangePassword } from "../../api/auth";
import { ApiFailure } from "../../api/result";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { detailFor, InputField } from "../../ui/fields";
import { SubmitButton } from "../../ui/SubmitButton";

/**
 * Changing the password ends every other session and revokes every personal access token; the
 * service answers a new session for this one, so the user stays signed in here.
 */
export const PasswordSection = () => {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const details = change.error instanceof ApiFailure ? change.error.details : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword("");
          setNewPassword("");
        },
      },
    );
  };
  return (
    <section aria-labelledby="password-heading" className="panel" id="password">
      <h2 id="password-heading">Password</h2>
      <form onSubmit={onSubmit} noValidate className="narrow-form">
        <ErrorAlert error={change.error} />
        {change.isSuccess && (
          <p role="status" className="notice">
            Password changed. Every other session and every personal access token has been signed out; you stay signed
            in here.
          </p>
        )}
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={detailFor(details, "currentPassword")}
        />
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          minLength={8}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={detailFor(details, "newPassword")}
        />
        <SubmitButton className="button" pending={change.isPending}>
          Change password
        </SubmitButton>
      </form>
    </section>
  );
};
