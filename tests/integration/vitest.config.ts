import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Integration tests run inside workerd with real D1, KV, R2 and Queue bindings from wrangler.toml.
 * Migrations are applied in setup; each test file gets isolated storage.
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
    // One file per core: each file's workerd isolate runs on one thread, so fewer leaves cores idle.
    maxWorkers: availableParallelism(),
    // Some tests hash dozens of passwords (PBKDF2, 100,000 rounds): slow on a busy 2-core machine.
    testTimeout: 30_000,
    // @remix-run/cloudflare's CommonJS files import each other in a cycle that workerd's module
    // loader cannot resolve; pre-bundling them into one ESM module removes the cycle.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] } } },
  },
}));
