import { describe, expect, it } from "vitest";
import { isTrackingParam } from "./tracking-params";

describe("tracking parameters", () => {
  it("are the ad, analytics and mail tags links arrive with", () => {
    for (const key of ["utm_source", "utm_campaign", "fbclid", "gclid", "msclkid", "mc_cid", "mc_eid", "_ga", "ref"]) {
      expect(isTrackingParam(key), key).toBe(true);
    }
  });

  it("never include a parameter a page reads", () => {
    for (const key of ["q", "cuisine", "price", "source", "sort", "page", "view", "count", "utm", "referrer"]) {
      expect(isTrackingParam(key), key).toBe(false);
    }
  });
});
