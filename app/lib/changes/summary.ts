import { z } from "zod";
import { asOfMonth } from "~/lib/as-of";
import { moveLabel } from "./move";

/** A data_changes.summary (JSON), place lists capped with totals; one that no longer parses shows empty, not a 500. */
const place = z.object({ slug: z.string(), name: z.string() });
const changeSummarySchema = z.object({
  /** The editions a change brought, by id (older records name them only by title). */
  lists: z
    .array(z.object({ source: z.string(), title: z.string(), edition: z.string(), editionId: z.number().optional() }))
    .default([]),
  joined: z.array(place).default([]),
  joinedTotal: z.number().int().nonnegative().default(0),
  left: z.array(place).default([]),
  leftTotal: z.number().int().nonnegative().default(0),
  moves: z.array(place.extend({ from: z.number().int().positive(), to: z.number().int().positive() })).default([]),
  closures: z.array(place.extend({ status: z.string(), month: z.string().nullable().default(null) })).default([]),
  /** An edition the data was built from: the places it names. */
  named: z.array(place).default([]),
  namedTotal: z.number().int().nonnegative().default(0),
  corrections: z
    .array(place.extend({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }))
    .default([]),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

export function readChangeSummary(json: string | null): ChangeSummary {
  let value: unknown = {};
  try {
    value = JSON.parse(json ?? "{}");
  } catch {
    value = {};
  }
  // An accepted report records the places it closed or moved as `restaurants`.
  if (value && typeof value === "object" && "restaurants" in value && !("closures" in value))
    value = { ...value, closures: (value as { restaurants: unknown }).restaurants };
  const parsed = changeSummarySchema.safeParse(value);
  return parsed.success ? parsed.data : changeSummarySchema.parse({});
}

/** A one-line title for the change: the lists it brought, the places that closed or moved, or were corrected. */
export function changeTitle(summary: ChangeSummary): string {
  const lists = summary.lists.map((l) => `${l.source}: ${titledEdition(l)}`);
  const closures = summary.closures.map((c) => `${c.name} ${c.status === "moved" ? "moved" : "closed"}`);
  const corrected = [...new Set(summary.corrections.map((c) => c.name))].map((name) => `${name} corrected`);
  const parts = [...lists, ...closures, ...corrected];
  if (parts.length === 0) return "Data updated";
  return parts.length > 2 ? `${parts.slice(0, 2).join("; ")} and ${parts.length - 2} more` : parts.join("; ");
}

/** An edition's title with its edition after it, unless the title says it already ("… (2025)"). */
function titledEdition(l: { title: string; edition: string }): string {
  return l.title.includes(l.edition) ? l.title : `${l.title} (${l.edition})`;
}

type ChangeSection = {
  key: string;
  label: string;
  items: { text: string; slug: string | null; note: string | null }[];
  more: number;
};

/** The change in sections, for the page and the feed alike; empty sections are left out. */
export function changeSections(summary: ChangeSummary): ChangeSection[] {
  const sections: ChangeSection[] = [
    {
      key: "lists",
      label: "Lists updated",
      items: summary.lists.map((l) => ({ text: `${l.source}: ${l.title}`, slug: null, note: `${l.edition} edition` })),
      more: 0,
    },
    {
      key: "named",
      label: "Named on this edition",
      items: summary.named.map((p) => ({ text: p.name, slug: p.slug, note: null })),
      more: Math.max(0, summary.namedTotal - summary.named.length),
    },
    {
      key: "joined",
      label: "Joined the ranking",
      items: summary.joined.map((p) => ({ text: p.name, slug: p.slug, note: null })),
      more: Math.max(0, summary.joinedTotal - summary.joined.length),
    },
    {
      key: "left",
      label: "Left the ranking",
      items: summary.left.map((p) => ({ text: p.name, slug: p.slug, note: null })),
      more: Math.max(0, summary.leftTotal - summary.left.length),
    },
    {
      key: "moves",
      label: "Biggest moves",
      items: summary.moves.map((m) => ({
        text: m.name,
        slug: m.slug,
        note: `${moveLabel(m.from, m.to) ?? ""} (#${m.from} → #${m.to})`,
      })),
      more: 0,
    },
    {
      key: "closures",
      label: "Closed or moved",
      items: summary.closures.map((c) => ({
        text: c.name,
        slug: c.slug,
        note: c.status === "moved" ? "moved" : c.month ? `closed ${asOfMonth(c.month) ?? c.month}` : "closed",
      })),
      more: 0,
    },
    {
      key: "corrections",
      label: "Corrected",
      items: summary.corrections.map((c) => ({
        text: c.name,
        slug: c.slug,
        note: `${c.field}: ${quoted(c.before)} → ${quoted(c.after)}`,
      })),
      more: 0,
    },
  ];
  return sections.filter((s) => s.items.length > 0);
}

/** A corrected value as a change shows it: 'none' for no value, a long description cut short. */
function quoted(value: string | null): string {
  if (value === null) return "none";
  return `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`;
}

/** "November 23, 2026" for an ISO time (UTC: the day the change landed everywhere). */
export function changeDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}
