import { useEffect, useRef, useState } from "react";

/**
 * A new token's secret, the one time it exists outside the service (only its hash is stored):
 * a warning, the secret in a read-only field to select, and a Copy button.
 */
export const TokenSecret = ({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) => {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  };
  return (
    <section aria-labelledby="token-secret-heading" className="secret-once">
      <h3 id="token-secret-heading" ref={heading} tabIndex={-1}>
        Token “{name}” created
      </h3>
      <p className="warning">
        <strong>Copy it now: it will not be shown again.</strong> Anyone holding it can use your account within its
        access, so keep it like a password.
      </p>
      <div className="field">
        <label htmlFor="token-secret">Secret</label>
        <input
          id="token-secret"
          readOnly
          value={secret}
          className="secret"
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status">
        {copied === "yes"
          ? "Copied to the clipboard."
          : copied === "failed"
            ? "Copying failed: select it and copy."
            : ""}
      </p>
    </section>
  );
};
