import os from "node:os";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

/** Suites that start processes (the built server, scripts) are named *.process.test.ts: `npm run test:fast` leaves them out. */
const PROCESS_SUITES = "**/*.process.test.ts";

const nodeSuites = {
  environment: "node" as const,
  setupFiles: ["src/test/fail-on-console-error.ts"],
  testTimeout: 20_000,
  hookTimeout: 150_000, // a cap for set-ups that start server processes (server-process.ts waits up to 60 s each)
};

export default defineConfig({
  resolve: { tsconfigPaths: true }, // the @server, @shared, @web and @test aliases of tsconfig.json
  test: {
    // One worker per core but one, and never fewer than two: Vitest's default (cores - 1) leaves a 2-core
    // machine, CI's, on one worker, which doubled the run (decision 1020).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          ...nodeSuites,
          name: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "src/test/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, PROCESS_SUITES],
        },
      },
      {
        test: {
          ...nodeSuites,
          name: "process",
          include: [PROCESS_SUITES],
          globalSetup: ["src/test/build-server-bundle.ts"], // only when this project runs: not in test:fast
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          // One jsdom per worker instead of one per file (building it was about 40% of this project's time);
          // src/test/setup-dom.ts clears what a test leaves in it (decision 1020).
          isolate: false,
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/fail-on-console-error.ts", "src/test/setup-dom.ts"],
        },
      },
    ],
  },
});
