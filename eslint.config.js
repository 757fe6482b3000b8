import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".wrangler/**",
      "node_modules/**",
      "bench/results/**",
      "tests/e2e/.artifacts/**",
      "public/**",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    // The edition import is one module: outside its folder, only its entry point is imported (decision 052).
    ignores: ["app/models/edition-import/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/edition-import/*", "!**/edition-import/index.server"],
              message: "Import the edition import through ~/models/edition-import/index.server.",
            },
          ],
        },
      ],
    },
  },
);
