import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

// A page's chunk is loaded (and transformed) on first visit, which can take over a second.
configure({ asyncUtilTimeout: 5_000 });
