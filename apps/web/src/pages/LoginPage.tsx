import { type FormEvent, useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { useLogin } from "../api/auth";
import { ApiFailure } from "../api/result";
import { usePageTitle } from "../layout/usePageTitle";
import { useReturnPath } from "../session/returnPath";
import { useSession } from "../session/SessionProvider";
import { ErrorAlert } from "../ui/ErrorAlert";
import { detailFor, InputField } from "../ui/fields";
import { SubmitButton } from "../ui/SubmitButton";
import { AuthFrame } from "./auth/AuthFrame";

export default function LoginPage() {
  usePageTitle("Log in");
  const { status } = useSession();
  const returnPath = useReturnPath();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  if (status === "signedIn") return <Navigate to={returnPath} replace />;

  const details = login.error instanceof ApiFailure ? login.error.details : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };
  return (
    <AuthFrame title="Log in">
      <form onSubmit={onSubmit} noValidate>
        <ErrorAlert error={login.error} />
        <InputField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={detailFor(details, "email")}
        />
        <InputField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={detailFor(details, "password")}
        />
        <SubmitButton className="button wide" pending={login.isPending}>
          Log in
        </SubmitButton>
      </form>
      <p>
        New here?{" "}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </p>
    </AuthFrame>
  );
}
