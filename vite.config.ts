import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { reactChunkCache } from "./scripts/vite/react-chunk-cache";
import { lowPriorityPreloads } from "./scripts/vite/low-priority-preloads";
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
    lowPriorityPreloads(),
    serverBuildHash(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"] },
    // In builds react-dom and @remix-run/react are bundled by Vite (not left to wrangler), so
    // reactChunkCache and lowPriorityPreloads can patch them.
    noExternal: command === "build" ? ["react-dom", "@remix-run/react"] : [],
  },
  build: { target: "es2022" },
}));
