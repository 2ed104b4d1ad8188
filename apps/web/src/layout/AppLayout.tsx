import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { failureMessage } from "../api/result";
import { useSession } from "../session/SessionProvider";
import { ErrorAlert } from "../ui/ErrorAlert";

/** "Import" joins these when the import capability lands. */
const LINKS = [
  { to: "/", label: "Dashboard" },
  { to: "/transactions", label: "Transactions" },
  { to: "/wallets", label: "Wallets" },
  { to: "/categories", label: "Categories" },
  { to: "/tags", label: "Tags" },
  { to: "/budgets", label: "Budgets" },
  { to: "/receipts", label: "Receipts" },
  { to: "/settings", label: "Settings" },
] as const;

/** Every signed-in page: a skip link, the navigation landmark, "Log out", then the page in <main>. */
export const AppLayout = () => {
  const { logout } = useSession();
  const [error, setError] = useState<string | null>(null);
  const onLogout = () => {
    setError(null);
    logout().catch((failure: unknown) => setError(failureMessage(failure)));
  };
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <nav aria-label="Main">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button secondary" onClick={onLogout}>
          Log out
        </button>
      </header>
      {error && <ErrorAlert message={error} />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
