import { describe, expect, it } from "vitest";
import { readShippedDataset } from "../../scripts/lib/dataset";
import { shippedRestaurants } from "./shipped-dataset";

describe("the places an admin's reset restores", () => {
  it("are every data/restaurants*.json the seed reads, in its order", () => {
    expect(shippedRestaurants).toEqual(readShippedDataset().restaurants);
  });
});
