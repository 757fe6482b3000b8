import { describe, expect, it } from "vitest";
import { areaKey, createEntryKeyer, nameKey, placeKey, streetKey } from "./place-key";

describe("a place's identity", () => {
  it("is the same place however its street and name are spelled", () => {
    expect(placeKey("Bestia", "2121 E 7th Pl, Los Angeles, CA 90021")).toBe(
      placeKey("BESTIA", "2121 East 7th Place, Los Angeles, California"),
    );
    expect(placeKey("Phở 79", "29 S Garfield Ave, Alhambra")).toBe(placeKey("Pho 79", "29 S. Garfield Avenue"));
    expect(nameKey("The Apple Pan")).toBe(nameKey("Apple Pan"));
    expect(nameKey("Saffy's")).toBe(nameKey("Saffys"));
  });

  it("keeps two branches of one name apart", () => {
    expect(placeKey("Porto's Bakery", "3614 W Magnolia Blvd, Burbank")).not.toBe(
      placeKey("Porto's Bakery", "315 N Brand Blvd, Glendale"),
    );
  });

  it("reads only the street line of an address", () => {
    expect(streetKey("5833 Franklin Ave, Los Angeles, CA 90028")).toBe("5833 franklin ave");
    expect(streetKey(null)).toBe("");
  });
});

describe("a place known to its neighborhood", () => {
  it("is its name and area until a street address arrives", () => {
    expect(placeKey("Soowon Galbi", null, "Koreatown")).toBe("soowon galbi|@koreatown");
    expect(placeKey("Soowon Galbi", "856 S Vermont Ave, Los Angeles, CA 90005", "Koreatown")).toBe(
      "soowon galbi|856 s vermont ave",
    );
  });

  it("is found by a list entry naming its area after its street address arrived", () => {
    const keyOf = createEntryKeyer([
      { name: "Soowon Galbi", address: "856 S Vermont Ave, Los Angeles, CA 90005", neighborhood: "Koreatown" },
      { name: "Tun Lahmajo", address: null, neighborhood: "Burbank" },
    ]);
    expect(keyOf({ name: "Soowon Galbi", address: null, area: "Koreatown" })).toBe("soowon galbi|856 s vermont ave");
    expect(keyOf({ name: "Tun Lahmajo", address: null, area: "Burbank" })).toBe(placeKey("Tun Lahmajo", null));
    expect(keyOf({ name: "Nowhere", address: null, area: "Burbank" })).toBe(areaKey("Nowhere", "Burbank"));
  });
});

describe("an entry that names a region", () => {
  it("finds the place we know to a neighborhood inside that region, and not one outside it", () => {
    const keyOf = createEntryKeyer([
      { name: "Lunasia", neighborhood: "Alhambra", address: "500 W Main St, Alhambra, CA 91801" },
      { name: "Bavel", neighborhood: "Arts District", address: "500 Mateo St, Los Angeles, CA 90013" },
    ]);
    expect(keyOf({ name: "Lunasia", area: "San Gabriel Valley" })).toBe("lunasia|500 w main st");
    expect(keyOf({ name: "Bavel", area: "Downtown" })).toBe("bavel|500 mateo st");
    expect(keyOf({ name: "Bavel", area: "Westside" })).toBe("bavel|@westside");
  });
});
