import { createHash } from "node:crypto";
import { build, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const ENTRY = "app/service-worker/worker.ts";

/** A version that changes whenever a client file does (Vite fingerprints their names by content). */
export function bundleVersion(fileNames: string[]): string {
  return createHash("sha256")
    .update([...fileNames].sort().join("\n"))
    .digest("hex")
    .slice(0, 12);
}

/**
 * Builds /sw.js as one classic script (module workers are not registrable everywhere) from the site's
 * origin, so the CSP's 'self' allows it. Its cache is named after the client build, so a deploy
 * starts a new one.
 */
export function serviceWorker(): Plugin {
  let client = false;
  let outDir = "";
  let root = "";
  let version = "";
  return {
    name: "service-worker",
    apply: "build",
    configResolved(config) {
      client = !config.build.ssr;
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (client) version = bundleVersion(Object.keys(bundle));
    },
    async closeBundle() {
      if (!client) return;
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [tsconfigPaths()],
        define: { SERVICE_WORKER_VERSION: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          lib: { entry: ENTRY, formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
        },
      });
    },
  };
}
