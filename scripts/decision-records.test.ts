import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = "docs/decisions";
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));

/** A reader skimming docs/decisions learns from each record's head when it was made and whether it holds. */
describe("decision records", () => {
  it.each(records)("%s opens with its number, a Date and a Status", (name) => {
    const [title, blank, date, status] = readFileSync(`${DIR}/${name}`, "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}: \\S`));
    expect(blank).toBe("");
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^- Status: (accepted|superseded by|partly superseded by)\b/);
  });

  it("numbers each record once", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
