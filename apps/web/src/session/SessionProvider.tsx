import { createFinanceClient, type Fetch, type FinanceClient, type Tokens } from "@finance/client";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { ApiFailure, unwrap } from "../api/result";
import { type SessionChannel, sessionChannel } from "./sessionChannel";

/** `unreachable`: the first refresh never reached the service, so whether a session exists is unknown. */
export type SessionStatus = "checking" | "signedIn" | "signedOut" | "unreachable";

export interface Session {
  readonly status: SessionStatus;
  /** The typed API client; its access token lives in memory only. */
  readonly client: FinanceClient;
  login(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  /** Ends the session on the service and in every tab of the app. */
  logout(): Promise<void>;
  /** Keeps the access token of an answer that started a new session (a password change). */
  adopt(answer: { accessToken: string; expiresIn: number }): Promise<void>;
  /** Asks the service again whether the refresh cookie is good (after `unreachable`). */
  recheck(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Refresh this long before the access token expires (a quarter of its life when that is shorter),
 * so no request meets an expired one.
 */
const REFRESH_AHEAD_MS = 60_000;
/** After a refresh that could not reach the service, try again this much later. */
const RETRY_MS = 30_000;

/**
 * Answers that say the access token no longer works (e.g. revoked by a password change made
 * elsewhere). The client refreshes by itself only on AUTH_TOKEN_EXPIRED.
 */
const TOKEN_REFUSED = new Set(["AUTH_TOKEN_INVALID", "AUTH_TOKEN_MISSING"]);
/** At most one such refresh this often, so a token the service keeps refusing cannot loop. */
const REFUSED_RETRY_MS = 10_000;

/** Browsers without the Web Locks API (old ones, jsdom) run the refresh unguarded. */
const refreshLock = <T,>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== "undefined" && navigator.locks
    ? // The lock is held until `run`'s promise settles; the API's typing does not unwrap it.
      (navigator.locks.request("finance-refresh", run) as unknown as Promise<T>)
    : run();

/**
 * The signed-in state, shared across tabs. The refresh token is an HttpOnly cookie the page never
 * sees; on load the session asks the service for an access token with it, and again shortly
 * before that token expires. Tabs tell each other of new tokens and of signing out, and refresh
 * one at a time (the cookie rotates on every refresh).
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
  const [checks, setChecks] = useState(0);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const channel = useRef<SessionChannel | null>(null);

  const client = useMemo(() => {
    const refreshLater = (delay: number) => {
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => {
        created.refresh().catch(() => refreshLater(RETRY_MS));
      }, delay);
    };
    const created = createFinanceClient({
      baseUrl: baseUrl ?? window.location.origin,
      ...(fetch ? { fetch } : {}),
      session: "cookie",
      refreshLock,
      onTokens: (tokens: Tokens | null) => {
        if (tokens) {
          if (tokens.expiresAt !== undefined) {
            const left = tokens.expiresAt - Date.now();
            refreshLater(Math.max(left - Math.min(REFRESH_AHEAD_MS, left / 4), 1_000));
          }
          channel.current?.announceTokens(tokens);
          setStatus("signedIn");
        } else {
          clearTimeout(refreshTimer.current);
          // Nothing of this user's stays for whoever signs in next in this tab.
          queryClient.clear();
          setStatus("signedOut");
        }
      },
    });
    return created;
  }, [fetch, baseUrl, queryClient]);

  // On load (and on a recheck): an access token from the refresh cookie, if it is still good.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checks` only asks for another run.
  useEffect(() => {
    let active = true;
    client.refresh().then(
      (ok) => {
        if (active && !ok) setStatus("signedOut");
      },
      () => {
        if (active) setStatus("unreachable");
      },
    );
    return () => {
      active = false;
    };
  }, [client, checks]);

  useEffect(() => {
    const opened = sessionChannel();
    channel.current = opened;
    const stop = opened.listen({
      tokens: (tokens) => void client.setTokens(tokens),
      signedOut: () => void client.setTokens(null),
    });
    return () => {
      stop();
      opened.close();
      channel.current = null;
      clearTimeout(refreshTimer.current);
    };
  }, [client]);

  // A call refused for its access token: refresh from the cookie once, then ask again; when the
  // cookie is refused too, the session ends and the user is sent to /login.
  useEffect(() => {
    let lastTry = 0;
    const onFailure = (error: unknown) => {
      if (!(error instanceof ApiFailure) || error.status !== 401 || !TOKEN_REFUSED.has(error.code)) return;
      if (Date.now() - lastTry < REFUSED_RETRY_MS) return;
      lastTry = Date.now();
      client.refresh().then(
        (ok) => {
          if (ok) void queryClient.invalidateQueries();
        },
        () => {},
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onFailure(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onFailure(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, queryClient]);

  const recheck = useCallback(() => {
    setStatus("checking");
    setChecks((count) => count + 1);
  }, []);

  const session = useMemo<Session>(
    () => ({
      status,
      client,
      recheck,
      async login(email, password) {
        await unwrap(client.login({ email, password }));
      },
      async register(name, email, password) {
        await unwrap(client.POST("/api/v1/auth/register", { body: { name, email, password } }));
        await unwrap(client.login({ email, password }));
      },
      async logout() {
        await client.logout();
        channel.current?.announceSignedOut();
      },
      async adopt(answer) {
        await client.setTokens({ accessToken: answer.accessToken, expiresAt: Date.now() + answer.expiresIn * 1000 });
      },
    }),
    [status, client, recheck],
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
