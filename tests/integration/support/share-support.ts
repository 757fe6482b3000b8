import { SELF } from "cloudflare:test";
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { ORIGIN } from "./auth-helpers";

let clients = 0;

/** A share request from a browser on this site; each from its own client address unless `ip` says which. */
export function share(body: unknown, ip = `10.26.${clients >> 8}.${clients++ & 255}`) {
  return SELF.fetch(`${ORIGIN}/resources/share`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip },
  });
}

/** Shares `slugs` and returns the link's code. */
export async function sharedCode(slugs: string[]): Promise<string> {
  const response = await share({ slugs });
  if (response.status !== 201) throw new Error(`share answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}

/** A KML export read back as Google's importers would: strictly parsed XML, then togeojson. */
export function readKml(text: string) {
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new Error(message);
    },
  }).parseFromString(text, "text/xml");
  return kml(document as unknown as Document);
}

/** A form POST of a saved list, as the /saved page's export buttons send it. */
export function exportSaved(format: string, slugs: string) {
  return SELF.fetch(`${ORIGIN}/export/${format}`, {
    method: "POST",
    body: new URLSearchParams({ slugs }),
    headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host },
  });
}
