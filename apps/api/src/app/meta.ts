import packageJson from "../../package.json";

/** Name and version reported by /health and the OpenAPI document. */
export const SERVICE_NAME = "finance-service";
export const SERVICE_VERSION: string = packageJson.version;

/**
 * The document's `info.license`. The project publishes no licence yet, so it says all rights are
 * reserved, as an SPDX licence reference (OpenAPI 3.1 takes `identifier` or `url`).
 */
export const SERVICE_LICENSE = { name: "Proprietary (all rights reserved)", identifier: "LicenseRef-Proprietary" };
