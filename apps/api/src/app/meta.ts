import packageJson from "../../package.json";

/** Name and version reported by /health and the OpenAPI document. */
export const SERVICE_NAME = "finance-service";
export const SERVICE_VERSION: string = packageJson.version;

/** The document's `info.license`: the repository's one licence (LICENSE), as an SPDX identifier. */
export const SERVICE_LICENSE = { name: "MIT", identifier: "MIT" };
