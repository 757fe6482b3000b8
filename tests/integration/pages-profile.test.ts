import { describe, expect, it } from "vitest";
import { readOne } from "~/models/batch.server";
import { restaurantProfileRead, suggestRestaurants } from "~/models/profile.server";
import { fetchPage, locationOf, seedPages } from "./support/pages-dataset";

describe("restaurant profiles", () => {
  it("a profile shows its name, category badges, trusted lists, About and actions", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants/bestia");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Bestia<\/h1>/);
    for (const href of [
      "/restaurants/cuisine/italian",
      "/restaurants/neighborhood/arts-district",
      "/restaurants/occasion/date-night",
      "/restaurants/price/upscale",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain("Appears on 4 trusted lists");
    expect(html).toContain('href="https://la.eater.com/maps/best"');
    expect(html).toContain("Roman-leaning Italian in a warehouse.");
    expect(html).toMatch(/href="https:\/\/resy.com\/cities\/la\/bestia"[^>]*>Book Now/);
    expect(html).toMatch(/href="https:\/\/bestiala.com\/"[^>]*>Visit Website/);
    expect(html).toMatch(
      /href="https:\/\/www.google.com\/maps\/dir\/\?api=1&amp;destination=2121[^"]*"[^>]*>Get Directions/,
    );
    expect(html).toContain('<link rel="canonical" href="https://example.com/restaurants/bestia"/>');
  });

  it("Explore More links to the restaurant's own categories and the fixed favourites", async () => {
    await seedPages();
    const { html } = await fetchPage("/restaurants/bestia");
    const explore = html.slice(html.indexOf("Explore More"));
    for (const href of [
      "/restaurants/cuisine/italian",
      "/restaurants/cuisine/seafood",
      "/restaurants/cuisine/mexican",
      "/restaurants/occasion/date-night",
      "/restaurants/occasion/special-occasion",
      "/restaurants/neighborhood/arts-district",
      "/newest",
    ]) {
      expect(explore).toContain(`href="${href}"`);
    }
  });

  it("without a reservation link, Find a table searches the web; without a website that action is absent; without an address, directions search its name in its area", async () => {
    await seedPages();
    const { html } = await fetchPage("/restaurants/plain-place");
    expect(html).toMatch(
      /href="https:\/\/www.google.com\/search\?q=Plain\+Place\+Neighborhood\+A\+reservations"[^>]*>Find a table/,
    );
    expect(html).not.toContain("Book Now");
    expect(html).not.toContain("Visit Website");
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=Plain+Place,+Neighborhood+A"');
    expect(html).toContain("Street address not on file: the lists we read place it in Neighborhood A.");
    expect(html).toContain("Price Unknown");
    expect(html).toContain('href="/restaurants/occasion/casual"');
    expect(html).toContain("Plain Place is a diner in Neighborhood A, on 1 of 10 trusted lists.");
    // Its card on the home page says the same.
    const card = (await fetchPage("/?q=plain+place")).html;
    expect(card).toMatch(
      /class="card-description[^"]*"[^>]*>Plain Place is a diner in Neighborhood A, on 1 of 10 trusted lists\./,
    );
  });

  it("a New & Rising restaurant has a profile too", async () => {
    const db = await seedPages();
    expect((await readOne(db, restaurantProfileRead(db, "newcomer-01")))?.name).toBe("Newcomer 01");
    const { response, html } = await fetchPage("/restaurants/newcomer-01");
    expect(response.status).toBe(200);
    expect(html).toContain("Appears on 1 trusted list<");
  });

  it("a profile with an Instagram post enabled sends it to the page, with a link to the account", async () => {
    const db = await seedPages();
    expect(await readOne(db, restaurantProfileRead(db, "newcomer-01"))).toMatchObject({
      hasInstagramEmbed: true,
      instagramEmbedLink: expect.stringContaining("https://www.instagram.com/p/pagesTest/"),
    });
    const { html } = await fetchPage("/restaurants/newcomer-01");
    expect(html).toContain("https://www.instagram.com/p/pagesTest/");
    expect(html).toMatch(/href="https:\/\/www.instagram.com\/newcomer.one\/"[^>]*>@newcomer.one on Instagram/);
    expect((await readOne(db, restaurantProfileRead(db, "bestia")))?.hasInstagramEmbed).toBe(false);
  });

  it("a slug with capitals or accents moves permanently to the normalized slug", async () => {
    await seedPages();
    for (const [from, to] of [
      ["/restaurants/Bestia", "/restaurants/bestia"],
      ["/restaurants/B%C3%A9stia", "/restaurants/bestia"],
      ["/restaurants/R%C3%A9publique", "/restaurants/republique"],
    ]) {
      const { response } = await fetchPage(from);
      expect(response.status, from).toBe(301);
      expect(locationOf(response)).toBe(to);
    }
  });

  it("an unknown slug is a real 404 with the not-found copy, Go Home and the closest names", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants/bestai");
    expect(response.status).toBe(404);
    expect(html).toContain("Page Not Found");
    expect(html).toMatch(/href="\/"[^>]*>Go Home/);
    expect(html).toContain("Did you mean");
    expect(html).toContain('href="/restaurants/bestia"');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("'Did you mean' ranks the closest slug first and gives nothing for a slug of stop words", async () => {
    const db = await seedPages();
    expect((await suggestRestaurants(db, "trattoria-21"))[0]).toEqual({ slug: "trattoria-21", name: "Trattoria 21" });
    expect((await suggestRestaurants(db, "trattoria-2x")).map((s) => s.slug)).toHaveLength(3);
    expect(await suggestRestaurants(db, "the-la")).toEqual([]);
    expect(await suggestRestaurants(db, "zzzz")).toEqual([]);
  });

  it("the index pages' static paths are never taken for a restaurant slug", async () => {
    await seedPages();
    for (const [path, heading] of [
      ["/restaurants/cuisines", "All Cuisines"],
      ["/restaurants/neighborhoods", "All Neighborhoods"],
      ["/restaurants/price", "Restaurants by Price"],
    ]) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(html).toContain(`>${heading}</h1>`);
    }
  });
});
