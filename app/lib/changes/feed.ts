import { escapeXml } from "~/lib/xml";
import { atomFeed, type AtomEntry } from "./atom";
import { changeDay, changeSections, changeTitle, type ChangeSummary } from "./summary";

/** A feed with no entry yet still needs an `updated`: the day the site's data began, never 1970. */
const FEED_BEGAN = "2026-11-23T00:00:00.000Z";

/** A data change ("v12") or an edition the data was built from ("e3"), by its anchor on /changes. */
type FeedChange = { anchor: string; changedAt: string; summary: ChangeSummary };

/** One entry per change, newest first, holding the page's sections as HTML; the feed is as new as its newest entry. */
export function changesFeed(siteUrl: string, changes: FeedChange[], limit = changes.length): string {
  const newestFirst = [...changes].sort((a, b) => b.changedAt.localeCompare(a.changedAt)).slice(0, limit);
  const entries: AtomEntry[] = newestFirst.map((c) => {
    const url = new URL(`/changes#${c.anchor}`, siteUrl).toString();
    const html = changeSections(c.summary)
      .map((section) => {
        const items = section.items.map((item) => {
          const name = item.slug
            ? `<a href="${escapeXml(new URL(`/restaurants/${item.slug}`, siteUrl).toString())}">${escapeXml(item.text)}</a>`
            : escapeXml(item.text);
          return `<li>${name}${item.note ? ` ${escapeXml(item.note)}` : ""}</li>`;
        });
        const more = section.more ? `<li>and ${section.more} more</li>` : "";
        return `<h3>${escapeXml(section.label)}</h3><ul>${items.join("")}${more}</ul>`;
      })
      .join("");
    return { id: url, title: `${changeDay(c.changedAt)}: ${changeTitle(c.summary)}`, updated: c.changedAt, url, html };
  });
  return atomFeed({
    title: "LA Eats Ranked: what changed",
    siteUrl,
    path: "/changes",
    selfPath: "/changes.atom",
    updated: newestFirst[0]?.changedAt ?? FEED_BEGAN,
    entries,
  });
}
