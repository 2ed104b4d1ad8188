import { type ReactNode, useId } from "react";

/** A dashboard region: a `section` named by its heading, so it is a landmark a screen reader can jump to. */
export const Region = ({ title, children, className }: { title: string; children: ReactNode; className?: string }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `region ${className}` : "region"}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
};

/** Items grouped by currency, in the order each currency first appears: never summed across them. */
export const byCurrency = <T extends { currency: string }>(items: readonly T[]): Array<[string, T[]]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.currency);
    if (group) group.push(item);
    else groups.set(item.currency, [item]);
  }
  return [...groups];
};
