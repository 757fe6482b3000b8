import { readFileSync } from "node:fs";
import { check } from "@placemarkio/check-geojson";
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import type { Download } from "@playwright/test";
import Papa from "papaparse";

/** A downloaded export read back by libraries nobody here wrote: each place's name and [longitude, latitude]. */
export type ReadPlace = { name: string; point: number[] | null };

const text = async (download: Download) => readFileSync((await download.path())!, "utf8");

export async function readKmlDownload(download: Download): Promise<ReadPlace[]> {
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new Error(message);
    },
  }).parseFromString(await text(download), "text/xml");
  return kml(document as unknown as Document).features.map((f) => ({
    name: String(f.properties?.name),
    point: f.geometry?.type === "Point" ? f.geometry.coordinates : null,
  }));
}

export async function readGeoJsonDownload(download: Download): Promise<ReadPlace[]> {
  const parsed = check(await text(download));
  const features = "features" in parsed ? parsed.features : [];
  return features.map((f) => ({
    name: String(f.properties?.name),
    point: f.geometry?.type === "Point" ? f.geometry.coordinates : null,
  }));
}

export async function readCsvDownload(download: Download): Promise<ReadPlace[]> {
  const rows = Papa.parse<Record<string, string>>(await text(download), { header: true, skipEmptyLines: true }).data;
  return rows.map((row) => ({
    name: row.Name,
    point: row.Longitude && row.Latitude ? [Number(row.Longitude), Number(row.Latitude)] : null,
  }));
}
