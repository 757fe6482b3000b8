import { describe, expect, it, vi } from "vitest";
import { checkEnv, envSchema } from "./env.server";

/** As production runs: wrangler.toml's bindings and [vars], and the session secret. */
const production = () => ({
  DB: {},
  CACHE: {},
  UPLOADS: {},
  IMPORTS: {},
  GEO_LIMITER: {},
  ENVIRONMENT: "production",
  TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP",
  TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  GEOCODER_URL: "",
  SESSION_SECRET: "s".repeat(32),
});

describe("the Worker's environment", () => {
  it("a complete production environment passes, and so does local development without a secret", () => {
    expect(checkEnv(production())).toBeNull();
    expect(checkEnv({ ...production(), ENVIRONMENT: "development", SESSION_SECRET: undefined })).toBeNull();
  });

  it("names each missing binding and variable", () => {
    const { DB: _db, TILE_URL: _tile, ...rest } = production();
    expect(checkEnv(rest)).toBe("the DB (D1) binding is missing; TILE_URL is not set");
  });

  it("refuses production without a session secret of 32+ characters", () => {
    const message = "SESSION_SECRET must be set (32+ characters) outside local development";
    expect(checkEnv({ ...production(), SESSION_SECRET: undefined })).toBe(message);
    expect(checkEnv({ ...production(), SESSION_SECRET: "short" })).toBe(message);
  });

  it("refuses an ENVIRONMENT other than production or development, saying what it got", () => {
    expect(checkEnv({ ...production(), ENVIRONMENT: "Development" })).toBe(
      'ENVIRONMENT must be "production" or "development", not "Development"',
    );
    expect(checkEnv({ ...production(), ENVIRONMENT: undefined })).toBe(
      'ENVIRONMENT must be "production" or "development", not unset',
    );
  });

  it("refuses addresses that are not http(s), an admin address that is not one, and mail without its key", () => {
    expect(checkEnv({ ...production(), GEOCODER_URL: "nominatim.example" })).toBe(
      "GEOCODER_URL must be an http(s) URL or empty",
    );
    expect(checkEnv({ ...production(), BOOTSTRAP_ADMIN_EMAIL: "admin" })).toBe(
      "BOOTSTRAP_ADMIN_EMAIL is not an email address",
    );
    expect(checkEnv({ ...production(), DATA_META_HOLD_SECONDS: "5s" })).toBe(
      "DATA_META_HOLD_SECONDS must be a whole number of seconds",
    );
    expect(checkEnv({ ...production(), MAIL_API_URL: "https://mail.example/emails" })).toBe(
      "MAIL_API_KEY must be set when MAIL_API_URL is",
    );
  });

  it("parses an env object once, however many requests it serves", () => {
    const parse = vi.spyOn(envSchema, "safeParse");
    const env = production();
    for (let i = 0; i < 3; i++) expect(checkEnv(env)).toBeNull();
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
