import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DISTINCTIONS } from "../lib/evidence/types";
import type { ReportKind } from "~/lib/reports/report-form";

/** One row per place: the ranked list and New & Rising (the places on current new-openings lists). */
const restaurantColumns = {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  /** Lowercased, accent-free name: the alphabetical tie-break and its index. */
  sortName: text("sort_name").notNull(),
  /** The cuisine family (lib/cuisine/taxonomy.ts) read from the stated label: what filters and pages use. */
  cuisine: text("cuisine").notNull(),
  cuisineSlug: text("cuisine_slug").notNull(),
  /** The style within it ('Sushi'), when the stated label names one. */
  cuisineStyle: text("cuisine_style"),
  cuisineStyleSlug: text("cuisine_style_slug"),
  /** The cuisine as the data states it ('Japanese Izakaya'), kept as evidence. */
  cuisineLabel: text("cuisine_label"),
  neighborhood: text("neighborhood").notNull(),
  neighborhoodSlug: text("neighborhood_slug").notNull(),
  /** 1..4 for $..$$$$; null when unknown ('Unknown' in a CSV becomes null). */
  price: integer("price"),
  /** Distinct sources with a current new-openings list naming it: New & Rising when above 0. */
  mentions: integer("mentions").notNull().default(0),
  /** Canonical source names joined by ", ", as the uploaded CSVs write them. */
  sources: text("sources").notNull().default(""),
  sourceCount: integer("source_count").notNull().default(0),
  /** The bits (trusted_sources.bit) of the sources that list it: a cheap source filter. */
  sourceMask: integer("source_mask").notNull().default(0),
  description: text("description"),
  specialties: text("specialties"),
  address: text("address"),
  websiteUrl: text("website_url"),
  phone: text("phone"),
  instagramHandle: text("instagram_handle"),
  instagramEmbedLink: text("instagram_embed_link"),
  hasInstagramEmbed: integer("has_instagram_embed", { mode: "boolean" }).notNull().default(false),
  reservationPlatform: text("reservation_platform"),
  reservationUrl: text("reservation_url"),
  occasion: text("occasion").notNull().default("Casual"),
  occasionSlug: text("occasion_slug").notNull().default("casual"),
  /** A real rating only when the data carries one; never invented. */
  rating: real("rating"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  /** Name + street address, normalized (lib/evidence/place-key.ts): one place, one row. */
  placeKey: text("place_key"),
  /** open | temporarily-closed | closed | moved; a closed place keeps its profile but is not ranked. */
  status: text("status").notNull().default("open"),
  closedMonth: text("closed_month"),
  openedMonth: text("opened_month"),
  lastVerified: text("last_verified"),
  /** The last ranking change (data_changes.version) that moved it, with its rank before and after (null: unranked). */
  movedIn: integer("moved_in"),
  rankBefore: integer("rank_before"),
  rankAfter: integer("rank_after"),
  updatedAt: text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  /** The list edition import that is adding this place: hidden until that job is done (models/published.server.ts). */
  pendingJob: text("pending_job"),
};

/** Every listing read says `ranked`; the ranking indexes hold only those places, so reads stay on them. */
const listed = sql`status <> 'closed' AND source_count > 0`;

export const restaurants = sqliteTable("restaurants", restaurantColumns, (t) => [
  uniqueIndex("restaurants_slug_unique").on(t.slug),
  uniqueIndex("restaurants_place_key_unique").on(t.placeKey),
  index("restaurants_listed_idx").on(t.status, t.pendingJob).where(listed),
  index("restaurants_rank_idx")
    .on(sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_cuisine_rank_idx")
    .on(t.cuisineSlug, sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_style_rank_idx")
    .on(t.cuisineStyleSlug, sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_neighborhood_rank_idx")
    .on(t.neighborhoodSlug, sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_price_rank_idx")
    .on(t.price, sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_occasion_rank_idx")
    .on(t.occasionSlug, sql`${t.sourceCount} DESC`, t.sortName, t.pendingJob)
    .where(listed),
  index("restaurants_new_and_rising_idx")
    .on(sql`${t.mentions} DESC`, t.sortName, t.pendingJob)
    .where(sql`status <> 'closed' AND mentions > 0`),
  index("restaurants_pending_job_idx")
    .on(t.pendingJob)
    .where(sql`pending_job IS NOT NULL`),
]);

/** One list a source publishes (the LA Times 101, Eater LA's Essential 38), across its editions. */
export const lists = sqliteTable(
  "lists",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sourceName: text("source_name")
      .notNull()
      .references(() => trustedSources.name),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Los Angeles | California | national */
    scope: text("scope").notNull(),
    /** best (a best-of list, ranked or not) | new (new openings: New & Rising) */
    kind: text("kind").notNull(),
    ranked: integer("ranked", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("lists_source_slug_unique").on(t.sourceName, t.slug)],
);

/** One dated edition of a list; exactly one edition of each list is current (the partial unique index). */
export const listEditions = sqliteTable(
  "list_editions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    edition: text("edition").notNull(),
    /** This edition's own title and scope, as its file or upload gives them (a list is retitled over the years). */
    title: text("title").notNull().default(""),
    /** Los Angeles | California | national */
    scope: text("scope").notNull().default(""),
    url: text("url").notNull(),
    /** "YYYY-MM", or "YYYY" where the list dates itself only by year; null for a list that carries no date. */
    published: text("published"),
    /** "YYYY-MM-DD": when we read it; the data's as-of date is the latest of the current editions. */
    readOn: text("read_on").notNull(),
    declaredSize: integer("declared_size").notNull(),
    isCurrent: integer("is_current", { mode: "boolean" }).notNull().default(false),
    /** The writing import's job id, or 'retired:' + job id once replaced, until swept; never current or read. */
    pendingJob: text("pending_job"),
  },
  (t) => [
    uniqueIndex("list_editions_list_edition_unique")
      .on(t.listId, t.edition)
      .where(sql`pending_job IS NULL`),
    index("list_editions_pending_idx")
      .on(t.pendingJob)
      .where(sql`pending_job IS NOT NULL`),
    uniqueIndex("list_editions_one_current")
      .on(t.listId)
      .where(sql`is_current = 1`),
  ],
);

/** One claim: a restaurant on an edition, at a rank or with a distinction where the list has them. */
export const listEntries = sqliteTable(
  "list_entries",
  {
    editionId: integer("edition_id")
      .notNull()
      .references(() => listEditions.id, { onDelete: "cascade" }),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    rank: integer("rank"),
    distinction: text("distinction"),
    /** "YYYY": a distinction carried from an older guide (2023 Bib Gourmands in Michelin 2025); null: its own. */
    distinctionYear: text("distinction_year"),
    note: text("note"),
    /** "YYYY-MM" (or "YYYY" where only the year is stated): when the place opened, as `openedSource` says. */
    openedMonth: text("opened_month"),
    /** The page that states the opening: the list itself or a report we read. */
    openedSource: text("opened_source"),
  },
  (t) => [
    primaryKey({ columns: [t.editionId, t.restaurantId] }),
    index("list_entries_restaurant_idx").on(t.restaurantId),
  ],
);

/** A merged duplicate's slug and the place it became: its old address answers 301 there. */
export const formerSlugs = sqliteTable("former_slugs", {
  slug: text("slug").primaryKey(),
  restaurantSlug: text("restaurant_slug").notNull(),
});

export const neighborhoodDescriptions = sqliteTable("neighborhood_descriptions", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  seoDescription: text("seo_description").notNull(),
  metaDescription: text("meta_description"),
});

export const trustedSources = sqliteTable("trusted_sources", {
  name: text("name").primaryKey(),
  displayName: text("display_name").notNull(),
  badge: text("badge").notNull(),
  baseUrl: text("base_url").notNull(),
  citySpecificUrl: text("city_specific_url").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull(),
  /** The source's bit in source_mask: given once and never changed or reused, whatever the display order. */
  bit: integer("bit").notNull().unique(),
});

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": the count travels with the hash. */
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: text("email_verified_at"),
  createdAt: text("created_at").notNull(),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedBy: text("granted_by"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index("user_roles_role_idx").on(t.role)],
);

/** One row per mailed confirmation link with the password it was made for: it confirms only while the account has
 * that password, and a second sign-up mails none, so nobody else's password is confirmed via the owner's inbox. */
export const pendingSignUps = sqliteTable(
  "pending_sign_ups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("pending_sign_ups_user_idx").on(t.userId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
    /** The browser's own description of itself, so the account page can say where each session is. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A mailed password-reset link: `id` is the SHA-256 of its token, and using it deletes the row. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Fixed-window counters for sign-in throttling and API rate limits (KV cannot count). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** A signed-in user's list of restaurants by slug, each once, with when it was added. */
const userRestaurantList = (name: string) =>
  sqliteTable(
    name,
    {
      userId: text("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      restaurantSlug: text("restaurant_slug").notNull(),
      createdAt: text("created_at").notNull(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.restaurantSlug] })],
  );

export const savedRestaurants = userRestaurantList("saved_restaurants");

/** Places a signed-in user has been to ('Been'): kept like the saved list, in the same shape. */
export const beenRestaurants = userRestaurantList("been_restaurants");

/** A list shared by link (/l/{code}): its slugs as a JSON array, unowned; never changed (a trigger refuses). */
export const sharedLists = sqliteTable("shared_lists", {
  code: text("code").primaryKey(),
  slugs: text("slugs").notNull(),
  createdAt: text("created_at").notNull(),
});

export const importJobs = sqliteTable(
  "import_jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    mode: text("mode").notNull().default("upsert"),
    status: text("status").notNull().default("queued"),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    createdBy: text("created_by"),
    createdAt: text("created_at").notNull(),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    resultLevel: text("result_level"),
    message: text("message"),
    /** JSON array of { line, reason } for rows that were rejected. */
    rejected: text("rejected"),
    /** A list edition import: the edition's metadata as the admin gave it (JSON, checked on upload). */
    meta: text("meta"),
    /** While 'ready': what applying it would do (JSON, lib/csv/import-preview.ts), and the message it then leaves. */
    preview: text("preview"),
    /** The data version its preview was computed against: Apply lands only while it is still current. */
    dataVersion: text("data_version"),
  },
  (t) => [index("import_jobs_created_idx").on(t.createdAt)],
);

/** An import's validated rows per claim (a list edition's are in edition_staging); one D1 batch copies them live and
 * deletes them, so no half import is seen. */
export const importStaging = sqliteTable(
  "import_staging",
  {
    jobId: text("job_id").notNull(),
    attempt: integer("attempt").notNull(),
    seq: integer("seq").notNull(),
    line: integer("line").notNull(),
    /** What the row is matched on: a slug, or a name's sort key. Unique per attempt. */
    key: text("key").notNull(),
    payload: text("payload").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.attempt, t.seq] }),
    uniqueIndex("import_staging_key_unique").on(t.jobId, t.attempt, t.key),
  ],
);

