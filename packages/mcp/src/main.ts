import { main } from './cli';

// The bundle's entry: runs the server and sets the exit code when start-up fails.
main(process.argv.slice(2)).then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`docs-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
