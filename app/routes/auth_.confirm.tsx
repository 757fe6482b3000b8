import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { confirmEmail, resendConfirmation, RESEND_SUCCESS, type ConfirmationResult } from "~/services/account.server";
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

const COPY: Record<ConfirmationResult, { status: number; title: string; text: string }> = {
  confirmed: { status: 200, title: "Your email is confirmed", text: "Thanks! You can sign in now." },
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

/** Confirming on GET is safe: the signed token is the authority, and a second visit changes nothing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmEmail(context, token);
  return data({ result }, { status: COPY[result].status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const throttled = await resendConfirmation(request, context, String(form.get("email") ?? ""));
  if (throttled) return data({ error: throttled.message, message: null }, { status: 429 });
  // Its own status: otherwise the page's answer would be the loader's verdict on the old token (400).
  return data({ error: null, message: RESEND_SUCCESS }, { status: 200 });
}

export default function ConfirmEmail() {
  const { result } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const copy = COPY[result];
  const canResend = result === "expired" || result === "invalid";
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="mt-2 text-stone-600">{copy.text}</p>
        {canResend ? (
          <Form method="post" noValidate className="mt-6 space-y-4" aria-label="Send a new confirmation link">
            <FormMessage error={sent?.error} message={sent?.message} />
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
