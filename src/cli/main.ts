import { run } from "./run.js";

// `restbuild ... | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

// exitCode rather than exit(): stdout to a pipe is written asynchronously and must drain.
process.exitCode = run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
