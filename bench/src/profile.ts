import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The parts of a V8 .cpuprofile (written by `node --cpu-prof`) this summary reads. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/.pnpm/x@1/node_modules/@scope/x/...` -> `@scope/x`; the app bundle and node internals by name. */
const owner = (url: string, functionName: string): string => {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + "/node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : (first ?? url);
  }
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/dist/")) return "app bundle (apps/api/dist)";
  return url;
};

const short = (url: string) => url.replace(/^file:\/\//, "").replace(/^.*\/node_modules\/(?!\.pnpm)/, "~/");

/**
 * Self time per function and per package of every .cpuprofile in `dir`, hottest first.
 * Answers printable text.
 */
export const summarizeProfiles = (dir: string, top = 30, depth = 8): string => {
  const files = readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  /** function -> caller chain (innermost first, `depth` frames) -> micros. */
  const callers = new Map<string, Map<string, number>>();
  /** Inclusive time: each function once per sample in which it is on the stack. */
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const label = (id: number) => {
      const frame = nodes.get(id);
      return frame ? `${frame.functionName || "(anonymous)"} ${short(frame.url)}:${frame.lineNumber + 1}` : "?";
    };
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id);
      const micros = profile.timeDeltas[index] ?? 0;
      if (!frame || frame.functionName === "(idle)") return;
      total += micros;
      const name = label(id);
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      const chain: string[] = [];
      const seen = new Set<string>([name]);
      for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
        const caller = label(at);
        if (chain.length < depth) chain.push(caller);
        seen.add(caller);
      }
      for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + micros);
      const stacks = callers.get(name) ?? new Map<string, number>();
      const key = chain.join("\n        <- ");
      stacks.set(key, (stacks.get(key) ?? 0) + micros);
      callers.set(name, stacks);
      const pkg = owner(frame.url, frame.functionName);
      byOwner.set(pkg, (byOwner.get(pkg) ?? 0) + micros);
    });
  }
  const table = (map: Map<string, number>, limit: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(
        ([name, micros]) =>
          `  ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
      )
      .join("\n");
  return [
    `${files.length} profile(s) in ${dir}, ${(total / 1e6).toFixed(1)} s of busy samples`,
    "Self time by package:",
    table(byOwner, 15),
    "Self time by function:",
    table(byFunction, top),
    "Total (inclusive) time, app and library frames:",
    table(
      new Map(
        [...inclusive.entries()].filter(
          ([fn]) =>
            !/^\((root|program|garbage collector)\)|node:internal|node:events|runMicrotasks|processTicksAndRejections|compose\.js/.test(
              fn,
            ),
        ),
      ),
      top,
    ),
    "Callers of the five hottest functions (most frequent chain):",
    ...[...byFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name]) => {
        const stacks = [...(callers.get(name) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
        return `  ${name}\n        <- ${stacks[0]?.[0] ?? "(root)"}`;
      }),
  ].join("\n");
};

// `tsx bench/src/profile.ts DIR` summarizes an existing folder of profiles.
if (process.argv[1]?.endsWith("profile.ts") && process.argv[2]) {
  console.log(summarizeProfiles(process.argv[2], Number(process.argv[3] ?? 30), Number(process.argv[4] ?? 8)));
}
