import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./SessionProvider";

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export const RequireSession = () => {
  const { status } = useSession();
  const location = useLocation();
  if (status === "checking") {
    return (
      <p className="page-status" role="status">
        Loading…
      </p>
    );
  }
  if (status === "signedOut") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
};
