import { project } from "../../vitest.shared.ts";

export default project("adapter-rrule");
