import { describe, expect, it } from "vitest";
import { breadcrumbs, itemList, postalAddress, restaurantLd, serializeJsonLd } from "./structured-data";

const SITE = "https://laeats.example";

const bestia = {
  slug: "bestia",
  name: "Bestia",
  cuisine: "Italian",
  price: 3,
  description: "Roman-leaning Italian in a warehouse.",
  address: "2121 E 7th Pl, Los Angeles, CA 90021",
  latitude: 34.0336,
  longitude: -118.2293,
  websiteUrl: "https://bestiala.com",
  phone: "(213) 514-5724",
  instagramHandle: "bestiala",
  reservationUrl: "https://resy.com/cities/la/bestia",
};

describe("restaurantLd", () => {
  it("describes a restaurant with address, geo, cuisine, price, url and sameAs", () => {
    expect(restaurantLd(bestia, SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      "@id": "https://laeats.example/restaurants/bestia#restaurant",
      name: "Bestia",
      url: "https://laeats.example/restaurants/bestia",
      description: "Roman-leaning Italian in a warehouse.",
      servesCuisine: "Italian",
      priceRange: "$$$",
      address: {
        "@type": "PostalAddress",
        streetAddress: "2121 E 7th Pl",
        addressLocality: "Los Angeles",
        addressRegion: "CA",
        postalCode: "90021",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 34.0336, longitude: -118.2293 },
      telephone: "(213) 514-5724",
      acceptsReservations: "https://resy.com/cities/la/bestia",
      sameAs: ["https://bestiala.com/", "https://www.instagram.com/bestiala/"],
    });
  });

  it("never invents a rating or reviews, and leaves out what is unknown", () => {
    const ld = restaurantLd(
      {
        ...bestia,
        price: null,
        address: null,
        latitude: null,
        longitude: null,
        websiteUrl: null,
        instagramHandle: null,
      },
      SITE,
    );
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    for (const key of ["priceRange", "address", "geo", "sameAs"]) expect(ld).not.toHaveProperty(key);
  });

  it("names the lists it is on as subjectOf and Michelin distinctions as awards, with no rating", () => {
    const ld = restaurantLd(bestia, SITE, [
      { name: "The 38 Best Restaurants in Los Angeles, 2026", url: "https://la.eater.com/38", award: null },
      { name: "Michelin California 2023", url: "javascript:alert(1)", award: "Michelin Guide 1 Star (2023)" },
    ]);
    expect(ld.subjectOf).toEqual([
      { "@type": "CreativeWork", name: "The 38 Best Restaurants in Los Angeles, 2026", url: "https://la.eater.com/38" },
      { "@type": "CreativeWork", name: "Michelin California 2023" },
    ]);
    expect(ld.award).toEqual(["Michelin Guide 1 Star (2023)"]);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(restaurantLd(bestia, SITE)).not.toHaveProperty("subjectOf");
    expect(restaurantLd(bestia, SITE)).not.toHaveProperty("award");
  });

  it("drops a website that is not an http(s) URL", () => {
    expect(
      restaurantLd({ ...bestia, websiteUrl: "javascript:alert(1)", instagramHandle: null }, SITE),
    ).not.toHaveProperty("sameAs");
  });
});

describe("postalAddress", () => {
  it("keeps an address it cannot split as the street address", () => {
    expect(postalAddress("Grand Central Market, stall 12")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Grand Central Market, stall 12",
      addressCountry: "US",
    });
  });
});

describe("itemList and breadcrumbs", () => {
  it("puts a place with a shared rank at that rank, as its card does", () => {
    const ld = itemList(
      [
        { slug: "a", name: "A", standing: { rank: 45, tied: true } },
        { slug: "b", name: "B", standing: { rank: 45, tied: true } },
      ],
      SITE,
      { offset: 40 },
    );
    expect((ld.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([45, 45]);
  });

  it("numbers list items from the page's offset with absolute profile URLs", () => {
    const ld = itemList(
      [
        { slug: "bestia", name: "Bestia" },
        { slug: "pho-79", name: "Phở 79" },
      ],
      SITE,
      { offset: 10 },
    );
    expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 11, url: "https://laeats.example/restaurants/bestia", name: "Bestia" },
      { "@type": "ListItem", position: 12, url: "https://laeats.example/restaurants/pho-79", name: "Phở 79" },
    ]);
  });

  it("builds a breadcrumb trail of absolute URLs", () => {
    expect(
      breadcrumbs(
        [
          { name: "Home", path: "/" },
          { name: "Italian", path: "/restaurants/cuisine/italian" },
        ],
        SITE,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://laeats.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Italian",
          item: "https://laeats.example/restaurants/cuisine/italian",
        },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes characters that could end the script element, and still parses back", () => {
    const data = { "@type": "Restaurant", name: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
