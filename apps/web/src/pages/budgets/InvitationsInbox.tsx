import { type BudgetInvitation, useAnswerInvitation, useInvitations } from "../../api/invitations";
import { formatDate } from "../../format/date";
import { formatPercent } from "../../format/percent";
import { ErrorAlert } from "../../ui/ErrorAlert";

const Invitation = ({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: BudgetInvitation;
  busy: boolean;
  onAnswer: (status: "accepted" | "rejected") => void;
}) => (
  <li className="invitation">
    <p>
      <strong>{invitation.owner.name}</strong> ({invitation.owner.email}) invites you to the budget{" "}
      <strong>{invitation.budgetName}</strong> as {invitation.role === "editor" ? "an editor" : "a viewer"}
      {invitation.share !== null && <>, with {formatPercent(invitation.share)} of its limit</>}.
    </p>
    <p className="meta">Invited {formatDate(invitation.invitedAt)}</p>
    <div className="actions">
      <button type="button" disabled={busy} onClick={() => onAnswer("accepted")}>
        Accept
      </button>
      <button type="button" className="secondary" disabled={busy} onClick={() => onAnswer("rejected")}>
        Reject
      </button>
    </div>
  </li>
);

/** The invitations waiting for the signed-in user; accepting adds the budget to the list above. */
export const InvitationsInbox = () => {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  return (
    <section aria-labelledby="invitations-heading" className="budget-section">
      <h2 id="invitations-heading">Invitations</h2>
      <ErrorAlert error={answer.error} />
      {invitations.isPending ? (
        <p role="status">Loading invitations…</p>
      ) : invitations.isError ? (
        <ErrorAlert error={invitations.error} />
      ) : invitations.data.length === 0 ? (
        <p>No invitations are waiting for you.</p>
      ) : (
        <ul className="invitation-list">
          {invitations.data.map((invitation) => (
            <Invitation
              key={invitation.memberId}
              invitation={invitation}
              busy={answer.isPending && answer.variables?.invitation.memberId === invitation.memberId}
              onAnswer={(status) => answer.mutate({ invitation, status })}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
