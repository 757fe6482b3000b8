import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountSection } from "~/components/account/account-section";
import { ChangePasswordForm } from "~/components/account/change-password-form";
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { SessionList } from "~/components/account/session-list";
import { FormMessage } from "~/components/auth/form-message";
import { pageMeta } from "~/lib/seo";
import { describeDevice } from "~/lib/user-agent";
import { listSessions } from "~/models/sessions.server";
import {
  changeMyPassword,
  deleteMyAccount,
  signOutElsewhere,
  type AccountReply,
} from "~/services/account-settings.server";
import { currentSessionId, requireUser } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { noStoreHeaders } from "~/services/no-store.server";
import { clearSessionCookie } from "~/services/session.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your account",
    description: "Change your password, see where you are signed in, download your data or delete your account.",
    path: "/account",
    noindex: true,
  });

const NOTICES: Record<string, string> = {
  "password-reset": "Your new password is set, and every other device has been signed out.",
  confirmed: "Your email is confirmed, and you are signed in.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [rows, currentId] = await Promise.all([listSessions(context.db, user.id), currentSessionId(request, context)]);
  const sessions = rows.map((row) => ({
    key: row.id.slice(0, 12),
    device: describeDevice(row.userAgent),
    signedInAt: new Date(row.createdAt).toISOString(),
    current: row.id === currentId,
  }));
  const notice = NOTICES[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  return { email: user.email, isAdmin: user.isAdmin, sessions, notice };
}

type Intent = "change-password" | "sign-out-others" | "delete";
const INTENTS = new Set<string>(["change-password", "sign-out-others", "delete"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!INTENTS.has(intent)) {
    const unknown: AccountReply = { ok: false, error: "Unknown request", status: 400 };
    return data({ intent: null, ...unknown }, { status: 400 });
  }
  const reply: AccountReply =
    intent === "change-password"
      ? await changeMyPassword(request, context, user, form)
      : intent === "sign-out-others"
        ? await signOutElsewhere(request, context, user, form)
        : await deleteMyAccount(request, context, user, form);
  if (intent === "delete" && reply.ok) {
    const headers = new Headers({ "Set-Cookie": await clearSessionCookie(request, context.cloudflare.env) });
    // The browser's own copies of the saved and Been lists go too, JavaScript or not.
    headers.set("Clear-Site-Data", '"storage"');
    throw redirect("/account/deleted", { headers });
  }
  return data({ intent: intent as Intent, ...reply }, { status: reply.ok ? 200 : reply.status });
}

export default function AccountPage() {
  const { email, sessions, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const replyFor = (intent: Intent) => (result?.intent === intent ? result : undefined);
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:py-12">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to restaurants
      </Link>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Your account</h1>
      <p className="mt-1 break-all text-stone-600">
        Signed in as <span className="font-medium text-ink">{email}</span>
      </p>
      <div className="mt-4">
        <FormMessage error={result?.intent === null && !result.ok ? result.error : null} message={notice} />
      </div>
      <div className="mt-6 space-y-6">
        <AccountSection title="Password">
          <ChangePasswordForm reply={replyFor("change-password")} />
        </AccountSection>
        <AccountSection title="Where you're signed in">
          <SessionList sessions={sessions} reply={replyFor("sign-out-others")} />
        </AccountSection>
        <AccountSection title="Your data">
          <p className="text-stone-600">Your email address, saved list and Been list, as a JSON file.</p>
          <a
            href="/account/data"
            download
            className="mt-4 inline-block rounded-lg border border-stone-300 px-4 py-2 font-semibold text-ink hover:bg-stone-50"
          >
            Download my data
          </a>
        </AccountSection>
        <AccountSection title="Delete your account">
          <DeleteAccountForm email={email} reply={replyFor("delete")} />
        </AccountSection>
      </div>
    </main>
  );
}
