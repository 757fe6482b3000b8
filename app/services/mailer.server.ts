import { isDevelopment } from "./session.server";

export type MailMessage = { to: string; subject: string; text: string; html: string };
type Mailer = { send(message: MailMessage): Promise<void> };
type OutboxEntry = MailMessage & { id: string; sentAt: string };

/** Optional vars/secrets, unset until production needs them: MAIL_API_URL + MAIL_API_KEY for a Resend-compatible API
 * (POST JSON {from,to,subject,text,html}, Bearer key), MAIL_FROM for the sender. */
type MailEnv = {
  ENVIRONMENT: string;
  CACHE: KVNamespace;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
};

const OUTBOX_PREFIX = "outbox:";
const OUTBOX_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The one way to send mail: an HTTP API when configured, the local outbox only in local development. */
export function createMailer(env: MailEnv): Mailer {
  if (env.MAIL_API_URL) return httpMailer(env.MAIL_API_URL, env.MAIL_API_KEY ?? "", env.MAIL_FROM);
  if (!isDevelopment(env)) {
    return {
      send: async () => {
        throw new Error("Mail is not configured: set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM");
      },
    };
  }
  return outboxMailer(env.CACHE);
}

/** After the response (waitUntil), so timing cannot tell who gets mail and who does not (docs/security.md). */
export function sendAfterResponse(
  cloudflare: { env: MailEnv; ctx: { waitUntil(promise: Promise<unknown>): void } },
  message: MailMessage,
): void {
  const sending = createMailer(cloudflare.env)
    .send(message)
    .catch((error: unknown) => console.error(`mail "${message.subject}" could not be sent`, error));
  cloudflare.ctx.waitUntil(sending);
}

function httpMailer(url: string, apiKey: string, from = "LA Eats Ranked <no-reply@laeatsranked.com>"): Mailer {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, ...message, to: [message.to] }),
      });
      if (!response.ok) throw new Error(`Mail API answered ${response.status}`);
    },
  };
}

/** Development: every message goes to the server log and to KV, where /dev/outbox shows it. */
function outboxMailer(kv: KVNamespace): Mailer {
  return {
    async send(message) {
      const sentAt = new Date();
      // Keys sort ascending, so a reversed clock lists the newest message first.
      const id = `${String(Number.MAX_SAFE_INTEGER - sentAt.getTime()).padStart(16, "0")}-${crypto.randomUUID()}`;
      const entry: OutboxEntry = { ...message, id, sentAt: sentAt.toISOString() };
      await kv.put(OUTBOX_PREFIX + id, JSON.stringify(entry), { expirationTtl: OUTBOX_TTL_SECONDS });
      console.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

export async function listOutbox(kv: KVNamespace, limit = 50): Promise<OutboxEntry[]> {
  const { keys } = await kv.list({ prefix: OUTBOX_PREFIX, limit });
  const entries = await Promise.all(keys.map((key) => kv.get<OutboxEntry>(key.name, "json")));
  return entries.filter((entry): entry is OutboxEntry => entry !== null);
}
