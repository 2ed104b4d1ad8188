import type { Ref } from "react";
import { Link } from "react-router";
import type { CommittedImport } from "../../api/imports";

/** What the commit recorded, with the way to the transactions; its heading takes the focus. */
export const ImportResult = ({
  result,
  headingRef,
}: {
  result: CommittedImport;
  headingRef: Ref<HTMLHeadingElement>;
}) => {
  const leftOut = result.counts.duplicate + result.counts.refused;
  return (
    <section aria-labelledby="imported-heading" className="import-result">
      <h2 id="imported-heading" ref={headingRef} tabIndex={-1}>
        Imported
      </h2>
      <p>
        {result.created === 1 ? "1 transaction" : `${result.created} transactions`} recorded
        {leftOut > 0 &&
          `; ${leftOut === 1 ? "1 duplicate or refused row was" : `${leftOut} duplicate or refused rows were`} left out`}
        .
      </p>
      <p>
        <Link to="/transactions">See them on Transactions</Link>
      </p>
    </section>
  );
};
