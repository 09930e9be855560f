import catalogue from "../../../src/routes/github-routes.json" with { type: "json" };

// The look-alike rule of docs/typed-routes.md, written out over the catalogue's route list: the
// messages `endpoint()`'s types must give a route literal outside GitHub's catalogue. Written
// apart from the types, with strings and loops, so the tests compare two readings of the rule.

/** The catalogue's keys: every route, and a route written with a query expression without it. */
const keys = new Set(
  catalogue.routes.flatMap(({ route }) => {
    const plain = route.replace(/\{\?[^}]*\}$/, "").replace("https://uploads.github.com", "");
    return plain === route ? [route] : [route, plain];
  }),
);
const relative = [...keys].filter((key) => key.split(" ")[1]?.startsWith("/"));

/** The methods whose absence from a catalogue path is a mistake, in the messages' order. */
const CHECKED = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Whether two texts are one inserted, deleted or replaced character, or one swap, apart. */
export function oneEdit(typed: string, known: string): boolean {
  if (typed === known) return false;
  if (typed.length === known.length) {
    const differ = [...typed].flatMap((char, at) => (char === known[at] ? [] : [at]));
    if (differ.length === 1) return true;
    const [first = 0, second = 0] = differ;
    return (
      differ.length === 2 &&
      second === first + 1 &&
      typed[first] === known[second] &&
      typed[second] === known[first]
    );
  }
  const [short, long] = typed.length < known.length ? [typed, known] : [known, typed];
  if (long.length - short.length !== 1) return false;
  return [...long].some((_, at) => long.slice(0, at) + long.slice(at + 1) === short);
}

const editable = (segment: string) => segment.length >= 3 && !/[{}]/.test(segment);

/** Whether a path (with values or its own placeholders) can be a catalogue route's of `method`. */
function matchesCatalogue(method: string, path: string): boolean {
  const given = path.split("/");
  return relative.some((key) => {
    const [keyMethod, keyPath = ""] = key.split(" ");
    const segments = keyPath.split("/");
    if (keyMethod !== method || segments.length !== given.length) return false;
    return segments.every((segment, at) => {
      const value = given[at] ?? "";
      if (value === segment) return true;
      if (value.includes("{") || !segment.includes("{")) return false;
      const literal = segment
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
      return new RegExp(`^${literal.join(".*")}$`).test(value);
    });
  });
}

/** The catalogue routes of `method` whose path is one edit from `path`. */
function oneEditRoutes(method: string, path: string): string[] {
  const given = path.split("/");
  return relative.filter((key) => {
    const [keyMethod, keyPath = ""] = key.split(" ");
    const segments = keyPath.split("/");
    if (keyMethod !== method || segments.length !== given.length) return false;
    const differ = segments.flatMap((segment, at) => (segment === given[at] ? [] : [at]));
    if (differ.length !== 1) return false;
    const typed = given[differ[0] ?? 0] ?? "";
    const known = segments[differ[0] ?? 0] ?? "";
    return editable(typed) && editable(known) && oneEdit(typed, known);
  });
}

/** The `unknown route: …` messages the default mode must give a route literal, sorted. */
export function lookalikeMessages(route: string): string[] {
  const [word, rest] = route.includes(" ") ? route.split(" ", 2) : ["GET", route];
  const method = (word ?? "GET").toUpperCase();
  // GitHub's API host, the default base URL's, is read by its path; no other absolute URL.
  const url = (rest ?? "").replace(/^https:\/\/api\.github\.com(?=\/)/, "");
  if (!url.startsWith("/")) return [];
  const path = (url.split(/[?#]/)[0] ?? "")
    .replace(/\{$/, "")
    .split("/")
    .map((segment) => (/^:[a-z]\w+$/.test(segment) ? `{${segment.slice(1)}}` : segment))
    .join("/");
  if (keys.has(`${method} ${path}`)) return [];
  const methods = relative
    .filter((key) => key.split(" ")[1] === path)
    .map((key) => key.split(" ")[0]);
  const edits = () =>
    oneEditRoutes(method, path).map((key) => `unknown route: ${route} (did you mean ${key}?)`);
  const messages: string[] = [];
  if (methods.length === 0) messages.push(...edits());
  else if (method === "HEAD" ? !methods.includes("GET") : CHECKED.includes(method)) {
    const list = CHECKED.filter((name) => methods.includes(name)).join(", ");
    messages.push(`unknown route: ${route} (methods of ${path}: ${list})`);
    if (method !== "HEAD") messages.push(...edits());
  }
  return messages.length > 0 && matchesCatalogue(method, path) ? [] : messages.sort();
}

/** The catalogue's relative routes, for generating calls. */
export const catalogueRoutes: readonly string[] = relative;
