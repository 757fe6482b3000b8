import { describe, expect, it } from "vitest";
import { parseSavedList, toggleSaved } from "./saved-set";

describe("the saved list", () => {
  it("reads a stored list and drops malformed entries and duplicates", () => {
    expect(parseSavedList('["bestia","bestia","<script>",3,"phở"]')).toEqual(["bestia"]);
  });

  it("treats missing or corrupt storage as empty", () => {
    expect(parseSavedList(null)).toEqual([]);
    expect(parseSavedList("{not json")).toEqual([]);
    expect(parseSavedList('{"a":1}')).toEqual([]);
  });

  it("toggles a restaurant in and out, newest first", () => {
    const added = toggleSaved(["a"], "b");
    expect(added).toEqual({ list: ["b", "a"], saved: true });
    expect(toggleSaved(added.list, "a")).toEqual({ list: ["b"], saved: false });
  });
});
