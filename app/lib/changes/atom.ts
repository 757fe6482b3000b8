import { escapeXml as text } from "~/lib/xml";

export type AtomEntry = { id: string; title: string; updated: string; url: string; html: string };

/** Atom 1.0 (RFC 4287): id, title and updated are required; ids are the pages' stable URLs; `html` is escaped. */
export function atomFeed(feed: {
  title: string;
  siteUrl: string;
  path: string;
  selfPath: string;
  updated: string;
  entries: AtomEntry[];
}): string {
  const page = new URL(feed.path, feed.siteUrl).toString();
  const self = new URL(feed.selfPath, feed.siteUrl).toString();
  const entries = feed.entries.map(
    (e) =>
      `<entry><id>${text(e.id)}</id><title>${text(e.title)}</title><updated>${text(e.updated)}</updated>` +
      `<link rel="alternate" type="text/html" href="${text(e.url)}"/>` +
      `<content type="html">${text(e.html)}</content></entry>`,
  );
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom"><id>${text(page)}</id><title>${text(feed.title)}</title>` +
    `<updated>${text(feed.updated)}</updated><author><name>LA Eats Ranked</name></author>` +
    `<link rel="self" type="application/atom+xml" href="${text(self)}"/>` +
    `<link rel="alternate" type="text/html" href="${text(page)}"/>` +
    entries.join("") +
    "</feed>\n"
  );
}
