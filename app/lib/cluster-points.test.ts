import { describe, expect, it } from "vitest";
import {
  clusterDiameter,
  featuredOnText,
  initialMapView,
  mapPointsQuery,
  pointsBounds,
  unplacedText,
  type MapPoint,
} from "./cluster-points";
import { parseListParams } from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query));
const points: MapPoint[] = [
  ["bestia", "Bestia", 9, 34.0336, -118.2293, 0],
  ["gjelina", "Gjelina", 5, 33.9904, -118.4649, 0],
  ["somewhere", "Somewhere", 1, 34.1, -118.3, 1],
];

describe("the map points query", () => {
  it("keeps only what decides the matches, in one order, so equal filters share a cache entry", () => {
    const a = mapPointsQuery(parse("sort=alphabetical&count=50&view=map&price=$$&cuisine=Korean%20BBQ"));
    const b = mapPointsQuery(parse("cuisine=korean-bbq&price=2"));
    expect(a).toBe("?cuisine=korean&style=barbecue&price=2");
    expect(b).toBe(a);
  });

  it("round-trips through the list parser: the map shows what the list filters", () => {
    const params = parse(
      "q=sushi&neighborhood=Santa Monica&source=eater&source=nyt&exclude=yelp&lists=2&michelin=starred&occasion=date-night&zip=90012&radius=5",
    );
    const again = parse(mapPointsQuery(params).slice(1));
    expect(again.filters).toEqual(params.filters);
    expect({ zip: again.zip, radius: again.radius }).toEqual({ zip: "90012", radius: 5 });
    expect(mapPointsQuery(params)).toContain("source=Eater+LA&source=NYT&exclude=Yelp");
  });

  it("carries a browser location as near=lat,lng and leaves radius out when the filter is off", () => {
    expect(mapPointsQuery(parse("near=34.0195,-118.4912&radius=0"))).toBe("?near=34.0195%2C-118.4912");
    expect(mapPointsQuery(parse(""))).toBe("");
  });
});

describe("where the map opens", () => {
  it("fits all matches around downtown LA at zoom 9, stopping at zoom 11", () => {
    const view = initialMapView(points, null, 0);
    expect(view).toMatchObject({ center: { lat: 34.0522, lng: -118.2437 }, zoom: 9, fitMaxZoom: 11 });
    expect(view.fit).toEqual([
      [33.9904, -118.4649],
      [34.1, -118.2293],
    ]);
  });

  it("centres on the user at zoom 11 and fits the whole radius, stopping at zoom 13", () => {
    const view = initialMapView(points, { lat: 34, lng: -118.4 }, 5);
    expect(view).toMatchObject({ center: { lat: 34, lng: -118.4 }, zoom: 11, fitMaxZoom: 13 });
    const [[south, west], [north, east]] = view.fit!;
    expect(north - south).toBeCloseTo((2 * 5) / 69.09, 2);
    expect(east - west).toBeGreaterThan(north - south);
  });

  it("does not fit when there is nothing to fit", () => {
    expect(initialMapView([], null, 0).fit).toBeNull();
    expect(initialMapView(points, { lat: 34, lng: -118.4 }, 0).fit).toBeNull();
    expect(pointsBounds([])).toBeNull();
  });
});

describe("marker text and sizes", () => {
  it("says how many lists feature a restaurant, singular for one", () => {
    expect(featuredOnText(4)).toBe("Featured on 4 lists");
    expect(featuredOnText(1)).toBe("Featured on 1 list");
  });

  it("says how many places the map leaves out for want of a known area, and nothing when none is", () => {
    expect(unplacedText(0)).toBeNull();
    expect(unplacedText(1)).toBe("1 place known only by an area we cannot locate is not shown on the map");
    expect(unplacedText(3)).toBe("3 places known only by an area we cannot locate are not shown on the map");
  });

  it("grows cluster bubbles slowly with their size", () => {
    expect(clusterDiameter(2)).toBeLessThan(clusterDiameter(100));
    expect(clusterDiameter(10_000)).toBeLessThanOrEqual(62);
    expect(clusterDiameter(10_000) - clusterDiameter(1_000)).toBe(6);
    // Up to a few hundred places a bubble is no wider than twice the 36 px clustering radius's half-gap.
    expect(clusterDiameter(300)).toBeLessThanOrEqual(44);
  });
});
