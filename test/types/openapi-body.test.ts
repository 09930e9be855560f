import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// A description of one's own (OpenApiRoutes over Directus's paths, test/types/fixtures): a
// request body the description does not require may be left out, and once given it keeps its
// required fields, through endpoint(), a function made by defaults() and the builder.

const header = `import { type EndpointInterface, endpoint, type OpenApiRoutes, RequestBuilder } from "../../src/index.js";
import type { paths } from "./fixtures/directus-paths.js";
type Directus = OpenApiRoutes<paths>;
const directus: EndpointInterface<never, Directus> = endpoint.defaults({ baseUrl: "https://cms.example" });
const withEmail: EndpointInterface<"email", Directus> = endpoint.defaults({ email: "a@example.com" });
const builder = RequestBuilder.create<Directus>();
`;

const cases = {
  loginWithoutPassword: [`directus("POST /auth/login", { email: "a@example.com" });`, "password"],
  loginWithoutEmail: [`directus("POST /auth/login", { password: "p", mode: "json" });`, "email"],
  loginWithOnlyAnOptionalField: [
    `directus("POST /auth/login", { mode: "json" });`,
    "missing the following properties",
  ],
  loginWithBoth: [`directus("POST /auth/login", { email: "a@example.com", password: "p" });`],
  loginWithEverything: [
    `directus("POST /auth/login", { email: "a@example.com", password: "p", mode: "cookie", otp: "1" });`,
  ],
  loginWithoutBody: [`directus("POST /auth/login");`],
  loginWithEmptyOptions: [`directus("POST /auth/login", {});`],
  loginWithHeadersOnly: [`directus("POST /auth/login", { headers: { "x-a": "1" } });`],
  resetWithoutEmail: [
    `directus("POST /auth/password/request", { reset_url: "https://cms.example/reset" });`,
    "email",
  ],
  profileFieldsAllOptional: [`directus("PATCH /users/me", { first_name: "Ada" });`],
  profileUnknownField: [
    `directus("PATCH /users/me", { firstname: "Ada" });`,
    "unknown parameter: firstname (did you mean first_name?)",
  ],
  requiredBodyStillRequired: [
    `directus("POST /items/{collection}", { collection: "posts" });`,
    "title",
  ],
  defaultsGiveEmail: [`withEmail("POST /auth/login", { password: "p" });`],
  defaultsGiveEmailNoBody: [`withEmail("POST /auth/login");`],
  defaultsGiveEmailStillNeedPassword: [
    `withEmail("POST /auth/login", { mode: "json" });`,
    "password",
  ],
  builderDataWithoutPassword: [
    `builder.route("POST /auth/login").data({ email: "a@example.com" });`,
    "password",
  ],
  builderDataWhole: [
    `builder.route("POST /auth/login").data({ email: "a@example.com", password: "p" }).build();`,
  ],
} as const satisfies Record<string, readonly [string, string?]>;

type Name = keyof typeof cases;
let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const snippets = Object.fromEntries(
    Object.entries(cases).map(([name, [code]]) => [name, `{ ${code} }\n`]),
  );
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 120_000);

describe("an optional request body of one's own description", () => {
  it.each(Object.keys(cases) as Name[])("%s", (name) => {
    const messages = messagesByName.get(name) ?? [];
    const [, named] = cases[name] as readonly [string, string?];
    if (named === undefined) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(named);
    }
  });
});
