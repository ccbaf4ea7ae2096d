// ESLint: the recommended JavaScript and TypeScript rules, React's hooks rules for the
// UI, and nothing about formatting (Prettier owns that).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["dist/", ".wrangler/", "reports/", "public/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      "scripts/**",
      "tests/browser/**",
      "tests/bundle/**",
      "tests/stack/**",
      "tests/unit/**",
      "tests/worker/global-setup.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      // Unused arguments named with a leading underscore are deliberate (callback shapes).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  prettier,
);
