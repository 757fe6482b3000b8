import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { reactChunkCache } from "./scripts/vite/react-chunk-cache";
import { remixRouterCache } from "./scripts/vite/remix-router-cache";
import { serverBuildHash } from "./scripts/vite/server-build-hash";
import { getLoadContext } from "./workers/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflareDevProxyVitePlugin({ getLoadContext }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
    reactChunkCache(),
    remixRouterCache(),
    serverBuildHash(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"] },
    // In builds react-dom is bundled by Vite (not left to wrangler), so reactChunkCache can patch its renderer.
    noExternal: command === "build" ? ["react-dom"] : [],
  },
  build: { target: "es2022" },
}));
