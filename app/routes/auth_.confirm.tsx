import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import {
  confirmationLink,
  confirmEmail,
  resendConfirmation,
  RESEND_SUCCESS,
  type LinkState,
} from "~/services/account.server";
import { startSession } from "~/services/auth.server";
import { pageMeta } from "~/lib/seo";
import { readForm } from "~/services/form.server";
import { noStoreHeaders } from "~/services/no-store.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Confirm your email",
    description: "Confirm the email address of your LA Eats Ranked account.",
    path: "/auth/confirm",
    noindex: true,
  });

const COPY: Record<LinkState, { status: number; title: string; text: string }> = {
  ready: {
    status: 200,
    title: "Confirm your email",
    text: "Enter the password you chose when you signed up. Your address is then confirmed and you are signed in.",
  },
  "already-used": {
    status: 200,
    title: "This link has already been used",
    text: "Your email address is already confirmed, so you can sign in.",
  },
  expired: {
    status: 410,
    title: "This link has expired",
    text: "Confirmation links work for 24 hours. Enter your email and we'll send a new one.",
  },
  invalid: {
    status: 400,
    title: "This link is not valid",
    text: "It may be incomplete, or a newer link has replaced it. Enter your email and we'll send a new one.",
  },
};

type Reply = { error: string | null; message: string | null; state?: LinkState };

/** Reading the link changes nothing (a mail scanner's visit is harmless): confirming needs the password. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { state, pending } = await confirmationLink(context, token);
  return data({ state, token, email: pending?.email ?? null }, { status: COPY[state].status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request.clone());
  if (form.get("intent") === "confirm") {
    const token = String(form.get("token") ?? "");
    const result = await confirmEmail(request, context, token, String(form.get("password") ?? ""));
    if (result.ok) {
      const cookie = await startSession(request, context, result.userId);
      throw redirect("/account?done=confirmed", { headers: { "Set-Cookie": cookie } });
    }
    if ("state" in result)
      return data<Reply>({ error: null, message: null, state: result.state }, { status: COPY[result.state].status });
    return data<Reply>({ error: result.error, message: null }, { status: result.status });
  }
  const throttled = await resendConfirmation(request, context, String(form.get("email") ?? ""));
  if (throttled) return data<Reply>({ error: throttled.message, message: null }, { status: 429 });
  // Its own status: otherwise the page's answer would be the loader's verdict on the old token (400).
  return data<Reply>({ error: null, message: RESEND_SUCCESS }, { status: 200 });
}

export default function ConfirmEmail() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  // A confirmation refused for the link itself (used meanwhile, expired) says so in place of the form.
  const state = reply?.state ?? loaded.state;
  const copy = COPY[state];
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="mt-2 text-stone-600">{copy.text}</p>
        {state === "ready" ? (
          <Form method="post" noValidate className="mt-6 space-y-4" aria-label="Confirm your email">
            <FormMessage error={reply?.error} />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={loaded.token} />
            <FormField
              label="Email"
              id="confirm-email"
              name="email"
              type="email"
              autoComplete="username"
              value={loaded.email ?? ""}
              readOnly
            />
            <FormField
              label="Password"
              id="confirm-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <SubmitButton pending={pending}>{pending ? "Confirming..." : "Confirm and Sign In"}</SubmitButton>
          </Form>
        ) : state === "expired" || state === "invalid" ? (
          <Form method="post" noValidate className="mt-6 space-y-4" aria-label="Send a new confirmation link">
            <FormMessage error={reply?.error} message={reply?.message} />
            <FormField label="Email" id="resend-email" name="email" type="email" autoComplete="email" required />
            <SubmitButton pending={pending}>{pending ? "Sending..." : "Send a new link"}</SubmitButton>
          </Form>
        ) : (
          <Link
            to="/auth"
            className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Sign In
          </Link>
        )}
      </div>
      <Link to="/" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
        ← Back to restaurants
      </Link>
    </main>
  );
}
