import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/** Unit tests: pure code in app/lib (and friends), colocated as *.test.ts, run in Node. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
    exclude: ["workers/api/**", "workers/queue/**", "node_modules/**"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
  },
});
