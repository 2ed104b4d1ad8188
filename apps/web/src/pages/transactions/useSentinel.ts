import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onVisible` when the element scrolls near the viewport (IntersectionObserver, 400 px
 * ahead). The observer is made again whenever `generation` changes (a page arrived), so a
 * sentinel still in view after a short page asks for the next one too. Without the observer
 * nothing happens: the "Load more" button does the same.
 */
export const useSentinel = <T extends Element>(
  onVisible: () => void,
  { enabled, generation }: { enabled: boolean; generation: number },
): RefObject<T | null> => {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page that arrives makes a new observer (see above)
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
};
