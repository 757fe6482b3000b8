import { z } from "zod";

const binding = (name: string) =>
  z.custom<object>((value) => typeof value === "object" && value !== null, `the ${name} binding is missing`);
const optionalText = z.string().optional();
const httpUrlOrEmpty = (name: string) =>
  z
    .string()
    .refine((value) => value === "" || /^https?:\/\/[^/]/.test(value), `${name} must be an http(s) URL or empty`);

/** wrangler.toml's bindings and [vars], plus a deploy's secrets (.dev.vars locally). Outside local development a 32+
 * character SESSION_SECRET is required; mail through an API needs its key. */
export const envSchema = z
  .object({
    DB: binding("DB (D1)"),
    CACHE: binding("CACHE (KV)"),
    UPLOADS: binding("UPLOADS (R2)"),
    IMPORTS: binding("IMPORTS (Queue)"),
    GEO_LIMITER: binding("GEO_LIMITER (rate limiting)"),
    ENVIRONMENT: z.enum(["production", "development"], {
      errorMap: (_issue, ctx) => ({
        message: `ENVIRONMENT must be "production" or "development", not ${JSON.stringify(ctx.data) ?? "unset"}`,
      }),
    }),
    TILE_URL: z.string({ message: "TILE_URL is not set" }),
    GEOCODER_URL: httpUrlOrEmpty("GEOCODER_URL"),
    TRUSTED_CLIENT_IP_HEADER: optionalText,
    SESSION_SECRET: optionalText,
    BOOTSTRAP_ADMIN_EMAIL: z
      .string()
      .email("BOOTSTRAP_ADMIN_EMAIL is not an email address")
      .or(z.literal(""))
      .optional(),
    DATA_META_HOLD_SECONDS: z
      .string()
      .regex(/^\d{1,4}$/, "DATA_META_HOLD_SECONDS must be a whole number of seconds")
      .optional(),
    MAIL_API_URL: httpUrlOrEmpty("MAIL_API_URL").optional(),
    MAIL_API_KEY: optionalText,
    MAIL_FROM: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.ENVIRONMENT !== "development" && (env.SESSION_SECRET ?? "").length < 32) {
      ctx.addIssue({
        code: "custom",
        message: "SESSION_SECRET must be set (32+ characters) outside local development",
      });
    }
    if (env.MAIL_API_URL && !env.MAIL_API_KEY) {
      ctx.addIssue({ code: "custom", message: "MAIL_API_KEY must be set when MAIL_API_URL is" });
    }
  });

/** An isolate keeps its env object across requests: each one is parsed once. */
const checked = new WeakMap<object, string | null>();

/** Null when the environment will do, else what is wrong with it, naming each variable. */
export function checkEnv(env: object): string | null {
  let problem = checked.get(env);
  if (problem === undefined) {
    const result = envSchema.safeParse(env);
    problem = result.success ? null : result.error.issues.map((issue) => issue.message).join("; ");
    checked.set(env, problem);
  }
  return problem;
}
