import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routerSourcePath, withCachedMatching } from "./remix-router-cache";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Router = {
  matchRoutes: (routes: Route[], location: string, basename?: string) => unknown;
  matchPath: (pattern: { path: string; caseSensitive?: boolean; end?: boolean }, pathname: string) => unknown;
};

const source = readFileSync(routerSourcePath(), "utf8");

function load(code: string): Router {
  const module = { exports: {} as Router };
  new Function("module", "exports", "require", code)(module, module.exports, () => ({}));
  return module.exports;
}

/** A table shaped like the site's: a root layout, an index, static, dynamic, optional and splat routes. */
function routeTable(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "profile", path: "restaurants/:slug" },
        { id: "category", path: "restaurants/:type/:slug" },
        { id: "hub", path: "restaurants" },
        { id: "cuisines", path: "restaurants/cuisines" },
        { id: "saved", path: "saved" },
        { id: "admin", path: "admin/imports/:id?" },
        { id: "Terms", path: "Terms-Of-Use", caseSensitive: true },
        { id: "sitemap", path: "sitemaps/:name.xml" },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/restaurants",
  "/restaurants/",
  "/restaurants/cuisines",
  "/restaurants/bestia",
  "/restaurants/cuisine/japanese",
  "/restaurants/cuisine/caf%C3%A9",
  "/admin/imports",
  "/admin/imports/42",
  "/Terms-Of-Use",
  "/terms-of-use",
  "/sitemaps/restaurants-1.xml",
  "/no/such/page",
  "/SAVED",
];

describe("remix-router-cache", () => {
  const original = load(source);
  const patched = load(withCachedMatching(source));

  it("matches every path exactly as the original does, the first time and from its caches", () => {
    const shared = routeTable();
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        const expected = JSON.stringify(original.matchRoutes(routeTable(), path));
        expect(JSON.stringify(patched.matchRoutes(shared, path)), `${path}, round ${round}`).toBe(expected);
        expect(JSON.stringify(patched.matchRoutes(routeTable(), path)), `${path}, new table`).toBe(expected);
      }
    }
  });

  it("hands out copies of a remembered answer: a caller changing its matches changes no one else's", () => {
    type Match = { params: Record<string, string>; pathname: string; route: Route };
    const shared = routeTable();
    const first = patched.matchRoutes(shared, "/restaurants/cuisine/japanese") as Match[];
    first[1].params.slug = "changed";
    first[1].pathname = "/changed";
    first.pop();
    const again = patched.matchRoutes(shared, "/restaurants/cuisine/japanese") as Match[];
    expect(again).toHaveLength(2);
    expect(again[1].params).toEqual({ type: "cuisine", slug: "japanese" });
    expect(again[1].pathname).toBe("/restaurants/cuisine/japanese");
    expect(again[1].route).toBe(shared[0].children![2]);
    expect(patched.matchRoutes(shared, "/restaurants/cuisine/japanese")).not.toBe(again);
  });

  it("keeps compiled paths apart by case sensitivity and end", () => {
    for (const pattern of [
      { path: "/restaurants/:slug", caseSensitive: true, end: true },
      { path: "/restaurants/:slug", caseSensitive: false, end: true },
      { path: "/restaurants/:slug", caseSensitive: false, end: false },
    ]) {
      for (const pathname of ["/restaurants/bestia", "/Restaurants/bestia", "/restaurants/bestia/more"]) {
        expect(JSON.stringify(patched.matchPath(pattern, pathname))).toBe(
          JSON.stringify(original.matchPath(pattern, pathname)),
        );
      }
    }
  });

  it("refuses a router whose code moved, instead of shipping it unpatched", () => {
    expect(() => withCachedMatching(source.replace("rankRouteBranches(branches);\n", ""))).toThrow(
      /@remix-run\/router upgraded/,
    );
    expect(() => withCachedMatching("module.exports = {};")).toThrow(/remix-router-cache/);
  });
});
