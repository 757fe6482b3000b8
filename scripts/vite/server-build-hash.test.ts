import { describe, expect, it } from "vitest";
import { SERVER_BUILD_HASH_PLACEHOLDER as P, stampBuildHash } from "./server-build-hash";

const bundle = (server: string) => [
  { fileName: "index.js", code: `export const buildHash = "${P}";` },
  { fileName: "assets/server-build.js", code: server },
];

describe("stampBuildHash", () => {
  it("stamps the same hash for the same code, a new one for any change", () => {
    const a = bundle("render('card')");
    const b = bundle("render('card')");
    const c = bundle("render('card card-highlighted')");
    const [ha, hb, hc] = [stampBuildHash(a), stampBuildHash(b), stampBuildHash(c)];
    expect(ha).toMatch(/^[0-9a-f]{12}$/);
    expect(hb).toBe(ha);
    expect(hc).not.toBe(ha);
    expect(a[0].code).toBe(`export const buildHash = "${ha}";`);
    expect(a[1].code).toBe("render('card')");
  });

  it("leaves a bundle without the placeholder alone (the client build)", () => {
    const client = [{ fileName: "entry.client.js", code: "hydrate()" }];
    expect(stampBuildHash(client)).toBeNull();
    expect(client[0].code).toBe("hydrate()");
  });
});
