import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "./layout/AppLayout";
import { RouteError } from "./layout/RouteError";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RequireSession } from "./session/RequireSession";

/** A page module loaded when its route is first visited, so the first page sends only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Shown while the first page's chunk loads: never a blank screen. */
const PageLoading = () => (
  <p className="page-status" role="status">
    Loading…
  </p>
);

/**
 * The pages of the UI contract; every path is deep-linkable and safe to reload.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    // Sign-in pages and the session check: an error there has no layout to keep.
    ErrorBoundary: RouteError,
    children: [
      { path: "/login", ...page(() => import("./pages/LoginPage")) },
      { path: "/register", ...page(() => import("./pages/RegisterPage")) },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                // A page that fails to load or render is replaced by the error, inside the layout.
                ErrorBoundary: RouteError,
                children: [
                  { index: true, ...page(() => import("./pages/DashboardPage")) },
                  { path: "transactions", ...page(() => import("./pages/TransactionsPage")) },
                  { path: "wallets", ...page(() => import("./pages/WalletsPage")) },
                  { path: "categories", ...page(() => import("./pages/CategoriesPage")) },
                  { path: "tags", ...page(() => import("./pages/TagsPage")) },
                  { path: "budgets", ...page(() => import("./pages/BudgetsPage")) },
                  { path: "budgets/:budgetId", ...page(() => import("./pages/BudgetPage")) },
                  { path: "receipts", ...page(() => import("./pages/ReceiptsPage")) },
                  { path: "import", ...page(() => import("./pages/ImportPage")) },
                  { path: "settings", ...page(() => import("./pages/SettingsPage")) },
                  { path: "*", Component: NotFoundPage },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
