import { describe, expect, it } from "vitest";
import { isNewAndRisingSource, isRecentOpening } from "./new-and-rising";

describe("New & Rising's opening rule", () => {
  it("counts a place that opened within 24 months before the edition, and not one that opened earlier or later", () => {
    expect(isRecentOpening("2024-07", "2025-12")).toBe(true);
    expect(isRecentOpening("2023-12", "2025-12")).toBe(true);
    expect(isRecentOpening("2023-11", "2025-12")).toBe(false);
    expect(isRecentOpening("2026-01", "2025-12")).toBe(false);
  });

  it("reads a year alone as widely as it can mean: an opening's January, an edition's December", () => {
    expect(isRecentOpening("2024", "2025-12")).toBe(true);
    expect(isRecentOpening("2024", "2026")).toBe(false);
    expect(isRecentOpening("2025-03", "2026")).toBe(true);
    expect(isRecentOpening("2024-09", "2026")).toBe(false);
  });

  it("counts nothing without a stated opening or a dated edition", () => {
    expect(isRecentOpening(null, "2025-12")).toBe(false);
    expect(isRecentOpening("late 2024", "2025-12")).toBe(false);
    expect(isRecentOpening("2024-07", null)).toBe(false);
  });

  it("takes Eater LA, LA Times, Time Out and The Infatuation, and no other source", () => {
    expect(["Eater LA", "LA Times", "Time Out", "The Infatuation"].every(isNewAndRisingSource)).toBe(true);
    expect(isNewAndRisingSource("Bon Appétit")).toBe(false);
    expect(isNewAndRisingSource("Michelin Guide")).toBe(false);
  });
});
