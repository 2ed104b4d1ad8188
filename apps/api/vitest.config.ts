import { project } from "../../vitest.shared.ts";
import { AUTHORIZATION_MATRIX } from "./vitest.authz.config.ts";

/** Every API suite but the authorization matrix, which is a project of its own (`api-authz`). */
export default project("api", { exclude: AUTHORIZATION_MATRIX, isolate: false });
