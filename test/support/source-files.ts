import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The paths of every file under `folder` whose name ends with `extension`, at any depth. */
export function filesUnder(folder: string, extension = ".ts"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extension);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}
