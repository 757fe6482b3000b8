import { describe, expect, it } from "vitest";
import { badgeClaim, withClaims, type CardClaim } from "./card-claims";

const laTimes: CardClaim = {
  editionId: 7,
  source: "LA Times",
  title: "The 101 Best Restaurants in Los Angeles (2025)",
  edition: "2025",
  rank: 8,
  distinction: null,
};
const michelin = (distinction: string): CardClaim => ({
  editionId: 3,
  source: "Michelin Guide",
  title: "The MICHELIN Guide California 2023",
  edition: "2023",
  rank: null,
  distinction,
});

describe("a card badge's rank or distinction", () => {
  it("shows a rank as '#8' and names its list in the title, as the profile's row does", () => {
    expect(badgeClaim([laTimes])).toEqual({
      visible: "#8",
      spoken: "#8",
      title: "#8 on The 101 Best Restaurants in Los Angeles (2025)",
    });
  });

  it("draws Michelin stars as the guide does, says them in words, and dates them by edition", () => {
    expect(badgeClaim([michelin("1 Star")])).toEqual({ visible: "1★", spoken: "1 Star", title: "1 Star (2023)" });
    expect(badgeClaim([michelin("2 Stars")])?.visible).toBe("2★");
    expect(badgeClaim([michelin("Bib Gourmand")])).toMatchObject({ visible: "Bib", spoken: "Bib Gourmand" });
  });

  it("dates a distinction carried over from an earlier guide by that guide's year, not the edition's", () => {
    const carried = { ...michelin("Bib Gourmand"), edition: "2025", distinctionYear: "2023" };
    expect(badgeClaim([carried])?.title).toBe("Bib Gourmand (2023)");
  });

  it("leaves 'Recommended' out of the badge's face but not out of its name", () => {
    expect(badgeClaim([michelin("Recommended")])).toEqual({
      visible: "",
      spoken: "Recommended",
      title: "Recommended (2023)",
    });
  });

  it("says every claim of a source with more than one current list", () => {
    const other = { ...laTimes, title: "The 25 Best New Restaurants", edition: "2026", rank: 3 };
    expect(badgeClaim([laTimes, other])).toEqual({
      visible: "#8, #3",
      spoken: "#8; #3",
      title: "#8 on The 101 Best Restaurants in Los Angeles (2025); #3 on The 25 Best New Restaurants, 2026",
    });
  });

  it("adds nothing for a source without claims", () => {
    expect(badgeClaim([])).toBeNull();
  });
});

describe("claims onto a page's restaurants", () => {
  it("gives each place the editions it is on and its own claims, and leaves a place without any as it was", () => {
    const eater = { editionId: 9, source: "Eater LA", title: "The 38", edition: "2026", rank: null, distinction: null };
    const rows = [
      { restaurantId: 2, ...laTimes },
      { restaurantId: 1, ...michelin("1 Star") },
      { restaurantId: 2, ...eater },
      { restaurantId: 2, ...michelin("Bib Gourmand") },
    ];
    const [first, second, third] = withClaims([{ id: 1 }, { id: 2 }, { id: 3 }], rows);
    expect(first).toEqual({ id: 1, editions: [3], claims: [michelin("1 Star")] });
    expect(second.editions).toEqual([7, 9, 3]);
    expect(second.claims).toEqual([laTimes, michelin("Bib Gourmand")]);
    expect(third).toEqual({ id: 3 });
  });
});
