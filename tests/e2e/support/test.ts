import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every test (and retry) is its own visitor, sending its own CF-Connecting-IP, which the e2e server
 * trusts (scripts/e2e.ts); as one client the suite would hit the per-client limits.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress(`${testInfo.testId}:${testInfo.retry}`) });
  },
});

/** A stable 10.x.y.z address for a test: a 24-bit FNV-1a hash of its id. */
function visitorAddress(id: string): string {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}
