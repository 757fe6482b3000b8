import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, timingSafeEqual, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("uses 100,000 PBKDF2 iterations, the most Cloudflare's production runtime accepts", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("stores the scheme and iteration count inside the hash", async () => {
    const stored = await hashPassword("tacos-al-pastor");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("tacos-al-pastor");
    expect(await verifyPassword("tacos-al-pastor", stored)).toBe(true);
    expect(await verifyPassword("tacos-al-pastoR", stored)).toBe(false);
  });

  it("salts each hash, so one password never hashes the same twice", async () => {
    expect(await hashPassword("same-password")).not.toBe(await hashPassword("same-password"));
  });

  it("still verifies an older, lower count and flags it for re-hashing", async () => {
    const old = await hashPassword("tacos-al-pastor", 1_000);
    expect(await verifyPassword("tacos-al-pastor", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("tacos-al-pastor"))).toBe(false);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });

  it("compares bytes of equal and unequal length correctly", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
