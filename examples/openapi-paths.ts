// biome-ignore-all lint/correctness/noUnusedVariables: each type alias exists to show its type
// Examples of a route catalogue made from an OpenAPI description: a `paths` type as
// openapi-typescript writes it (cut down to two operations), and calls checked against it.
// test/examples/examples.test.ts compiles and runs this file.
import { type EndpointInterface, endpoint, type OpenApiRoutes } from "../src/index.js";

// #region openapi-routes
// What `npx openapi-typescript petstore.yaml -o petstore.ts` writes, in part:
interface paths {
  "/pets/{petId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { fields?: "name" | "tag" }; path: { petId: number } };
      requestBody?: never;
      responses: never;
    };
    post?: never;
  };
  "/pets": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: {
      parameters: { query?: never; path?: never };
      requestBody: { content: { "application/json": { name: string; tag?: string } } };
      responses: never;
    };
  };
}

type PetRoutes = OpenApiRoutes<paths>;
type Names = keyof PetRoutes; // => "GET /pets/{petId}" | "POST /pets"
type NewPet = PetRoutes["POST /pets"]["body"]; // => { name: string; tag?: string }

const pets: EndpointInterface<never, PetRoutes> = endpoint.defaults({
  baseUrl: "https://pets.example",
});
pets("GET /pets/{petId}", { petId: 7, fields: "name" }).url;
// => "https://pets.example/pets/7?fields=name"
pets("POST /pets", { name: "Rex" }).body; // => { name: "Rex" }
// pets("POST /pets", { tag: "dog" }) does not compile: "missing parameter: name".
// #endregion openapi-routes
