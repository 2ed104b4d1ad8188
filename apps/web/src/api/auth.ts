import type { components } from "@finance/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../session/SessionProvider";
import { unwrap } from "./result";
import { tokenKeys } from "./tokens";

/** Signs in; the session's status turns `signedIn` and the login page sends the visitor on. */
export const useLogin = () => {
  const session = useSession();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => session.login(email, password),
  });
};

/** Creates the account, then signs in with it. */
export const useRegister = () => {
  const session = useSession();
  return useMutation({
    mutationFn: ({ name, email, password }: components["schemas"]["Register"]) =>
      session.register(name, email, password),
  });
};

/**
 * Changes the password. The service then revokes every other session and personal access token,
 * and answers a fresh session for this one, which the app keeps so the user stays signed in.
 */
export const useChangePassword = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (passwords: { currentPassword: string; newPassword: string }) => {
      // `session: "cookie"`: the service sets the new session's refresh token as the cookie.
      const body = { ...passwords, session: "cookie" as const };
      const answer = await unwrap(session.client.POST("/api/v1/auth/password", { body }));
      await session.adopt(answer);
      return answer;
    },
    // The personal access tokens were revoked with the old password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
};