/** Not a place's fact an edition import stages: ids and marks, what list entries derive, and the key it is staged by.
 * Its `openedMonth` is staged as `placeOpenedMonth`, since the entry has one of its own. */
const NOT_STAGED = [
  "id",
  "updatedAt",
  "pendingJob",
  "placeKey",
  "openedMonth",
  "sources",
  "sourceCount",
  "sourceMask",
  "mentions",
  "movedIn",
  "rankBefore",
  "rankAfter",
] as const;
/** The facts of a place an edition import may add, in the restaurants table's own columns: they follow its changes. */
const placeFacts = Object.fromEntries(
  Object.entries(restaurantColumns).filter(([key]) => !(NOT_STAGED as readonly string[]).includes(key)),
) as Omit<typeof restaurantColumns, (typeof NOT_STAGED)[number]>;

/** A list edition import's validated rows per claim (models/edition-import/): the entry, and the facts of a place it
 * may add. The job code clears it with import_staging. Its CHECKs hold what reading the file already guarantees. */
export const editionStaging = sqliteTable(
  "edition_staging",
  {
    jobId: text("job_id").notNull(),
    attempt: integer("attempt").notNull(),
    seq: integer("seq").notNull(),
    line: integer("line").notNull(),
    /** The place key (name and street address): what the row is matched on. Unique per attempt. */
    key: text("key").notNull(),
    rank: integer("rank"),
    distinction: text("distinction"),
    openedMonth: text("opened_month"),
    openedSource: text("opened_source"),
    /** Why the place cannot be added if it is new (null: it can). */
    addProblem: text("add_problem"),
    ...placeFacts,
    placeOpenedMonth: text("place_opened_month"),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.attempt, t.seq] }),
    uniqueIndex("edition_staging_key_unique").on(t.jobId, t.attempt, t.key),
    check("edition_staging_rank", sql`"rank" IS NULL OR (typeof("rank") = 'integer' AND "rank" >= 1)`),
    check(
      "edition_staging_distinction",
      sql.raw(`distinction IS NULL OR distinction IN (${DISTINCTIONS.map((d) => `'${d}'`).join(", ")})`),
    ),
    check("edition_staging_opened", sql`(opened_month IS NULL) = (opened_source IS NULL)`),
  ],
);

