import { failureMessage } from "../api/result";

/** A failed call, in words, announced at once (role `alert`). Renders nothing when there is no error. */
export const ErrorAlert = ({ error, message }: { error?: unknown; message?: string | null }) => {
  const text = message ?? (error === undefined || error === null ? null : failureMessage(error));
  if (!text) return null;
  return (
    <div role="alert" className="alert">
      {text}
    </div>
  );
};
