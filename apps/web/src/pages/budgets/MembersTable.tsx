import { useNavigate } from "react-router";
import { type Budget, type BudgetMember, type BudgetRole, useRemoveMember } from "../../api/budgets";
import { formatDate } from "../../format/date";
import { formatPercent } from "../../format/percent";
import { ErrorAlert } from "../../ui/ErrorAlert";

const STATUS_LABELS: Record<BudgetMember["status"], string> = {
  pending: "Invited, no answer yet",
  accepted: "Accepted",
  rejected: "Rejected",
};

/**
 * The budget's memberships with role and status. The owner may remove anyone and a member may
 * leave; the API has no call to change a member's role (remove and invite again instead).
 */
export const MembersTable = ({ budget, role, me }: { budget: Budget; role: BudgetRole; me: string | null }) => {
  const remove = useRemoveMember(budget.id);
  const navigate = useNavigate();
  if (budget.members.length === 0) {
    return <p>Nobody else is invited to this budget yet.</p>;
  }
  const removing = (member: BudgetMember) => remove.isPending && remove.variables === member.id;
  return (
    <>
      <ErrorAlert error={remove.error} />
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Share of limit</th>
              <th scope="col">Status</th>
              <th scope="col">Invited</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {budget.members.map((member) => {
              const isMe = me !== null && member.userId === me;
              return (
                <tr key={member.id}>
                  <td>
                    {member.email}
                    {isMe && " (you)"}
                  </td>
                  <td>{member.role === "editor" ? "Editor" : "Viewer"}</td>
                  <td>{member.share === null ? "—" : formatPercent(member.share)}</td>
                  <td>{STATUS_LABELS[member.status]}</td>
                  <td>{formatDate(member.invitedAt)}</td>
                  <td>
                    {isMe ? (
                      <button
                        type="button"
                        className="secondary"
                        disabled={removing(member)}
                        onClick={() => remove.mutate(member.id, { onSuccess: () => navigate("/budgets") })}
                      >
                        Leave
                      </button>
                    ) : role === "owner" || role === "unknown" ? (
                      <button
                        type="button"
                        className="secondary"
                        disabled={removing(member)}
                        onClick={() => remove.mutate(member.id)}
                      >
                        Remove
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
};
