import { describe, expect, it } from "vitest";
import {
  boundingBox,
  canApplyPlace,
  canApplyZip,
  distanceMiles,
  DOWNTOWN_LA,
  haversineMiles,
  isValidCoordinate,
  mapLocation,
  nearestTo,
  parseLatLng,
  parseRadiusMiles,
  placeQueryKey,
  roundMiles,
  sanitizePlaceInput,
  sanitizeZipInput,
} from "./geo";

const SANTA_MONICA = { lat: 34.0195, lng: -118.4912 };

describe("distances", () => {
  it("measures downtown LA to Santa Monica as about 14.4 miles", () => {
    expect(haversineMiles(DOWNTOWN_LA, SANTA_MONICA)).toBeCloseTo(14.35, 2);
    expect(distanceMiles(DOWNTOWN_LA, SANTA_MONICA)).toBe(14.4);
  });

  it("uses an earth radius of 3959 miles, so one degree of longitude at the equator is 69.1 miles", () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(69.1);
    expect(distanceMiles({ lat: 33.9416, lng: -118.4085 }, { lat: 40.6413, lng: -73.7781 })).toBe(2469.7);
  });

  it("is zero from a point to itself and the same in both directions", () => {
    expect(distanceMiles(SANTA_MONICA, SANTA_MONICA)).toBe(0);
    expect(haversineMiles(SANTA_MONICA, DOWNTOWN_LA)).toBe(haversineMiles(DOWNTOWN_LA, SANTA_MONICA));
  });

  it("rounds to the nearest tenth of a mile", () => {
    expect(roundMiles(0.04)).toBe(0);
    expect(roundMiles(0.05)).toBe(0.1);
    expect(roundMiles(3.14159)).toBe(3.1);
    expect(roundMiles(24.96)).toBe(25);
  });

  it("accepts only the offered radius options and treats anything else as off", () => {
    expect([1, 3, 5, 10, 25].map((m) => parseRadiusMiles(String(m)))).toEqual([1, 3, 5, 10, 25]);
    for (const junk of ["", "0", "7", "-5", "abc", null, undefined]) expect(parseRadiusMiles(junk)).toBe(0);
  });
});

describe("coordinates", () => {
  it("are valid only as finite numbers within the latitude and longitude ranges", () => {
    expect(isValidCoordinate(34.05, -118.24)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(90.1, 0)).toBe(false);
    expect(isValidCoordinate(0, -180.1)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 0)).toBe(false);
    expect(isValidCoordinate(Infinity, 0)).toBe(false);
    expect(isValidCoordinate("34", "-118")).toBe(false);
    expect(isValidCoordinate(null, null)).toBe(false);
  });

  it("parse from query text only as plain decimals", () => {
    expect(parseLatLng("34.0522", "-118.2437")).toEqual(DOWNTOWN_LA);
    expect(parseLatLng("+34", ".5")).toEqual({ lat: 34, lng: 0.5 });
    for (const [lat, lng] of [
      ["", "1"],
      ["1e1", "1"],
      ["abc", "1"],
      ["91", "0"],
      ["0", "181"],
      [null, "1"],
      ["0x10", "1"],
    ]) {
      expect(parseLatLng(lat, lng)).toBeNull();
    }
  });

  it("a bounding box holds every point within the radius", () => {
    const box = boundingBox(DOWNTOWN_LA, 10);
    const east = { lat: DOWNTOWN_LA.lat, lng: box.maxLng };
    const north = { lat: box.maxLat, lng: DOWNTOWN_LA.lng };
    expect(haversineMiles(DOWNTOWN_LA, east)).toBeGreaterThanOrEqual(9.99);
    expect(haversineMiles(DOWNTOWN_LA, north)).toBeCloseTo(10, 5);
    expect(boundingBox({ lat: 90, lng: 0 }, 10)).toMatchObject({ minLng: -180, maxLng: 180 });
  });

  it("finds the nearest candidate within a maximum distance, or none", () => {
    const far = { name: "far", ...SANTA_MONICA };
    const near = { name: "near", lat: 34.05, lng: -118.25 };
    expect(nearestTo([far, near], DOWNTOWN_LA, 50)?.item.name).toBe("near");
    expect(nearestTo([far], DOWNTOWN_LA, 5)).toBeNull();
  });
});

describe("location input rules", () => {
  it("a ZIP keeps digits only, at most five, and applies only at exactly five", () => {
    expect(sanitizeZipInput("90a0-12345")).toBe("90012");
    expect(sanitizeZipInput(" 9 0 ")).toBe("90");
    expect(canApplyZip("9001")).toBe(false);
    expect(canApplyZip("90012")).toBe(true);
    expect(canApplyZip("900123")).toBe(false);
  });

  it("a place query is cut at 50 characters and applies from 3, or with a browser location", () => {
    expect(sanitizePlaceInput("x".repeat(60))).toHaveLength(50);
    expect(canApplyPlace("  ab ")).toBe(false);
    expect(canApplyPlace("abc")).toBe(true);
    expect(canApplyPlace("", true)).toBe(true);
  });

  it("a place query key ignores case, accents, spacing and a trailing state or country", () => {
    expect(placeQueryKey("  Santa   Monica, CA ")).toBe("santa monica");
    expect(placeQueryKey("santa monica, california, usa")).toBe("santa monica");
    expect(placeQueryKey("Cañada Flintridge")).toBe("canada flintridge");
    expect(placeQueryKey("Carson")).toBe("carson");
  });

  it("a place query key expands local nicknames", () => {
    expect(placeQueryKey("LA")).toBe("los angeles");
    expect(placeQueryKey("WeHo")).toBe("west hollywood");
  });
});

describe("restaurants without coordinates", () => {
  const centres = { koreatown: { lat: 34.0618, lng: -118.3004 } };
  const missing = { neighborhoodSlug: "koreatown", latitude: null, longitude: null };

  it("keep their own coordinates when they have valid ones", () => {
    const located = { ...missing, latitude: 34.06, longitude: -118.3 };
    expect(mapLocation(located, centres)).toEqual({ lat: 34.06, lng: -118.3, approximate: false });
  });

  it("stand exactly at their area's centre, marked approximate, never nudged", () => {
    expect(mapLocation(missing, centres)).toEqual({ lat: 34.0618, lng: -118.3004, approximate: true });
    expect(mapLocation({ ...missing, latitude: 34.1, longitude: Number.NaN }, centres)).toEqual({
      lat: 34.0618,
      lng: -118.3004,
      approximate: true,
    });
  });

  it("have no place on the map when their area has no centre we hold, not a made-up downtown point", () => {
    expect(mapLocation({ ...missing, neighborhoodSlug: "atlantis" }, centres)).toBeNull();
    // An inherited property name is not an area either.
    expect(mapLocation({ ...missing, neighborhoodSlug: "constructor" }, {})).toBeNull();
  });
});
