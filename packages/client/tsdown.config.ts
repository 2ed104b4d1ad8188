import { libraryConfig } from "../../tsdown.shared.ts";

export default libraryConfig({ entry: { index: "src/index.ts" }, platform: "neutral" });
