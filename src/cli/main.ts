import { nodeIo } from "./node-io.js";
import { run } from "./run.js";

// `restbuild ... | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

// exitCode rather than exit(): stdout to a pipe is written asynchronously and must drain.
process.exitCode = await run(process.argv.slice(2), nodeIo());
