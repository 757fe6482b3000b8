import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta } from "./seo";

describe("page metadata", () => {
  it("makes canonical URLs absolute, dropping tracking and UI-only parameters", () => {
    expect(
      canonicalUrl(
        "https://laeats.example",
        "/",
        new URLSearchParams("utm_source=x&q=sushi&view=map&cuisine=japanese"),
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
});
