// Test-only preload for a server process started with `--expose-gc --import <this file>`. On SIGUSR2: a
// full garbage collection, then process.memoryUsage() (bytes) as JSON into MEMORY_REPORT_FILE, so a memory
// check reads what the process keeps, not garbage V8 has yet to collect.
import fs from "node:fs";

process.on("SIGUSR2", () => {
  globalThis.gc();
  // A second pass frees what the first one's finalizers released.
  setImmediate(() => {
    globalThis.gc();
    // Written aside and renamed, so a reader that sees the file sees all of it.
    const file = process.env.MEMORY_REPORT_FILE;
    fs.writeFileSync(`${file}.partial`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.partial`, file);
  });
});
