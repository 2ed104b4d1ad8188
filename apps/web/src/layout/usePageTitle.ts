import { useEffect } from "react";

/** The document title names the page, so a screen reader and the tab strip say where you are. */
export const usePageTitle = (title: string) => {
  useEffect(() => {
    document.title = `${title} · Finance`;
  }, [title]);
};
