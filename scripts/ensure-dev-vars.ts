import { ensureDevVars } from "./lib/dev-vars";

ensureDevVars();
