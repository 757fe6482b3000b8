import { withLocalDb } from "./lib/local-env";

/** `npm run db:migrate`: applies pending migrations to the local D1, the way every local script does. */
await withLocalDb(async () => console.log("migrate: the local D1 has every migration"));
