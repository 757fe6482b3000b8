import { datedBy } from "./current";
import { SOURCE_NAMES } from "~/lib/sources";
import type { CheckedEdition, Violation } from "./data-check";
import { editionWhere } from "./data-check-common";
import { isDay, isMonth, isMonthOrYear } from "./dates";
import { checkDistinctions, checkRanks } from "./data-check-ranks";
import { LIST_KINDS, LIST_SCOPES } from "./types";

/** Why a list URL cannot stand as evidence, or null: it must be the list's own http(s) page. */
function listUrlProblem(url: unknown): string | null {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return `url ${JSON.stringify(url)} is not a URL`;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return `It is a ${parsed.protocol} link`;
  // A search page's results change from day to day, so it proves nothing about a dated edition.
  const isSearch = /\/search/i.test(parsed.pathname) || ["find_desc", "q"].some((key) => parsed.searchParams.has(key));
  return isSearch ? "It is a search-results page" : null;
}

function checkEditionFields(edition: CheckedEdition): Violation[] {
  const where = editionWhere(edition);
  const found: Violation[] = [];
  const add = (rule: string, fix: string) => found.push({ rule, where, fix });
  const { declaredSize, entries, published, read } = edition;
  if (!Number.isInteger(declaredSize) || declaredSize < 1) {
    add(
      "list size",
      `declaredSize is ${JSON.stringify(declaredSize)}: set it to how many places the list says it has.`,
    );
  } else if (entries.length > declaredSize) {
    add(
      "list size",
      `It names ${entries.length} places but declares ${declaredSize}: remove the entries that are not on the list, or correct declaredSize.`,
    );
  }
  const urlProblem = listUrlProblem(edition.url);
  if (urlProblem) add("list url", `${urlProblem}: link the list's own http(s) page.`);
  // A list that states no date is shipped with null (the edition then goes by its label); a stated one is a month or a year.
  if (published !== null && !isMonthOrYear(published))
    add(
      "published month",
      `published is ${JSON.stringify(published)}: write the month as YYYY-MM (or YYYY), or null where the list states no date.`,
    );
  if (!isDay(read)) add("read date", `read is ${JSON.stringify(read)}: write the day we read it as YYYY-MM-DD.`);
  if (isMonth(published) && isDay(read) && read.slice(0, 7) < published) {
    add("read before published", `It was read on ${read}, before it was published in ${published}: correct one date.`);
  }
  if (!(SOURCE_NAMES as readonly string[]).includes(edition.source)) {
    add("source", `"${edition.source}" is not a trusted source: use one of ${SOURCE_NAMES.join(", ")}.`);
  }
  if (!(LIST_KINDS as readonly string[]).includes(edition.kind)) {
    add("kind", `kind "${edition.kind}" is unknown: use one of ${LIST_KINDS.join(", ")}.`);
  }
  if (!(LIST_SCOPES as readonly string[]).includes(edition.scope)) {
    add("scope", `scope "${edition.scope}" is unknown: use one of ${LIST_SCOPES.join(", ")}.`);
  }
  if (typeof edition.edition !== "string" || !edition.edition.trim()) {
    add("edition", "It has no edition: name it (a year such as 2025) as its file name does.");
  }
  return found;
}

export function checkEditions(lists: CheckedEdition[]): Violation[] {
  return lists.flatMap((edition) => [
    ...checkEditionFields(edition),
    ...checkRanks(edition),
    ...checkDistinctions(edition),
  ]);
}

/** A list is (source, list slug); its current edition is the one published last, and there must be one. */
export function findCurrentEditions(lists: CheckedEdition[]) {
  const byList = new Map<string, CheckedEdition[]>();
  for (const edition of lists) {
    const key = `${edition.source}|${edition.list}`;
    byList.set(key, [...(byList.get(key) ?? []), edition]);
  }
  const current = new Set<CheckedEdition>();
  const violations: Violation[] = [];
  for (const editions of byList.values()) {
    // Editions without a well-formed month have their own violation; if none has one, all stand as
    // current so the places they name are not reported a second time as unlisted.
    const latest = editions
      .map(datedBy)
      .filter((d): d is string => typeof d === "string" && d !== "")
      .sort()
      .at(-1);
    const newest = latest ? editions.filter((e) => datedBy(e) === latest) : editions;
    newest.forEach((e) => current.add(e));
    if (latest && newest.length > 1) {
      violations.push({
        rule: "current edition",
        where: newest.map(editionWhere).join(" and "),
        fix: `These editions of one list were all published in ${latest}, so none is the current one: correct a published month, or remove the duplicate.`,
      });
    }
  }
  return { current, violations };
}
