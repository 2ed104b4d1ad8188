import { createFinanceClient, type Fetch, type FinanceClient, type Tokens } from "@finance/client";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { unwrap } from "../api/result";
import { sessionChannel } from "./sessionChannel";

export type SessionStatus = "checking" | "signedIn" | "signedOut";

export interface Session {
  readonly status: SessionStatus;
  /** The typed API client; its access token lives in memory only. */
  readonly client: FinanceClient;
  login(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Refresh this long before the access token expires, so no request meets an expired one. */
const REFRESH_AHEAD_MS = 60_000;

/** Browsers without the Web Locks API (old ones, jsdom) run the refresh unguarded. */
const refreshLock = <T,>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== "undefined" && navigator.locks
    ? // The lock is held until `run`'s promise settles; the API's typing does not unwrap it.
      (navigator.locks.request("finance-refresh", run) as unknown as Promise<T>)
    : run();

/**
 * The signed-in state, shared across tabs. The refresh token is an HttpOnly cookie the page never
 * sees; on load the session asks the service for an access token with it. Tabs tell each other of
 * new tokens and of signing out, and refresh one at a time (a refresh token works once).
 */
export const SessionProvider = ({
  children,
  fetch,
  baseUrl,
}: {
  children: ReactNode;
  /** How requests are sent (tests answer them); default the browser's `fetch`. */
  fetch?: Fetch;
  /** Where the service is; default this page's origin (the API serves the app). */
  baseUrl?: string;
}) => {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>("checking");
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const channel = useMemo(sessionChannel, []);

  const client = useMemo(() => {
    const scheduleRefresh = (tokens: Tokens) => {
      clearTimeout(refreshTimer.current);
      if (tokens.expiresAt === undefined) return;
      const delay = Math.max(tokens.expiresAt - Date.now() - REFRESH_AHEAD_MS, 5_000);
      refreshTimer.current = setTimeout(() => void created.refresh(), delay);
    };
    const created = createFinanceClient({
      baseUrl: baseUrl ?? window.location.origin,
      ...(fetch ? { fetch } : {}),
      session: "cookie",
      refreshLock,
      onTokens: (tokens) => {
        if (tokens) {
          scheduleRefresh(tokens);
          channel.announceTokens(tokens);
          setStatus("signedIn");
        } else {
          clearTimeout(refreshTimer.current);
          setStatus("signedOut");
        }
      },
    });
    return created;
  }, [channel, fetch, baseUrl]);

  useEffect(() => {
    let active = true;
    void client.refresh().then((ok) => {
      if (active && !ok) setStatus("signedOut");
    });
    const stop = channel.listen({
      tokens: (tokens) => void client.setTokens(tokens),
      signedOut: () => {
        void client.setTokens(null);
        queryClient.clear();
      },
    });
    return () => {
      active = false;
      stop();
      clearTimeout(refreshTimer.current);
    };
  }, [client, channel, queryClient]);

  const session = useMemo<Session>(
    () => ({
      status,
      client,
      async login(email, password) {
        await unwrap(client.login({ email, password }));
      },
      async register(name, email, password) {
        await unwrap(client.POST("/api/v1/auth/register", { body: { name, email, password } }));
        await unwrap(client.login({ email, password }));
      },
      async logout() {
        await client.logout();
        channel.announceSignedOut();
        queryClient.clear();
      },
    }),
    [status, client, channel, queryClient],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider above it");
  return session;
};

/** The API client of the signed-in session (for the query layer). */
export const useApi = (): FinanceClient => useSession().client;
