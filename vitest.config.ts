import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true }, // the @server, @shared, @web and @test aliases of tsconfig.json
  test: {
    // Both cores of the CI machine (the default leaves one free, which doubled the run).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["src/test/fail-on-console-error.ts"],
          globalSetup: ["src/test/build-server-bundle.ts"],
          testTimeout: 20_000,
          hookTimeout: 150_000, // a cap for set-ups that start server processes (server-process.ts waits up to 60 s each)
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/fail-on-console-error.ts", "src/test/setup-dom.ts"],
        },
      },
    ],
  },
});
