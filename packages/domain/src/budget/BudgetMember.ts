export const MEMBER_ROLES = ["viewer", "editor"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ["pending", "accepted", "rejected"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface BudgetMember {
  readonly id: string;
  readonly budgetId: string;
  readonly userId: string;
  readonly email: string;
  readonly role: MemberRole;
  /** Percentage (0-100) of the limit earmarked for this member, or null. */
  readonly share: number | null;
  readonly status: MemberStatus;
  readonly invitedAt: Date;
  readonly respondedAt: Date | null;
}
