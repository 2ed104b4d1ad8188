import { Link } from "react-router";
import { usePageTitle } from "../layout/usePageTitle";

export const NotFoundPage = () => {
  usePageTitle("Not found");
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to="/">Go to the dashboard</Link>.
      </p>
    </>
  );
};
