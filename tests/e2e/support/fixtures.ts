import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { ranked } from "./shipped-data";

/**
 * Test-only data, written after the seed and before the worker starts (writing under a running worker
 * can stop it): no shipped place has an Instagram post, so each browser project gets a made-up one.
 */
const withWebsites = ranked.filter((row) => row.websiteUrl);

export const INSTAGRAM_POSTS = {
  desktop: {
    slug: withWebsites[4].slug,
    website: withWebsites[4].websiteUrl!,
    post: "https://www.instagram.com/p/E2EDESKTOP/",
  },
  mobile: {
    slug: withWebsites[5].slug,
    website: withWebsites[5].websiteUrl!,
    post: "https://www.instagram.com/p/E2EMOBILE/",
  },
} as const;

/** One confirmed admin per browser project, for the import test. */
export const IMPORT_ADMINS = {
  desktop: "import-admin-desktop@example.com",
  mobile: "import-admin-mobile@example.com",
} as const;
export const IMPORT_ADMIN_PASSWORD = "import-admin-password-1";

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A password hash in the app's format (app/services/password.server.ts). */
function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return ["pbkdf2-sha256", 100_000, salt.toString("base64"), hash.toString("base64")].join("$");
}

function adminSql(email: string): string {
  const id = sqlText(randomUUID());
  const now = sqlText(new Date().toISOString());
  return `INSERT INTO users (id, email, password_hash, email_verified_at, created_at)
    VALUES (${id}, ${sqlText(email)}, ${sqlText(passwordHash(IMPORT_ADMIN_PASSWORD))}, ${now}, ${now});
  INSERT INTO user_roles (user_id, role, granted_by, created_at) VALUES (${id}, 'admin', NULL, ${now});`;
}

export function fixtureSql(): string {
  const posts = Object.values(INSTAGRAM_POSTS).map(
    ({ slug, post }) =>
      `UPDATE restaurants SET instagram_embed_link = ${sqlText(post)}, has_instagram_embed = 1 WHERE slug = ${sqlText(slug)};`,
  );
  return [...posts, ...Object.values(IMPORT_ADMINS).map(adminSql)].join("\n");
}
