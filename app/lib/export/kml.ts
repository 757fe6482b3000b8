import { escapeXml } from "~/lib/xml";
import { listsLine, pointOf, type ExportPlace } from "./place";

const element = (name: string, value: string | null) => (value ? `<${name}>${escapeXml(value)}</${name}>` : "");

/** What a placemark's balloon says in Google My Maps: the description, the lists it is on, the link back. */
function description(place: ExportPlace): string {
  return [place.description, listsLine(place), place.url].filter(Boolean).join("\n\n");
}

function data(name: string, value: string | number | null): string {
  return value === null || value === "" ? "" : `<Data name="${name}"><value>${escapeXml(String(value))}</value></Data>`;
}

function placemark(place: ExportPlace): string {
  const point = pointOf(place);
  return [
    "<Placemark>",
    element("name", place.name),
    element("address", place.address),
    element("description", description(place)),
    "<ExtendedData>",
    data("rank", place.rank),
    data("tied", place.tied ? "yes" : null),
    data("cuisine", place.cuisine),
    data("neighborhood", place.neighborhood),
    data("price", place.price),
    data("lists", place.lists.join(", ")),
    data("website", place.website),
    data("link", place.url),
    "</ExtendedData>",
    point ? `<Point><coordinates>${point[0]},${point[1]}</coordinates></Point>` : "",
    "</Placemark>",
  ].join("");
}

/** A KML 2.2 document Google My Maps imports: one placemark per place, with name, address and description. */
export function placesKml(places: ExportPlace[], title: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
    element("name", title),
    ...places.map(placemark),
    "</Document></kml>",
    "",
  ].join("\n");
}
