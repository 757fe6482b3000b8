import { escapeXml } from "~/lib/sitemap";
import { atomFeed, type AtomEntry } from "./atom";
import { changeDay, changeSections, changeTitle, type ChangeSummary } from "./summary";

type Change = { version: number; changedAt: string; summary: ChangeSummary };

/** The /changes.atom feed: one entry per data change, its content the page's sections as HTML. */
export function changesFeed(siteUrl: string, changes: Change[]): string {
  const entries: AtomEntry[] = changes.map((c) => {
    const url = new URL(`/changes#v${c.version}`, siteUrl).toString();
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
    updated: changes[0]?.changedAt ?? new Date(0).toISOString(),
    entries,
  });
}
