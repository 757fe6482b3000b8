import { execSync } from "node:child_process";
import { ensureDevVars } from "./lib/dev-vars";
import { startWorker, stopWorker } from "./lib/server";
import { supervise } from "./lib/supervise";

/** `npm start`: build, migrate, seed when empty, then serve the production worker at :8787. */
const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
execSync("npm run -s build", { stdio: "inherit" });
execSync("npx tsx scripts/seed.ts --if-empty", { stdio: "inherit" });
const server = supervise(() => startWorker({ port }), {
  name: "wrangler dev",
  stop: stopWorker,
  onGiveUp: (code) => process.exit(code || 1),
});
console.log(`\nLA Eats Ranked: http://localhost:${port}  (Ctrl-C to stop; data persists in .wrangler/state)\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
