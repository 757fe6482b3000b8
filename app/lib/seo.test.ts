import { describe, expect, it } from "vitest";
import { canonicalUrl, notFoundMeta, pageMeta, SITE_SHARE_IMAGE } from "./seo";

describe("page metadata", () => {
  it("makes canonical URLs absolute, dropping tracking and UI-only parameters", () => {
    expect(
      canonicalUrl(
        "https://laeats.example",
        "/",
        new URLSearchParams("utm_source=x&q=sushi&view=map&cuisine=japanese&been=hide"),
      ),
    ).toBe("https://laeats.example/?cuisine=japanese&q=sushi");
    expect(canonicalUrl("https://laeats.example", "/restaurants/bestia")).toBe(
      "https://laeats.example/restaurants/bestia",
    );
  });

  it("sets title, description, canonical, Open Graph and Twitter tags", () => {
    const meta = pageMeta([{ id: "root", data: { siteUrl: "https://laeats.example" } }], {
      title: "Bestia",
      description: "Italian in the Arts District.",
      path: "/restaurants/bestia?fbclid=1",
    });
    expect(meta).toContainEqual({ title: "Bestia | LA Eats Ranked" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://laeats.example/restaurants/bestia",
    });
    expect(meta).toContainEqual({ property: "og:url", content: "https://laeats.example/restaurants/bestia" });
    expect(meta).toContainEqual({ name: "twitter:description", content: "Italian in the Arts District." });
  });

  it("gives every page a share image, the site's own by default", () => {
    const root = [{ id: "root", data: { siteUrl: "https://laeats.example" } }];
    const plain = pageMeta(root, { title: "Saved", description: "Yours.", path: "/saved" });
    expect(plain).toContainEqual({ property: "og:image", content: "https://laeats.example/share-image.png" });
    const own = { ...SITE_SHARE_IMAGE, path: "/elsewhere.png" };
    const shared = pageMeta(root, { title: "A list", description: "Shared.", path: "/l/x", image: own });
    expect(shared).toContainEqual({ property: "og:image", content: "https://laeats.example/elsewhere.png" });
    expect(shared).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("keeps every title under 65 characters: the site's name goes first, then the end of a long title", () => {
    const root = [{ id: "root", data: { siteUrl: "https://laeats.example" } }];
    const titleOf = (title: string) =>
      (pageMeta(root, { title, description: "d", path: "/" }).find((t) => "title" in t) as { title: string }).title;
    expect(titleOf("Browse Los Angeles Restaurants")).toBe("Browse Los Angeles Restaurants | LA Eats Ranked");
    expect(titleOf("Fine Dining ($$$$) Restaurants in Los Angeles (Page 2)")).toBe(
      "Fine Dining ($$$$) Restaurants in Los Angeles (Page 2)",
    );
    const long = titleOf("Providence: Seafood in Hollywood, with a name longer than any search result shows");
    expect(long).toBe("Providence: Seafood in Hollywood, with a name longer than any…");
    expect(long.length).toBeLessThan(65);
  });

  it("a view with no page of its own is kept out of the index, its links still followed", () => {
    const root = [{ id: "root", data: { siteUrl: "https://laeats.example" } }];
    const meta = pageMeta(root, { title: "t", description: "d", path: "/?q=sushi&sort=alphabetical", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://laeats.example/?q=sushi" });
  });

  it("a missing page has a title, a description and the share image, no canonical, and stays out of the index", () => {
    const meta = notFoundMeta([{ id: "root", data: { siteUrl: "https://laeats.example" } }]);
    expect(meta).toContainEqual({ title: "Page Not Found | LA Eats Ranked" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((t) => "name" in t && t.name === "description")).toBe(true);
    expect(meta).toContainEqual({ property: "og:image", content: "https://laeats.example/share-image.png" });
    expect(meta.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
  });
});
