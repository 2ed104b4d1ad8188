import { type FormEvent, useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { useRegister } from "../api/auth";
import { ApiFailure } from "../api/result";
import { usePageTitle } from "../layout/usePageTitle";
import { useReturnPath } from "../session/returnPath";
import { useSession } from "../session/SessionProvider";
import { ErrorAlert } from "../ui/ErrorAlert";
import { detailFor, InputField } from "../ui/fields";
import { SubmitButton } from "../ui/SubmitButton";
import { AuthFrame } from "./auth/AuthFrame";

export default function RegisterPage() {
  usePageTitle("Create an account");
  const { status } = useSession();
  const register = useRegister();
  const returnPath = useReturnPath();
  const location = useLocation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  if (status === "signedIn") return <Navigate to={returnPath} replace />;

  const details = register.error instanceof ApiFailure ? register.error.details : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ name: name.trim(), email: email.trim(), password });
  };
  return (
    <AuthFrame title="Create an account">
      <form onSubmit={onSubmit} noValidate>
        <ErrorAlert error={register.error} />
        <InputField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={detailFor(details, "name")}
        />
        <InputField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={detailFor(details, "email")}
        />
        <InputField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          minLength={8}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={detailFor(details, "password")}
        />
        <SubmitButton className="button wide" pending={register.isPending}>
          Create account
        </SubmitButton>
      </form>
      <p>
        Already have an account?{" "}
        <Link to="/login" state={location.state}>
          Log in
        </Link>
      </p>
    </AuthFrame>
  );
}
