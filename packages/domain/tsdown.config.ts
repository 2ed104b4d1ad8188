import { libraryConfig } from "../../tsdown.shared.ts";

export default libraryConfig({
  entry: { index: "src/index.ts", "testing/index": "src/testing/index.ts" },
  platform: "neutral",
});
