import { describe, expect, it } from "vitest";
import { DOWNTOWN_LA } from "~/lib/geo";
import { parseListParams } from "~/lib/list-params";
import { entryProblem, typedOrigin } from "./near-entry";

const params = (query: string) => parseListParams(new URLSearchParams(query));

describe("Near Me entries", () => {
  it("an entry Apply cannot use is called an invalid ZIP code; an empty one means the browser's location", () => {
    expect(entryProblem("ab")).toMatch(/^Invalid ZIP code: enter 5 digits, or at least 3 characters/);
    expect(entryProblem("9001")).toBe("Invalid ZIP code: a ZIP code has 5 digits.");
    expect(entryProblem("")).toBeNull();
    expect(entryProblem("90012")).toBeNull();
    expect(entryProblem("Santa Monica")).toBeNull();
  });

  it("a ZIP in the URL is the origin in use, whatever the browser said", () => {
    expect(typedOrigin(params("zip=90012"), DOWNTOWN_LA, null)).toBe("ZIP 90012");
    expect(typedOrigin(params("zip=90012&radius=3"), null, null)).toBe("ZIP 90012");
  });

  it("a point is typed only when it is not the browser's own fix, and is named when it was found by name", () => {
    expect(typedOrigin(params("near=34.0522,-118.2437"), DOWNTOWN_LA, null)).toBeNull();
    expect(typedOrigin(params("near=34.0195,-118.4912"), null, null)).toBeNull();
    expect(typedOrigin(params("near=34.0195,-118.4912"), DOWNTOWN_LA, null)).toBe("34.0195, -118.4912");
    const named = { lat: 34.01948, lng: -118.49121, label: "Santa Monica, CA" };
    expect(typedOrigin(params("near=34.0195,-118.4912"), DOWNTOWN_LA, named)).toBe("Santa Monica, CA");
  });
});
