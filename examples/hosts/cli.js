// Deno, Bun and Node: run the scenario, print its checks, exit non-zero on any failure.
import { runScenario } from "../scenario.js";

const runtime = globalThis.Deno
  ? `Deno ${Deno.version.deno}`
  : globalThis.Bun
    ? `Bun ${Bun.version}`
    : `Node ${process.version}`;
try {
  const { checks, lines } = await runScenario();
  console.log(lines.join("\n"));
  console.log(`PASSED ${checks} checks on ${runtime}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (globalThis.Deno) Deno.exit(1);
  else process.exit(1);
}
