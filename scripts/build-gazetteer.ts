/**
 * Regenerates data/gazetteer.json from the `zipcodes` package (BSD licence): every California
 * ZIP centroid, plus a centroid per city (the mean of its ZIPs). Run by hand when refreshing.
 */
import { writeFileSync } from "node:fs";
import zipcodes from "zipcodes";

type Code = { zip: string; latitude: number; longitude: number; city: string; state: string };

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const codes = (Object.values(zipcodes.codes) as Code[]).filter((c) => c.state === "CA");
const zips = codes
  .map((c) => ({ zip: c.zip, city: c.city, state: c.state, lat: round(c.latitude), lng: round(c.longitude) }))
  .sort((a, b) => a.zip.localeCompare(b.zip));

const byCity = new Map<string, Code[]>();
for (const code of codes) byCity.set(code.city, [...(byCity.get(code.city) ?? []), code]);
const cities = [...byCity.entries()]
  .map(([name, list]) => ({
    name,
    state: "CA",
    lat: round(list.reduce((s, c) => s + c.latitude, 0) / list.length),
    lng: round(list.reduce((s, c) => s + c.longitude, 0) / list.length),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

writeFileSync("data/gazetteer.json", JSON.stringify({ source: "zipcodes@8 (BSD)", zips, cities }) + "\n");
console.log(`gazetteer: ${zips.length} ZIP codes, ${cities.length} cities`);
