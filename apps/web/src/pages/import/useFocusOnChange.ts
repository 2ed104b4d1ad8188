import { type RefObject, useEffect } from "react";

/**
 * Moves focus to `target` whenever `value` becomes a new non-empty value, so a keyboard or screen
 * reader user lands on what the last action produced (the preview, the result, the refusal).
 */
export const useFocusOnChange = (target: RefObject<HTMLElement | null>, value: unknown) => {
  useEffect(() => {
    if (value) target.current?.focus();
  }, [target, value]);
};
