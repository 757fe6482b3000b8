import { describe, expect, it } from "vitest";
import { readIntent } from "./search-intent";

const NEIGHBORHOODS = [
  { slug: "downtown", name: "Downtown" },
  { slug: "west-hollywood", name: "West Hollywood" },
  { slug: "san-gabriel-valley", name: "San Gabriel Valley" },
  { slug: "koreatown", name: "Koreatown" },
  { slug: "thai-town", name: "Thai Town" },
  { slug: "los-angeles", name: "Los Angeles" },
];
const read = (query: string) => readIntent(query, NEIGHBORHOODS);

describe("a search read for intent", () => {
  it("reads a family and a style's common name together ('korean bbq')", () => {
    expect(read("korean bbq")).toEqual({ filters: { cuisine: "korean", style: "barbecue" }, rest: "", read: true });
    expect(read("Dim Sum").filters).toEqual({ cuisine: "chinese", style: "dim-sum" });
    expect(read("omakase").filters).toEqual({ cuisine: "japanese", style: "sushi" });
    expect(read("sushi japanese")).toMatchObject({ filters: { cuisine: "japanese", style: "sushi" }, rest: "" });
  });

  it("reads price and occasion words", () => {
    expect(read("cheap tacos").filters).toEqual({ price: 1, cuisine: "mexican", style: "tacos" });
    expect(read("splurge date night").filters).toEqual({ price: 4, occasion: "date-night" });
    expect(read("fancy special occasion").filters).toEqual({ price: 4, occasion: "special-occasion" });
    expect(read("casual").filters).toEqual({ occasion: "casual" });
  });

  it("reads neighborhoods by name and short form, only where they are ours", () => {
    expect(read("DTLA").filters).toEqual({ neighborhood: "downtown" });
    expect(read("weho").filters).toEqual({ neighborhood: "west-hollywood" });
    expect(read("pho sgv").filters).toEqual({
      cuisine: "vietnamese",
      style: "pho",
      neighborhood: "san-gabriel-valley",
    });
    expect(read("k-town korean").filters).toEqual({ neighborhood: "koreatown", cuisine: "korean" });
    expect(read("noho").read).toBe(false);
    expect(read("los angeles")).toEqual({ filters: {}, rest: "los angeles", read: false });
  });

  it("reads a region's name and its short forms, and combines it with other intents", () => {
    const withRegions = [...NEIGHBORHOODS, { slug: "westside", name: "Westside" }];
    expect(readIntent("date night westside", withRegions).filters).toEqual({
      occasion: "date-night",
      neighborhood: "westside",
    });
    expect(readIntent("west side sushi", withRegions).filters).toMatchObject({ neighborhood: "westside" });
    expect(read("the sgv").filters).toEqual({ neighborhood: "san-gabriel-valley" });
    expect(read("westside").read).toBe(false);
  });

  it("prefers the longest phrase ('thai town' is a neighborhood)", () => {
    expect(read("thai town").filters).toEqual({ neighborhood: "thai-town" });
    expect(read("thai").filters).toEqual({ cuisine: "thai", style: undefined });
  });

  it("leaves words that name nothing, or contradict what was read, as words", () => {
    expect(read("cheap kaneyoshi")).toEqual({ filters: { price: 1 }, rest: "kaneyoshi", read: true });
    expect(read("korean japanese")).toMatchObject({ filters: { cuisine: "korean" }, rest: "japanese" });
    expect(read("cheap splurge")).toMatchObject({ filters: { price: 1 }, rest: "splurge" });
    expect(read("bestia")).toEqual({ filters: {}, rest: "bestia", read: false });
  });
});
