import { describe, expect, it } from "vitest";
import { envProblem } from "./env.server";

const complete = {
  DB: {},
  CACHE: {},
  UPLOADS: {},
  IMPORTS: {},
  ENVIRONMENT: "production",
  TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  GEOCODER_URL: "",
  SESSION_SECRET: "s".repeat(32),
};

describe("the Worker's environment", () => {
  it("a complete production environment passes", () => {
    expect(envProblem(complete)).toBeNull();
  });

  it("names each missing binding and variable", () => {
    const { DB: _db, TILE_URL: _tile, ...rest } = complete;
    expect(envProblem(rest)).toBe("the DB (D1) binding is missing; TILE_URL is not set");
  });

  it("refuses production without a real session secret, and allows local development without one", () => {
    expect(envProblem({ ...complete, SESSION_SECRET: "short" })).toContain("SESSION_SECRET must be set");
    expect(envProblem({ ...complete, SESSION_SECRET: undefined })).toContain("SESSION_SECRET must be set");
    expect(envProblem({ ...complete, SESSION_SECRET: undefined, ENVIRONMENT: "development" })).toBeNull();
  });

  it("refuses a mail API address that is not a URL", () => {
    expect(envProblem({ ...complete, MAIL_API_URL: "mail server" })).toBe("MAIL_API_URL is not a URL");
  });
});
