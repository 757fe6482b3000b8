import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Unit tests: colocated *.test.ts(x) in app/, scripts/ and workers/, run in Node. Whatever needs
 * workerd's bindings goes under tests/integration; scripts/check-test-split.ts keeps the two apart.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // Threads start faster than forked processes, and a file per core keeps every core busy.
    pool: "threads",
    maxWorkers: availableParallelism(),
  },
});
