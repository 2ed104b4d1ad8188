import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Requester, RequestOptions, TestResponse } from "./client";

/** The parts of an OpenAPI 3.1 document the validator reads. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** status -> the `$ref` of its JSON body's schema in the document, or null when it declares no body */
  responses: Map<string, string | null>;
}

const DOCUMENT_ID = "openapi.json";
const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** JSON pointer escaping of one reference token (RFC 6901). */
const pointer = (...tokens: string[]) => tokens.map((t) => t.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/**
 * The document as the validator reads it: every object schema that says nothing about other
 * properties gets `unevaluatedProperties: false`, so a field the service answers but the document
 * does not declare is a mismatch too (the served document stays open for clients).
 */
const closeObjects = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== "object") return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = closeObjects(value);
  const isObjectSchema = copy.type === "object" && typeof copy.properties === "object";
  if (isObjectSchema && !("additionalProperties" in copy) && !("unevaluatedProperties" in copy)) {
    copy.unevaluatedProperties = false;
  }
  return copy;
};

const templateRegExp = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

/**
 * Every response a test receives, checked against the OpenAPI document the app serves: the
 * status must be declared for the operation, and a JSON body must match that status's schema
 * (ajv over the document's own JSON Schemas, 2020-12 as OpenAPI 3.1 uses), with no field the
 * document does not declare. Requests to no
 * operation of the document (unknown routes, the document itself) are not checked.
 */
export class OpenApiResponseValidator {
  private readonly operations: Operation[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 10 });
  /** Compiled on first use: a suite pays only for the responses it gets. */
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addSchema(closeObjects(document) as object, DOCUMENT_ID);
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        const responses = new Map<string, string | null>();
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const hasJson = response.content?.["application/json"] !== undefined;
          const ref = `${DOCUMENT_ID}#/${pointer("paths", template, method, "responses", status, "content", "application/json", "schema")}`;
          responses.set(status, hasJson ? ref : null);
        }
        this.operations.push({ method: method.toUpperCase(), template, pattern: templateRegExp(template), responses });
      }
    }
    // Literal paths before templated ones: /transaction/receipt is not /transaction/{id}.
    this.operations.sort((a, b) => Number(a.template.includes("{")) - Number(b.template.includes("{")));
  }

  /** The mismatches of one response with the document; empty when it conforms or is no operation's. */
  check(method: string, path: string, response: TestResponse): string[] {
    const pathname = new URL(path, "http://localhost").pathname;
    const upper = method.toUpperCase();
    const operation = this.operations.find((op) => op.method === upper && op.pattern.test(pathname));
    if (!operation) return [];
    const where = `${upper} ${pathname} (${operation.template}) answered ${response.status}`;
    const status = String(response.status);
    if (!operation.responses.has(status)) {
      return [`${where}, a status the document does not declare (${[...operation.responses.keys()].join(", ")})`];
    }
    const ref = operation.responses.get(status);
    if (!ref || upper === "HEAD") return [];
    const contentType = response.headers.get("content-type") ?? "";
    if (!contentType.includes("application/json")) return [`${where} with Content-Type "${contentType}", not JSON`];
    const validate = this.validatorOf(ref);
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${where}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }

  private validatorOf(ref: string): ValidateFunction {
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }
}

const validators = new Map<string, OpenApiResponseValidator>();

/** One compiled validator per distinct document (every test app serves the same one). */
export const validatorFor = (documentJson: string): OpenApiResponseValidator => {
  let validator = validators.get(documentJson);
  if (!validator) {
    validator = new OpenApiResponseValidator(JSON.parse(documentJson));
    validators.set(documentJson, validator);
  }
  return validator;
};

/** Wraps a requester so every response it answers is checked; a mismatch throws and fails the test. */
export const validatingRequester =
  (request: Requester, validator: () => Promise<OpenApiResponseValidator>): Requester =>
  async (method: string, path: string, options?: RequestOptions) => {
    const response = await request(method, path, options);
    const problems = (await validator()).check(method, path, response);
    if (problems.length > 0) {
      const body = JSON.stringify(response.body)?.slice(0, 500);
      throw new Error(`Response does not match the OpenAPI document:\n  ${problems.join("\n  ")}\n  body: ${body}`);
    }
    return response;
  };
