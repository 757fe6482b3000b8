import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { listOutbox } from "~/services/mailer.server";
import { isDevelopment } from "~/services/session.server";
import { noStoreHeaders } from "~/services/no-store.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = () => [
  { title: "Outbox (development) | LA Eats Ranked" },
  { name: "robots", content: "noindex" },
];

/** Local development only: the mail the local mailer "sent". Anywhere else it does not exist. */
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isDevelopment(env)) throw new Response("Not Found", { status: 404 });
  return data({ messages: await listOutbox(env.CACHE) });
}

export default function DevOutbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-1 text-sm text-stone-600">
        Mail sent by the local development mailer (newest first). This page does not exist in production.
      </p>
      {messages.length === 0 ? <p className="mt-8 text-stone-600">No messages yet.</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((message) => (
          <li key={message.id}>
            <article
              aria-label={`Message to ${message.to}`}
              className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <p className="text-sm text-stone-500">
                To <span className="font-medium text-ink">{message.to}</span> · {message.sentAt}
              </p>
              <h2 className="mt-1 font-semibold">{message.subject}</h2>
              <p className="mt-3 whitespace-pre-wrap break-words text-sm text-stone-700">
                <LinkedText text={message.text} />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}

/** Plain text with its http(s) URLs turned into links (React escapes the rest). */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="text-brand-700 underline">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
