import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Integration tests run inside workerd with real D1, KV, R2 and Queue bindings from wrangler.toml.
 * A worker's files share one isolate; its setup file empties storage and migrates before each (decision 044).
 */
export default defineConfig(async () => ({
  root,
  plugins: [
    tsconfigPaths({ root }),
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
          SESSION_SECRET: "integration-test-secret-0123456789abcdef",
          // The shipped wrangler.toml says production; the tests run as local development (outbox, /dev).
          ENVIRONMENT: "development",
          BOOTSTRAP_ADMIN_EMAIL: "bootstrap@example.com",
          // The tests write D1 directly between requests: no copy of its data markers is trusted.
          DATA_META_HOLD_SECONDS: "0",
        },
      },
    }),
  ],
  test: {
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/integration/support/apply-migrations.ts"],
    // One worker per core: each worker's workerd isolate runs on one thread, so fewer leaves cores idle.
    maxWorkers: availableParallelism(),
    // Loading the app's modules into a fresh isolate cost 2.6 s a file; the files share it instead.
    isolate: false,
    // Some tests hash dozens of passwords (PBKDF2, 100,000 rounds): slow on a busy 2-core machine.
    testTimeout: 30_000,
    // @remix-run/cloudflare's CommonJS files import each other in a cycle that workerd's module
    // loader cannot resolve; pre-bundling them into one ESM module removes the cycle.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] } } },
  },
}));
