import type { ReactNode } from "react";

/**
 * A form's submit button that refuses clicks while its request is pending. It says so with
 * `aria-disabled` instead of `disabled`: a disabled button loses focus to the page body, which
 * in a dialog leaves the keyboard outside it (Escape and Tab stop working).
 */
export const SubmitButton = ({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) => (
  <button
    type="submit"
    className={className}
    aria-disabled={pending || undefined}
    onClick={(event) => {
      if (pending) event.preventDefault();
    }}
  >
    {children}
  </button>
);
