import { ensureFreshBuild } from "./lib/fresh-build";

/** `npm run test:integration` runs this first: the tests serve build/, so it must be this source's. */
ensureFreshBuild();
