import { grantAdmin } from "../../app/models/roles.server";
import { createSession } from "../../app/models/sessions.server";
import { createUser, markEmailVerified } from "../../app/models/users.server";
import {
  hashSessionToken,
  newSessionToken,
  serializeSessionCookie,
  SESSION_TTL_MS,
} from "../../app/services/session.server";
import { withBenchDb } from "./local-db";

/**
 * An admin account with a live session, written straight into the bench database (it has no
 * password anyone could sign in with); returns the `session=…` cookie a browser would send to 127.0.0.1.
 */
export async function createAdminCookie(): Promise<string> {
  return withBenchDb(async (db, env) => {
    const user = await createUser(db, { email: "bench-admin@example.com", passwordHash: "bench:no-password" });
    await markEmailVerified(db, user.id);
    await grantAdmin(db, user.id, "bench");
    const token = newSessionToken();
    await createSession(db, {
      id: await hashSessionToken(token),
      userId: user.id,
      expiresAt: Date.now() + SESSION_TTL_MS,
    });
    const cookie = await serializeSessionCookie(new Request("http://127.0.0.1/"), env, token);
    return cookie.split(";")[0];
  });
}
