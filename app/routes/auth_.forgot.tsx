import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { AUTH_MESSAGES, isValidEmail } from "~/lib/auth-validation";
import { pageMeta } from "~/lib/seo";
import { readForm } from "~/services/form.server";
import { noStoreHeaders } from "~/services/no-store.server";
import { requestPasswordReset, RESET_REQUESTED } from "~/services/password-reset.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Forgot your password?",
    description: "Get a link to choose a new password for your LA Eats Ranked account.",
    path: "/auth/forgot",
    noindex: true,
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const email = String((await readForm(request)).get("email") ?? "");
  const fail = (error: string, status: number, headers?: HeadersInit) =>
    data({ error, message: null }, { status, headers });
  if (!email.trim()) return fail(AUTH_MESSAGES.missingFields, 400);
  if (!isValidEmail(email)) return fail(AUTH_MESSAGES.invalidEmail, 400);
  const throttled = await requestPasswordReset(request, context, email);
  if (throttled) return fail(throttled.message, 429, { "Retry-After": String(throttled.retryAfterSeconds) });
  return data({ error: null, message: RESET_REQUESTED });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <Link to="/auth" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to sign in
      </Link>
      <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold">Forgot your password?</h1>
        <p className="mt-2 text-stone-600">Enter your email and we&apos;ll send you a link to choose a new one.</p>
        <Form method="post" noValidate className="mt-6 space-y-4" aria-label="Send a password reset link">
          <FormMessage error={pending ? null : result?.error} message={pending ? null : result?.message} />
          <FormField label="Email" id="forgot-email" name="email" type="email" autoComplete="email" required />
          <SubmitButton pending={pending}>{pending ? "Sending..." : "Send me a link"}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}
