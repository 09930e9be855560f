/**
 * The floor: for each case, a hand-written function that builds exactly the result our
 * `endpoint()` returns, by plain string concatenation, knowing the route in advance. No
 * library can be faster than code that knows the answer's shape; "within 10× the floor" says
 * how much the general machinery costs on top of that.
 */
import { VERSION } from "../dist/index.js";

const BASE_URL = "https://api.github.com";
const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = `restbuild-endpoint.js/${VERSION}`;
const JSON_TYPE = "application/json; charset=utf-8";

/** RFC 3986 percent-encoding of everything but unreserved characters, as RFC 6570 expands. */
function encode(value) {
  const text = String(value);
  const encoded = encodeURIComponent(text);
  return /[!'()*]/.test(encoded)
    ? encoded.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    : encoded;
}

export const floors = {
  a: (v) => ({
    method: "get",
    url: `${BASE_URL}/orgs/${encode(v.org)}/repos?type=${encode(v.type)}&per_page=${encode(v.per_page)}`,
    headers: { accept: ACCEPT, "user-agent": USER_AGENT },
  }),

  b: (v) => ({
    method: "get",
    url: v.route.slice(v.route.indexOf(" ") + 1),
    headers: { accept: ACCEPT, "user-agent": USER_AGENT },
  }),

  c: (v) => ({
    method: "post",
    url: `${BASE_URL}/repos/${encode(v.owner)}/${encode(v.repo)}/issues`,
    headers: { accept: ACCEPT, "user-agent": USER_AGENT, "content-type": JSON_TYPE },
    body: { title: v.title, body: v.body, assignees: v.assignees, labels: v.labels },
  }),

  d: (v) => ({
    method: "post",
    url: `https://uploads.github.com/repos/${encode(v.owner)}/${encode(v.repo)}/releases/${encode(v.release_id)}/assets?name=${encode(v.name)}&label=${encode(v.label)}`,
    headers: {
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "content-type": v.headers["content-type"],
      "content-length": v.headers["content-length"],
    },
    body: v.data,
  }),

  e: (v) => {
    const { previews, format } = v.mediaType;
    let accept = "";
    for (const name of previews) {
      const stripped = name.endsWith("-preview") ? name.slice(0, -8) : name;
      accept += `${accept === "" ? "" : ","}application/vnd.github.${stripped}-preview.${format}`;
    }
    return {
      method: "get",
      url: `${BASE_URL}/repos/${encode(v.owner)}/${encode(v.repo)}/pulls/${encode(v.pull_number)}`,
      headers: { accept, "user-agent": USER_AGENT },
    };
  },

  g: (v) => {
    const name = v.mediaType.previews[0];
    const stripped = name.endsWith("-preview") ? name.slice(0, -8) : name;
    return {
      method: "get",
      url: `${BASE_URL}/repos/${encode(v.owner)}/${encode(v.repo)}`,
      headers: {
        accept: `application/vnd.github.${stripped}-preview+json`,
        "user-agent": USER_AGENT,
        authorization: v.headers.authorization,
      },
    };
  },

  f: (v) => ({
    method: "get",
    url: `https://github.example.com/api/v3/repos/${encode(v.owner)}/${encode(v.repo)}/issues?per_page=100&state=${encode(v.state)}`,
    headers: {
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "x-github-api-version": "2022-11-28",
      authorization: "token ghp_0123456789abcdef",
    },
  }),
};
