import { project } from "../../vitest.shared.ts";
import { AUTHORIZATION_MATRIX } from "./vitest.authz.config.ts";
import { SCALE_BURST } from "./vitest.burst.config.ts";
import { ONE_AT_A_TIME } from "./vitest.serial.config.ts";

/**
 * Every API suite but the slow ones (projects `api-authz`, `api-burst`) and those that count or time
 * a server (`api-serial`, run after these, one at a time).
 */
export default project("api", { exclude: [...AUTHORIZATION_MATRIX, ...SCALE_BURST, ...ONE_AT_A_TIME] });
