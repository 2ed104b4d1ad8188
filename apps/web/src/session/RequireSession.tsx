import { Navigate, Outlet, useLocation } from "react-router";
import { NETWORK_FAILURE_MESSAGE } from "../api/result";
import { ErrorAlert } from "../ui/ErrorAlert";
import { useSession } from "./SessionProvider";

/** Where a signed-out visitor was going: `/login` sends them back there after signing in. */
export interface FromState {
  readonly from?: string;
}

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export const RequireSession = () => {
  const { status, recheck } = useSession();
  const location = useLocation();
  if (status === "checking") {
    return (
      <p className="page-status" role="status">
        Loading…
      </p>
    );
  }
  if (status === "unreachable") {
    return (
      <main className="page-status">
        <ErrorAlert message={NETWORK_FAILURE_MESSAGE} />
        <button type="button" className="button" onClick={recheck}>
          Try again
        </button>
      </main>
    );
  }
  if (status === "signedOut") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
};
