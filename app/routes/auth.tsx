import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { safeRedirect, validateSignUp } from "~/lib/auth-validation";
import { pageMeta } from "~/lib/seo";
import { signUp, SIGN_UP_SUCCESS } from "~/services/account.server";
import { getCurrentUser, startSession } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { signIn } from "~/services/sign-in.server";
import { noStoreHeaders } from "~/services/no-store.server";

type AuthActionData = { intent: "signin" | "signup"; error?: string; message?: string; email?: string };

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sign In",
    description: "Sign in or create an LA Eats Ranked account to keep your saved restaurants on every device.",
    path: "/auth",
    noindex: true,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getCurrentUser(request, context)) throw redirect("/");
  const params = new URL(request.url).searchParams;
  return {
    redirectTo: safeRedirect(params.get("redirectTo")),
    tab: params.get("tab") === "signup" ? "signup" : "signin",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request.clone());
  // Signed in already: only signing in (as someone else) is a request this page takes; the rest does nothing.
  if (form.get("intent") !== "signin" && (await getCurrentUser(request, context))) throw redirect("/");
  if (form.get("intent") === "signup") return signUpAction(request, context, form);
  if (form.get("intent") !== "signin")
    return data<AuthActionData>({ intent: "signin", error: "Unknown request" }, { status: 400 });
  const result = await signIn(request, context);
  if (!result.ok) {
    const failure: AuthActionData = { intent: "signin", error: result.error, email: String(form.get("email") ?? "") };
    return data(failure, { status: result.status });
  }
  const cookie = await startSession(request, context, result.user.id);
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": cookie } });
}

async function signUpAction(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const fields = {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  };
  const fail = (error: string, status: number) =>
    data<AuthActionData>({ intent: "signup", error, email: fields.email }, { status });
  const invalid = validateSignUp(fields);
  if (invalid) return fail(invalid, 400);
  const throttled = await signUp(request, context, fields);
  if (throttled) return fail(throttled.message, 429);
  return data<AuthActionData>({ intent: "signup", message: SIGN_UP_SUCCESS });
}

export default function AuthPage() {
  const { redirectTo, tab: initialTab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [tab, setTab] = useState(actionData?.intent ?? initialTab);
  const triggerClass =
    "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-600 transition data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to restaurants
      </Link>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Your LA Eats Ranked account</h1>
      <p className="mt-1 text-stone-600">Sign in to keep your saved restaurants on every device.</p>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <Tabs.List aria-label="Sign in or sign up" className="flex gap-1 rounded-xl bg-stone-200/70 p-1">
          <Tabs.Trigger value="signin" className={triggerClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={triggerClass}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <Tabs.Content value="signin">
            <SignInForm redirectTo={redirectTo} result={actionData?.intent === "signin" ? actionData : undefined} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm result={actionData?.intent === "signup" ? actionData : undefined} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </main>
  );
}
