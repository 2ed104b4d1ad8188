import { budgetSharesExceeded, invalidField } from "../../shared/domainErrors";
import type { BudgetId, BudgetMemberId, UserId } from "../../shared/Id";

export const MEMBER_ROLES = ["viewer", "editor"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ["pending", "accepted", "rejected"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The two answers an invitee may give. */
export const INVITATION_ANSWERS = ["accepted", "rejected"] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

export interface BudgetMember {
  readonly id: BudgetMemberId;
  readonly budgetId: BudgetId;
  readonly userId: UserId;
  readonly email: string;
  readonly role: MemberRole;
  /** Percentage (0-100) of the limit earmarked for this member, or null. */
  readonly share: number | null;
  readonly status: MemberStatus;
  readonly invitedAt: Date;
  readonly respondedAt: Date | null;
}

/** `viewer` (the default when absent) or `editor`, case-insensitive. */
export const parseMemberRole = (value: unknown): MemberRole => {
  if (value === undefined || value === null) return "viewer";
  const role = typeof value === "string" ? value.trim().toLowerCase() : "";
  if ((MEMBER_ROLES as readonly string[]).includes(role)) return role as MemberRole;
  throw invalidField("role", `Role must be one of ${MEMBER_ROLES.join(", ")}`);
};

/** Optional percentage 0-100 with at most two decimals; null when absent. */
export const parseMemberShare = (value: unknown): number | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) {
    throw invalidField("share", "Share must be a number from 0 to 100");
  }
  if (Math.round(value * 100) / 100 !== value) throw invalidField("share", "Share has more than 2 decimal places");
  return value;
};

/** `accepted` or `rejected`; anything else (pending included) is a validation failure. */
export const parseInvitationAnswer = (value: unknown): InvitationAnswer => {
  const status = typeof value === "string" ? value.trim().toLowerCase() : "";
  if ((INVITATION_ANSWERS as readonly string[]).includes(status)) return status as InvitationAnswer;
  throw invalidField("status", `Status must be one of ${INVITATION_ANSWERS.join(", ")}`);
};

/** The members' shares of one budget, pending and accepted, add up to at most this percentage. */
export const MAX_TOTAL_SHARE = 100;

/** Whether a membership's share counts towards MAX_TOTAL_SHARE (a rejected invitation holds none). */
export const holdsShare = (member: Pick<BudgetMember, "status">): boolean => member.status !== "rejected";

/**
 * Refuses `added` when, with the shares the budget's other members hold, the total would pass
 * MAX_TOTAL_SHARE. Counted in hundredths (shares have two decimals) so no float sum decides.
 * Adapters call it inside the same atomic step as the write.
 */
export const assertSharesFit = (held: readonly (number | null)[], added: number | null): void => {
  if (added === null) return;
  const hundredths = (share: number | null) => (share === null ? 0 : Math.round(share * 100));
  const total = held.reduce<number>((sum, share) => sum + hundredths(share), hundredths(added));
  if (total > MAX_TOTAL_SHARE * 100) {
    throw budgetSharesExceeded(total, total - hundredths(added), MAX_TOTAL_SHARE * 100);
  }
};
