/**
 * The package arrow points inward: the domain imports nothing; adapters import only the domain
 * (the SQLite and PostgreSQL adapters also their shared SQL layer, `adapter-sql`);
 * only the app (the composition root) names concrete adapters; the domain's in-memory testing kit
 * is used by tests only. `pnpm lint` fails on any breach.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "The domain has no runtime dependencies, no Node built-ins and no other package.",
      severity: "error",
      from: { path: "^packages/domain/src" },
      to: { pathNot: "^packages/domain/src" },
    },
    {
      name: "domain-code-does-not-use-its-testing-kit",
      comment:
        "The in-memory adapters (`@finance/domain/testing`) ship with the domain, but the domain never runs on them.",
      severity: "error",
      from: { path: "^packages/domain/src/(?!testing/)" },
      to: { path: "^packages/domain/src/testing/" },
    },
    {
      name: "domain-model-never-uses-application",
      comment:
        "Entities, value objects, rules and ports (model/) and the kernel (shared/) know nothing of the use cases that drive them.",
      severity: "error",
      from: { path: "^packages/domain/src/(model|shared)/" },
      to: { path: "^packages/domain/src/application/" },
    },
    {
      name: "domain-kernel-stands-alone",
      comment: "The kernel (ids, errors, clock, text, dates, paging) imports only itself, so every layer may use it.",
      severity: "error",
      from: { path: "^packages/domain/src/shared/" },
      to: { path: "^packages/domain/src/", pathNot: "^packages/domain/src/shared/" },
    },
    {
      name: "domain-folders-not-circular",
      comment:
        "No two domain folders reach each other: a rule two areas need lives in the area that owns it (or the kernel), so each folder can be read without the ones above it.",
      severity: "error",
      scope: "folder",
      from: { path: "^packages/domain/src/" },
      to: { path: "^packages/domain/src/", circular: true },
    },
    {
      name: "testing-kit-only-in-tests",
      comment:
        "`@finance/domain/testing` and `@finance/adapter-queue/testing` are for tests: no other package's, app's or script's source may use them.",
      severity: "error",
      from: { path: "^(packages/[^/]+/|apps/[^/]+/|bench/)src/", pathNot: "^packages/(domain|adapter-queue)/src/" },
      to: { path: "^packages/(domain|adapter-queue)/src/testing/" },
    },
    {
      name: "receipt-reader-is-pure",
      comment: "The receipt reader is pure like the domain: only the domain, no Node built-ins, no libraries.",
      severity: "error",
      from: { path: "^packages/receipt-reader/src" },
      to: { pathNot: "^packages/(receipt-reader|domain)/src" },
    },
    {
      name: "adapters-import-only-the-domain",
      comment:
        "An adapter's source may use the domain, the receipt reader and libraries, never another adapter or the app.",
      severity: "error",
      from: { path: "^packages/(adapter-[^/]+|ocr-[^/]+)/src" },
      to: { path: "^(packages/(?!domain/|receipt-reader/|adapter-sql/)|apps/)", pathNot: "^packages/$1/" },
    },
    {
      name: "only-sql-adapters-use-the-sql-layer",
      comment:
        "The shared SQL layer (queries, mappers, constraint table) serves the SQLite and PostgreSQL adapters only.",
      severity: "error",
      from: { path: "^(packages|apps)/", pathNot: "^packages/adapter-(sql|sqlite|postgres)/" },
      to: { path: "^packages/adapter-sql/" },
    },
    {
      name: "client-is-runtime-neutral",
      comment:
        "The typed client runs wherever fetch does: no Node built-in, no other workspace package (its types are generated from the document).",
      severity: "error",
      from: { path: "^packages/client/src" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "client-stands-alone",
      severity: "error",
      from: { path: "^packages/client/src" },
      to: { path: "^(packages/(?!client/)|apps/)" },
    },
    {
      name: "web-app-uses-only-the-public-client",
      comment:
        "The web app is a third-party client like any other: it reaches the service only through @finance/client, and runs in a browser (no Node built-ins).",
      severity: "error",
      from: { path: "^apps/web/src" },
      to: { path: "^(packages/(?!client/)|apps/(?!web/))" },
    },
    {
      name: "web-app-runs-in-browsers",
      severity: "error",
      from: { path: "^apps/web/src" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "nothing-imports-the-app",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "api-http-is-plumbing",
      comment:
        "apps/api/src/http (middleware, errors, body parsing, headers, cookies) serves the routes and never reaches back into them.",
      severity: "error",
      from: { path: "^apps/api/src/http/" },
      to: { path: "^apps/api/src/routes/" },
    },
    {
      name: "api-stores-stand-alone",
      comment:
        "apps/api/src/stores (login attempts, token users, rate-limit counters, kept answers) know nothing of HTTP, routes, the app or its wiring.",
      severity: "error",
      from: { path: "^apps/api/src/stores/" },
      to: { path: "^apps/api/src/(http|routes|app|composition)/" },
    },
    {
      name: "api-routes-do-not-wire",
      comment: "Routes reach use cases and services through the request context, never through the composition root.",
      severity: "error",
      from: { path: "^apps/api/src/routes/" },
      to: { path: "^apps/api/src/composition/" },
    },
    {
      name: "no-unresolvable",
      comment: "An import that does not resolve would escape every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
