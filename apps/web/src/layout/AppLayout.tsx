import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { failureMessage } from "../api/result";
import { useSession } from "../session/SessionProvider";
import { ErrorAlert } from "../ui/ErrorAlert";
import { useFocusHeadingOnNavigate } from "./useFocusHeadingOnNavigate";

const LINKS = [
  { to: "/", label: "Dashboard" },
  { to: "/transactions", label: "Transactions" },
  { to: "/wallets", label: "Wallets" },
  { to: "/categories", label: "Categories" },
  { to: "/tags", label: "Tags" },
  { to: "/budgets", label: "Budgets" },
  { to: "/receipts", label: "Receipts" },
  { to: "/import", label: "Import" },
  { to: "/settings", label: "Settings" },
] as const;

/**
 * Every signed-in page: a skip link, the navigation landmark and "Log out", then the page in
 * <main>. On a phone the links wrap onto more lines instead of hiding behind a menu, so every one
 * stays one tap (and one Tab) away.
 */
export const AppLayout = () => {
  const { logout } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useFocusHeadingOnNavigate();
  const onLogout = () => {
    setError(null);
    setLeaving(true);
    logout()
      .catch((failure: unknown) => setError(failureMessage(failure)))
      .finally(() => setLeaving(false));
  };
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="app-name">Finance</span>
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
        <button type="button" className="button secondary" onClick={onLogout} disabled={leaving}>
          Log out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorAlert message={error} />
        <Outlet />
      </main>
    </div>
  );
};
