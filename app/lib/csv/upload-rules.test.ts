import { describe, expect, it } from "vitest";
import { MESSAGES } from "./import-messages";
import { IMPORT_LIMITS } from "./import-kinds";
import { checkUpload, safeFileName } from "./upload-rules";

describe("checking an upload before it is stored", () => {
  it("asks for a CSV file when none is chosen or the neighborhood file is not .csv", () => {
    expect(checkUpload(null, "neighborhoods", "upsert")).toBe("Please select a CSV file");
    expect(checkUpload({ name: "hoods.txt", size: 10 }, "neighborhoods", "upsert")).toBe("Please select a CSV file");
    expect(checkUpload({ name: "hoods.CSV", size: 10 }, "neighborhoods", "upsert")).toBeNull();
  });

  it("explains that Excel files must be saved as CSV", () => {
    expect(checkUpload({ name: "ig.xlsx", size: 10 }, "instagram", "upsert")).toBe(MESSAGES.excelNotSupported);
  });

  it("refuses empty and oversize files", () => {
    expect(checkUpload({ name: "a.csv", size: 0 }, "instagram", "upsert")).toBe("The file is empty.");
    expect(checkUpload({ name: "a.csv", size: IMPORT_LIMITS.restaurants.bytes + 1 }, "restaurants", "replace")).toBe(
      "The file is larger than 1 MB. Split it into smaller files of at most 1,000 rows.",
    );
    expect(checkUpload({ name: "a.json", size: IMPORT_LIMITS.restaurants.bytes }, "restaurants", "replace")).toBeNull();
    expect(checkUpload({ name: "e.csv", size: 5 * 1024 * 1024 }, "edition", "upsert")).toBeNull();
    expect(checkUpload({ name: "e.csv", size: IMPORT_LIMITS.edition.bytes + 1 }, "edition", "upsert")).toBe(
      "The file is larger than 10 MB. Split it into smaller files of at most 100,000 rows.",
    );
  });

  it("asks for a CSV or JSON file for the list uploads", () => {
    expect(checkUpload(null, "restaurants", "upsert")).toBe("Please select a CSV or JSON file");
    expect(checkUpload({ name: "list.txt", size: 3 }, "restaurants", "replace")).toBe(
      "Please select a CSV or JSON file",
    );
  });

  it("needs no file to reset a list to the shipped data", () => {
    expect(checkUpload(null, "restaurants", "reset")).toBeNull();
  });

  it("makes file names safe for storage keys and downloads", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\Neighborhoods (final).csv")).toBe("Neighborhoods-final-.csv");
    expect(safeFileName("Café list.csv")).toBe("Cafe-list.csv");
    expect(safeFileName("...")).toBe("upload.csv");
  });
});
