import { describe, expect, it } from "vitest";
import { placeGapsOf, verifiedCutoff } from "./place-gaps";

const complete = {
  address: "2121 E 7th Pl",
  latitude: 34.03,
  longitude: -118.23,
  price: 3,
  website: "https://bestiala.com/",
  reservationUrl: "https://resy.com/bestia",
  description: "Roman-leaning Italian.",
  lastVerified: "2026-06-01",
};

describe("a place's gaps", () => {
  it("a complete place verified this year has none", () => {
    expect(placeGapsOf(complete, "2026-11-27")).toEqual([]);
  });

  it("an empty or missing street address, either coordinate, an unknown price and blank links are gaps", () => {
    const gaps = placeGapsOf(
      { ...complete, address: "  ", longitude: null, price: "Unknown", website: "", reservationUrl: undefined },
      "2026-11-27",
    );
    expect(gaps).toEqual(["no-address", "no-coordinates", "no-price", "no-website", "no-booking"]);
    expect(placeGapsOf({ ...complete, address: null }, "2026-11-27")).toEqual(["no-address"]);
  });

  it("a place never verified, or last verified over a year ago, is due; a year ago to the day is not", () => {
    expect(placeGapsOf({ ...complete, lastVerified: null }, "2026-11-27")).toEqual(["not-verified"]);
    expect(placeGapsOf({ ...complete, lastVerified: "2025-11-26" }, "2026-11-27")).toEqual(["not-verified"]);
    expect(placeGapsOf({ ...complete, lastVerified: "2025-11-27" }, "2026-11-27")).toEqual([]);
    expect(verifiedCutoff("2026-11-27")).toBe("2025-11-27");
  });
});
