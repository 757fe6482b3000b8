import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Tests against `npm start` itself: the real supervised server on a fresh state folder, spoken to
 * over raw sockets the way a hostile or broken client would.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/server/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
