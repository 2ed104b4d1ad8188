import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, focus moves to the new page's main heading, so a screen reader
 * announces where the user now is and Tab starts from the page (not from the link clicked).
 * The first render is left alone: a fresh load starts at the top of the document as usual.
 */
export const useFocusHeadingOnNavigate = () => {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
      return;
    }
    // A page still loading its data has no heading yet: focus its <main>, so focus does not stay
    // on the link that was followed, outside the page.
    document.querySelector<HTMLElement>("main")?.focus();
  }, [pathname]);
};
