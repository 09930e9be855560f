import ts from "typescript";

// Type tests compile snippets beside the project's own files: the lib files, Node's types, src/
// and its route catalogue, which take most of a compile to parse. The test files of a worker share
// their modules (vitest.config.ts), so the files read from disk are parsed once per worker and
// shared by every program and language service the type tests make, as an editor shares them.

const parsed = new Map<string, ts.SourceFile>();

/** What a parse depends on beside the text: the language version and the module format. */
function parseKey(path: string, languageVersion: ts.ScriptTarget | ts.CreateSourceFileOptions) {
  return typeof languageVersion === "object"
    ? `${path}\0${languageVersion.languageVersion}\0${languageVersion.impliedNodeFormat}`
    : `${path}\0${languageVersion}`;
}

/**
 * A compiler host that reads `snippets` (by resolved path) from memory and every other file from
 * disk, parsed once per worker.
 */
export function snippetCompilerHost(
  options: ts.CompilerOptions,
  snippets: ReadonlyMap<string, string>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  const snippetText = (path: string) => snippets.get(ts.sys.resolvePath(path));
  host.fileExists = (path) => snippetText(path) !== undefined || fileExists.call(host, path);
  host.readFile = (path) => snippetText(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, languageVersion, ...rest) => {
    const text = snippetText(path);
    if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
    const key = parseKey(path, languageVersion);
    let file = parsed.get(key);
    if (file === undefined) {
      file = getSourceFile.call(host, path, languageVersion, ...rest);
      if (file !== undefined) parsed.set(key, file);
    }
    return file;
  };
  return host;
}

/** The document registry of the type tests' language services, shared as {@link snippetCompilerHost} shares parses. */
export const sharedDocumentRegistry = ts.createDocumentRegistry();
