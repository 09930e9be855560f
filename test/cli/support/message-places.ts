// Where the command reads an input that a message may quote: each function puts its text into
// one argument of a command line.

/** Argument lists that put one long input where the command reads it. */
export const PLACES: ((long: string) => string[])[] = [
  (long) => [`GET /${long}`],
  (long) => [`GET /{${long}`],
  (long) => [`${long} /x`],
  (long) => ["GET /x", long],
  (long) => ["GET /x", `${long}:={`],
  (long) => ["GET /x", "-H", `${long}: 1`],
  (long) => ["GET /x", "-H", `x-a: ${long}\n`],
  (long) => ["GET /x", "-H", `${long}: 1\r\n`],
  (long) => ["GET /x", `--${long}`],
  (long) => ["--base-url", long, "GET /x"],
  (long) => ["--base-url", `https://${long}`, "GET /x"],
  (long) => ["--format", long, "GET /x"],
  (long) => ["--token-env", long, "GET /x"],
  (long) => ["-d", `@${long}`, "POST /x"],
  (long) => ["GET /repos/{owner}", `${long}=x`],
  (long) => [`GET /repos/{${long}}`],
  (long) => ["--preview", long, "GET /x"],
  (long) => ["--media-format", long, "GET /x"],
  (long) => ["-X", long, "/x"],
  (long) => ["-F", `${long}`, "POST /x"],
  (long) => ["POST /x", `${long}[]=a`, `${long}=b`],
];
