import type { components } from "@finance/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateKeys } from "./invalidate";
import { unwrap } from "./result";

export type BudgetInvitation = components["schemas"]["BudgetInvitation"];

export const invitationKeys = {
  /** Under "budgets", so a change to budgets refreshes the inbox too. */
  all: ["budgets", "invitations"] as const,
};

/** The invitations to other users' budgets waiting for the signed-in user's answer. */
export const useInvitations = () => {
  const api = useApi();
  return useQuery({
    queryKey: invitationKeys.all,
    queryFn: async () => (await unwrap(api.GET("/api/v1/budgets/invitations"))).invitations,
  });
};

/** Accepting puts the budget in the caller's list; both answers take the invitation off the inbox. */
export const useAnswerInvitation = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invitation, status }: { invitation: BudgetInvitation; status: "accepted" | "rejected" }) =>
      (
        await unwrap(
          api.PATCH("/api/v1/budgets/{budgetId}/members/{memberId}", {
            params: { path: { budgetId: invitation.budgetId, memberId: invitation.memberId } },
            body: { status },
          }),
        )
      ).member,
    onSuccess: () => invalidateKeys(queryClient, [["budgets"], ["dashboard"]]),
  });
};
