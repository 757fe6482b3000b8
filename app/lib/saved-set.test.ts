import { describe, expect, it } from "vitest";
import { addAllSaved, parseSavedList, SAVED_LIMIT, toggleSaved } from "./saved-set";

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

describe("saving a whole list", () => {
  it("adds the slugs not saved yet, ahead of the list, and counts them", () => {
    expect(addAllSaved(["b"], ["a", "b", "c", "a"])).toEqual({ list: ["a", "c", "b"], added: 2 });
  });

  it("stops at the limit", () => {
    const full = Array.from({ length: SAVED_LIMIT - 1 }, (_, i) => `s-${i}`);
    const result = addAllSaved(full, ["x", "y"]);
    expect(result.added).toBe(1);
    expect(result.list).toHaveLength(SAVED_LIMIT);
    expect(result.list[0]).toBe("x");
  });
});
