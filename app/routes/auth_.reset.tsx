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
import { MIN_PASSWORD_LENGTH, validateNewPassword } from "~/lib/auth-validation";
import { pageMeta } from "~/lib/seo";
import { startSession } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { noStoreHeaders } from "~/services/no-store.server";
import { completePasswordReset, isLiveResetToken } from "~/services/password-reset.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Choose a new password",
    description: "Choose a new password for your LA Eats Ranked account.",
    path: "/auth/reset",
    noindex: true,
  });

const DEAD_LINK = "This link has expired or has already been used.";

/** Showing the form uses nothing up: only setting the password does. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await isLiveResetToken(context, token);
  return data({ live, token: live ? token : "" }, { status: live ? 200 : 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const fields = {
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  };
  const invalid = validateNewPassword(fields);
  if (invalid) return data({ error: invalid }, { status: 400 });
  const result = await completePasswordReset(request, context, token, fields.password);
  if (!result.ok && result.throttled) {
    const { message, retryAfterSeconds } = result.throttled;
    return data({ error: message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
  }
  if (!result.ok) return data({ error: DEAD_LINK }, { status: 410 });
  const cookie = await startSession(request, context, result.userId);
  return redirect("/account?done=password-reset", { headers: { "Set-Cookie": cookie } });
}

export default function ResetPassword() {
  const { live, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {live ? (
          <Form method="post" noValidate className="mt-6 space-y-4" aria-label="Choose a new password">
            <p className="text-stone-600">
              At least {MIN_PASSWORD_LENGTH} characters. Every device signed in to your account will be signed out.
            </p>
            <FormMessage error={pending ? null : result?.error} />
            <input type="hidden" name="token" value={token} />
            <FormField
              label="New Password"
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
            />
            <FormField
              label="Confirm New Password"
              id="reset-confirm"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
            />
            <SubmitButton pending={pending}>{pending ? "Saving..." : "Set New Password"}</SubmitButton>
          </Form>
        ) : (
          <>
            <p className="mt-2 text-stone-600">{DEAD_LINK} Reset links work once, for an hour.</p>
            <Link
              to="/auth/forgot"
              className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Send me a new link
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
