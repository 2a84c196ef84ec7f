import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    // No import cycles: each module can be read, tested and loaded on its own. The rule skips type-only
    // imports; src/test/import-cycles.test.ts sees those too.
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    // The MCP SDK's subpaths ("@modelcontextprotocol/sdk/server/mcp.js") come from a wildcard export the resolver
    // does not follow; tsc resolves and checks them.
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-unresolved": ["error", { ignore: ["^@modelcontextprotocol/sdk/"] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text as React text nodes; model and user text must never become HTML.",
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stay independent: the app layer composes them (bulletproof-react).
    files: ["src/web/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^\\.\\./(?!\\.\\.)|/features/", message: "Features must not import each other." }],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/web/features",
              from: "./src/web/app",
              message: "Features must not import the app layer; route paths are in src/web/lib/paths.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's own subfolder (trips/costs/) reaches its feature's modules with ../; another feature is two up.
    files: ["src/web/features/*/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^\\.\\./\\.\\./(?!\\.\\.)|/features/", message: "Features must not import each other." }],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/web/**", "**/server/**"], message: "shared/ runs everywhere and imports only shared/." }],
          paths: [
            {
              name: "zod",
              message: "Import z from shared/schemas/zod: it keeps zod from probing for eval in the browser (CSP).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/schemas/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The test tiers select by name: a suite that starts processes is a *.process.test.ts, which
    // `npm run test:fast` leaves out and which runs after the server bundle is built.
    files: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
    ignores: ["**/*.process.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["node:child_process", "child_process"].map((name) => ({
            name,
            message: "A suite that starts processes is named *.process.test.ts (README, 'Test it').",
          })),
          patterns: [
            {
              regex: "/test/(server-process|remote)$",
              message: "A suite that starts server processes is named *.process.test.ts (README, 'Test it').",
            },
          ],
        },
      ],
    },
  },
);
