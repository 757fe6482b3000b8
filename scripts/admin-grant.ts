import { execFileSync } from "node:child_process";
import { grantAdmin } from "~/models/roles.server";
import { findUserByEmail } from "~/models/users.server";
import { parseGrantArgs, remoteGrantSql } from "./lib/admin-grant";
import { WRANGLER_ENV, withLocalDb } from "./lib/local-env";

/**
 * `npm run admin:grant -- someone@example.com [--remote]`: makes an existing account an admin in the
 * local D1, or the deployed one with --remote. Bootstraps a new deployment; after it, admins grant
 * admin in /admin.
 */
const args = parseGrantArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(1);
}

const outcome = args.remote ? grantRemote(args.email) : await grantLocal(args.email);
if (outcome === "no-account") {
  console.error(`No account uses ${args.email}. Sign up on the site first, then run this again.`);
  process.exit(1);
}
console.log(
  outcome === "already"
    ? `${args.email} is already an admin.`
    : `${args.email} is now an admin (${args.remote ? "remote" : "local"} database).`,
);

async function grantLocal(email: string) {
  return withLocalDb(async (db) => {
    const user = await findUserByEmail(db, email);
    return user ? grantAdmin(db, user.id, "cli") : "no-account";
  });
}

function grantRemote(email: string) {
  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--remote",
      "--json",
      "--command",
      remoteGrantSql(email, new Date().toISOString()),
    ],
    { encoding: "utf8", env: WRANGLER_ENV, stdio: ["ignore", "pipe", "inherit"] },
  );
  const results = JSON.parse(out) as {
    results: { email: string; role: string | null }[];
    meta?: { changes?: number };
  }[];
  const [insert, readBack] = results;
  if (!readBack?.results.length) return "no-account";
  return insert?.meta?.changes ? "granted" : "already";
}
