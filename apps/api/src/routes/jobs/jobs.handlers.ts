import type { AppRouteHandler } from "../../http/openapi";
import { success } from "../../http/openapi";
import { presentJob } from "./jobs.presenters";
import type * as routes from "./jobs.routes";

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const job = await c.get("useCases").getJob.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("JOB_FETCHED", "Job found", { job: presentJob(job) }), 200);
};
