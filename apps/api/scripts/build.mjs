/**
 * `pnpm build`: bundles src/main.ts (and src/migrate.ts, src/cluster.ts, src/worker.ts, src/ocrWorker.ts) into dist/ with esbuild.
 *
 * - Workspace packages (@finance/*) export TypeScript, so they are BUNDLED.
 * - The app's own dependencies (package.json "dependencies") stay EXTERNAL: Node resolves them
 *   from apps/api/node_modules at run time. A library a workspace package uses that is not one of
 *   them is bundled when it is plain JavaScript; native or worker-based libraries (NATIVE below)
 *   must be dependencies of @finance/api, and the build fails if one is not.
 * - `import.meta.url` inside a workspace package is replaced by that source file's own URL, so an
 *   adapter that finds its migrations (or data files) relative to itself still finds them in its
 *   package folder after bundling. Nothing is copied into dist/.
 */
import { readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const workspace = resolve(root, "../..");
const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@finance/"));
const NATIVE = [
  "better-sqlite3",
  "@node-rs/bcrypt",
  "tesseract.js",
  "@tesseract.js-data/eng",
  "onnxruntime-node",
  "sharp",
];
/** `--outdir DIR` (tests build into dist/<something>); it must stay under apps/api so externals resolve. */
const outdirFlag = process.argv.indexOf("--outdir");
const outdir = outdirFlag > 0 ? resolve(process.argv[outdirFlag + 1]) : join(root, "dist");

const packageName = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

/** @type {import("esbuild").Plugin} */
const workspacePlugin = {
  name: "finance-workspace",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || args.kind === "entry-point") return undefined;
      const name = packageName(args.path);
      if (name.startsWith("@finance/")) return undefined;
      if (external.includes(name)) return { path: args.path, external: true };
      if (NATIVE.includes(name)) {
        return {
          errors: [
            {
              text: `${name} (used by ${relative(workspace, args.importer)}) cannot be bundled: add it to apps/api/package.json dependencies`,
            },
          ],
        };
      }
      return undefined;
    });
    b.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts", resolveDir: dirname(args.path) };
    });
  },
};

await build({
  absWorkingDir: root,
  // ocrWorker: the OCR pool forks it (dist/ocrWorker.js beside main.js).
  entryPoints: {
    main: "src/main.ts",
    migrate: "src/migrate.ts",
    cluster: "src/cluster.ts",
    worker: "src/worker.ts",
    ocrWorker: "src/ocrWorker.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [workspacePlugin],
  // Bundled CommonJS code may call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`built ${relative(workspace, join(outdir, "main.js"))}`);
