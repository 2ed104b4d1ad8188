import { useState } from "react";
import { type PersonalAccessToken, usePersonalAccessTokens, useRevokePersonalAccessToken } from "../../api/tokens";
import { formatDate, formatDateTime } from "../../format/date";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { FormDialog } from "../../ui/FormDialog";
import { SubmitButton } from "../../ui/SubmitButton";
import { NewTokenForm } from "./NewTokenForm";

const accessOf = (token: PersonalAccessToken) => (token.scopes.includes("write") ? "Read and write" : "Read only");

/** Personal access tokens: for scripts and other clients, sent as `Authorization: Bearer <secret>`. */
export const TokensSection = () => {
  const tokens = usePersonalAccessTokens();
  const [revoking, setRevoking] = useState<PersonalAccessToken | null>(null);
  return (
    <section aria-labelledby="tokens-heading" className="panel">
      <h2 id="tokens-heading">Personal access tokens</h2>
      <p>
        A token lets a script or another app use the API as you, without your password. Changing your password revokes
        every token.
      </p>
      {tokens.isPending && <p role="status">Loading tokens…</p>}
      <ErrorAlert error={tokens.error} />
      {tokens.data?.length === 0 && <p>You have no personal access tokens.</p>}
      {tokens.data && tokens.data.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Your personal access tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Permissions</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>{accessOf(token)}</td>
                  <td>{formatDate(token.createdAt)}</td>
                  <td>{token.expiresAt ? formatDate(token.expiresAt) : "Never"}</td>
                  <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Never"}</td>
                  <td>
                    <button type="button" className="button secondary" onClick={() => setRevoking(token)}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewTokenForm />
      <FormDialog
        title="Revoke token"
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
      >
        {(close) => (revoking ? <RevokeConfirm token={revoking} close={close} /> : null)}
      </FormDialog>
    </section>
  );
};

const RevokeConfirm = ({ token, close }: { token: PersonalAccessToken; close: () => void }) => {
  const revoke = useRevokePersonalAccessToken();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        revoke.mutate(token.id, { onSuccess: close });
      }}
    >
      <ErrorAlert error={revoke.error} />
      <p>Revoke “{token.name}”? Anything still using it stops working at once. This cannot be undone.</p>
      <div className="actions">
        <SubmitButton className="button danger" pending={revoke.isPending}>
          Revoke
        </SubmitButton>
        <button type="button" className="button secondary" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
};
