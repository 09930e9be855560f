import { createRequire } from "node:module";

// The operations of GitHub's OpenAPI description (the pinned @octokit/openapi), each with a
// value for every parameter it takes and where the description says each one goes: the
// expectations that test/routes/every-operation.test.ts checks every request against.

const require = createRequire(import.meta.url);
const description = require("@octokit/openapi/generated/api.github.com.json");

type Schema = Record<string, unknown>;

/** A parameter with the value a call gives it. */
export interface GivenParameter {
  readonly name: string;
  readonly value: unknown;
}

/** One operation of the description, and the request a call with every parameter must be. */
export interface Operation {
  /** `METHOD /path` as the description writes it. */
  readonly id: string;
  readonly method: string;
  readonly path: string;
  /** The origin the description serves the operation at. */
  readonly origin: string;
  readonly pathParameters: readonly GivenParameter[];
  readonly queryParameters: readonly GivenParameter[];
  /** The JSON object body's fields, when the body is an object of known fields. */
  readonly bodyFields: readonly GivenParameter[];
  /** A body sent as it is (raw, an array, a choice of shapes), when the body is not fields. */
  readonly rawBody: unknown;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
const API_ORIGIN: string = description.servers[0].url;

function resolve(node: unknown): Schema {
  let current = node as Schema | undefined;
  while (typeof current?.$ref === "string") {
    const path = current.$ref.replace(/^#\//, "").split("/");
    current = path.reduce((object: Schema, key) => object[key] as Schema, description);
  }
  return current ?? {};
}

/**
 * A plausible value of a schema's type, told apart from every other value of the call by
 * `seed`: strings and numbers carry it, so a value found in the wrong place is found.
 */
export function sampleValue(node: unknown, seed: number): unknown {
  const schema = resolve(node);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.find((value) => value !== null) ?? null;
  }
  const choice = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choice !== undefined && choice.length > 0) return sampleValue(choice[0], seed);
  if (Array.isArray(schema.allOf)) return {};
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((one) => one !== "null");
  switch (type) {
    case "integer":
    case "number":
      return 1000 + seed;
    case "boolean":
      return seed % 2 === 0;
    case "array":
      return [sampleValue(schema.items, seed)];
    case "object":
      return {};
    default:
      return schema.properties === undefined ? `v${seed}` : {};
  }
}

function readOperation(path: string, method: string, pathItem: Schema): Operation {
  const operation = pathItem[method] as Schema;
  const parameters = [
    ...((pathItem.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ].map(resolve);
  let seed = 0;
  const take = (where: string) =>
    parameters
      .filter((parameter) => parameter.in === where)
      .map((parameter) => ({
        name: parameter.name as string,
        value: sampleValue(parameter.schema, ++seed),
      }));
  const pathParameters = take("path");
  const queryParameters = take("query");
  let bodyFields: GivenParameter[] = [];
  let rawBody: unknown;
  const content = resolve(operation.requestBody).content as Record<string, Schema> | undefined;
  if (content !== undefined) {
    const json = content["application/json"]?.schema;
    const schema = json === undefined ? undefined : resolve(json);
    const properties = schema?.properties as Record<string, unknown> | undefined;
    if (properties !== undefined && schema?.oneOf === undefined && schema?.anyOf === undefined) {
      bodyFields = Object.entries(properties).map(([name, property]) => ({
        name,
        value: sampleValue(property, ++seed),
      }));
    } else {
      rawBody = json === undefined ? `raw body ${++seed}` : sampleValue(json, ++seed);
    }
  }
  const servers = operation.servers as { url: string }[] | undefined;
  return {
    id: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    origin: (servers?.[0]?.url ?? API_ORIGIN).replace(/\/$/, ""),
    pathParameters,
    queryParameters,
    bodyFields,
    rawBody,
  };
}

/** Every operation of the pinned description, by path, then method. */
export function allOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(description.paths as Record<string, Schema>)) {
    for (const method of METHODS) {
      if (pathItem[method] !== undefined) operations.push(readOperation(path, method, pathItem));
    }
  }
  return operations;
}

/**
 * The operations a run checks: all of them with `RESTBUILD_ALL_OPERATIONS=1`; otherwise a
 * fixed sample (every `every`-th operation) and every operation whose query or host is not
 * the simple case (a query beside a body, another host).
 */
export function operationsToCheck(every: number): Operation[] {
  const operations = allOperations();
  if (process.env.RESTBUILD_ALL_OPERATIONS === "1") return operations;
  return operations.filter(
    (operation, index) =>
      index % every === 0 ||
      operation.origin !== API_ORIGIN ||
      (operation.method !== "GET" &&
        operation.method !== "HEAD" &&
        operation.queryParameters.length > 0),
  );
}
