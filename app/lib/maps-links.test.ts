import { describe, expect, it } from "vitest";
import { appleMapsDirectionsUrl, appleMapsSearchUrl, directionsUrl, googleMapsSearchUrl } from "./maps-links";

const bestia = { name: "Bestia & Co", address: "2121 E 7th Pl, Los Angeles, CA 90021" };

describe("maps app links", () => {
  it("open directions to the address in Google Maps and Apple Maps", () => {
    expect(directionsUrl(bestia.address)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=2121+E+7th+Pl,+Los+Angeles,+CA+90021",
    );
    expect(new URL(directionsUrl(bestia.address)).searchParams.get("destination")).toBe(bestia.address);
    expect(new URL(appleMapsDirectionsUrl(bestia.address)).searchParams.get("daddr")).toBe(bestia.address);
  });

  it("search for the place by its name and address, escaped so a name cannot add parameters", () => {
    expect(googleMapsSearchUrl({ name: "A+B #1", address: "1 Main St" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=A%2BB+%231,+1+Main+St",
    );
    const google = new URL(googleMapsSearchUrl(bestia));
    expect(google.origin + google.pathname).toBe("https://www.google.com/maps/search/");
    expect([...google.searchParams]).toEqual([
      ["api", "1"],
      ["query", "Bestia & Co, 2121 E 7th Pl, Los Angeles, CA 90021"],
    ]);
    const apple = new URL(appleMapsSearchUrl(bestia));
    expect(apple.host).toBe("maps.apple.com");
    expect([...apple.searchParams]).toEqual([["q", "Bestia & Co, 2121 E 7th Pl, Los Angeles, CA 90021"]]);
  });
});
