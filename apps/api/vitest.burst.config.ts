import { project } from "../../vitest.shared.ts";

/**
 * Two API processes and two worker processes on one PostgreSQL and one Redis, a burst, a worker
 * killed: child processes, real OCR, about a minute. Its own project so it runs with the slow
 * suites, after the other API failures showed; its own group order, since Vitest runs projects of
 * one order with one worker count.
 */
export const SCALE_BURST = ["test/burst.scale.test.ts"];

export default project("api-burst", { include: SCALE_BURST, fileParallelism: false, groupOrder: 2 });