/** An edition import's counts once current, computed in small steps; the switch-over copies them at once. */
export const importCounts = sqliteTable(
  "import_counts",
  {
    jobId: text("job_id").notNull(),
    attempt: integer("attempt").notNull(),
    restaurantId: integer("restaurant_id").notNull(),
    sourceCount: integer("source_count").notNull(),
    sourceMask: integer("source_mask").notNull(),
    sources: text("sources").notNull(),
    mentions: integer("mentions").notNull(),
    /** Its rank now and once the draft is current (null: not ranked), for the change's record. */
    rankBefore: integer("rank_before"),
    rankAfter: integer("rank_after"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.attempt, t.restaurantId] })],
);

/** A visitor's report on a restaurant, keyed by slug since a place may be in either restaurant table. The text is kept
 * as typed (control characters aside): only React renders it, escaped. */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    restaurantSlug: text("restaurant_slug").notNull(),
    /** closed | moved | wrong-info | other (lib/reports/report-form.ts) */
    kind: text("kind").$type<ReportKind>().notNull(),
    details: text("details"),
    email: text("email"),
    /** open | accepted | dismissed */
    status: text("status").notNull().default("open"),
    createdAt: text("created_at").notNull(),
    resolvedAt: text("resolved_at"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reports_open_idx")
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

/** One row per data version that changed what visitors see (/changes, its feed), written in the bump's batch. */
export const dataChanges = sqliteTable("data_changes", {
  version: integer("version").primaryKey(),
  changedAt: text("changed_at").notNull(),
  kind: text("kind").notNull(),
  /** JSON by kind. closure | move: { restaurants: [{ slug, name, status, month }] }, the new state;
   * correction: { corrections: [{ slug, name, field, before, after }], by: admin's user id }. */
  summary: text("summary").notNull(),
});

/** Key/value facts about the data: last import time and the cache version. */
export const dataMeta = sqliteTable("data_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const zipCodes = sqliteTable("zip_codes", {
  zip: text("zip").primaryKey(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
});

export const places = sqliteTable(
  "places",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Lowercased, accent-free name used for look-ups. */
    nameKey: text("name_key").notNull(),
    kind: text("kind").notNull(),
    state: text("state").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  (t) => [uniqueIndex("places_key_kind_unique").on(t.nameKey, t.kind)],
);
