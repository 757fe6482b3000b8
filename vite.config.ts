import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { serverBuildHash } from "./scripts/vite/server-build-hash";
import { serviceWorker } from "./scripts/vite/service-worker";
import { getLoadContext } from "./workers/load-context";
import { CATEGORY_INDEX_ADDRESSES } from "./app/lib/category";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const CATEGORY_INDEX_MODULE = "routes/restaurants.category-index.tsx";

export default defineConfig(() => ({
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
      // One module answers every category index address. A /restaurants/:type route would outrank
      // the profiles' /restaurants/:slug, so it is mounted at each address instead of by its name.
      ignoredRouteFiles: [CATEGORY_INDEX_MODULE],
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          for (const address of CATEGORY_INDEX_ADDRESSES) {
            route(address.slice(1), CATEGORY_INDEX_MODULE, {
              id: `routes${address.replace("/restaurants/", "/restaurants.")}`,
            });
          }
        }),
    }),
    tailwindcss(),
    tsconfigPaths(),
    serverBuildHash(),
    serviceWorker(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"] },
  },
  build: { target: "es2022" },
}));
