import { freezeWorker } from "./scripts/lib/frozen-worker";
freezeWorker(".wrangler/bench-worker");
