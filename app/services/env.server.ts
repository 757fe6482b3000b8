import { z } from "zod";

const binding = (name: string) =>
  z.custom<object>((value) => typeof value === "object" && value !== null, `the ${name} binding is missing`);
const optionalText = z.string().optional();

/**
 * What the Worker needs from its environment (wrangler.toml's bindings and vars, and the secrets),
 * checked before a request is served, so a misconfigured deploy names what is missing instead of
 * failing somewhere inside a page.
 */
const envSchema = z
  .object({
    DB: binding("DB (D1)"),
    CACHE: binding("CACHE (KV)"),
    UPLOADS: binding("UPLOADS (R2)"),
    IMPORTS: binding("IMPORTS (Queue)"),
    ENVIRONMENT: z.string({ message: "ENVIRONMENT is not set" }).min(1, "ENVIRONMENT is empty"),
    TILE_URL: z.string({ message: "TILE_URL is not set" }),
    GEOCODER_URL: z.string({ message: "GEOCODER_URL is not set (an empty string turns it off)" }),
    SESSION_SECRET: optionalText,
    BOOTSTRAP_ADMIN_EMAIL: optionalText,
    TRUSTED_CLIENT_IP_HEADER: optionalText,
    MAIL_API_URL: z.string().url("MAIL_API_URL is not a URL").optional().or(z.literal("")),
  })
  .refine((env) => env.ENVIRONMENT === "development" || (env.SESSION_SECRET ?? "").length >= 32, {
    message: "SESSION_SECRET must be set (32+ characters) outside local development",
  });

/** Null when the environment will do, else what is wrong with it, naming each variable. */
export function envProblem(env: Record<string, unknown>): string | null {
  const result = envSchema.safeParse(env);
  return result.success ? null : result.error.issues.map((issue) => issue.message).join("; ");
}
