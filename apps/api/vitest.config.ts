import { project } from "../../vitest.shared.ts";
import { AUTHORIZATION_MATRIX } from "./vitest.authz.config.ts";
import { SCALE_BURST } from "./vitest.burst.config.ts";

/** Every API suite but the slow ones, projects of their own (`api-authz`, `api-burst`). */
export default project("api", { exclude: [...AUTHORIZATION_MATRIX, ...SCALE_BURST], isolate: false });
