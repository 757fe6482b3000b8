import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";

type UsersTabResult = { ok: boolean; message: string };
type Admin = { userId: string; email: string; grantedAt: string };

const EMPTY_EMAIL = "Please enter an email address";

/** Grant admin by email, list the admins, revoke (the server refuses to remove the last one). */
export function UsersTab({
  admins,
  currentUserId,
  result,
}: {
  admins: Admin[];
  currentUserId: string;
  result?: UsersTabResult;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const lastAdmin = admins.length <= 1;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function onGrant(event: FormEvent<HTMLFormElement>) {
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setClientError(email ? null : EMPTY_EMAIL);
    if (!email) event.preventDefault();
  }

  const shown = clientError ? { ok: false, message: clientError } : intent ? undefined : result;
  return (
    <div className="space-y-8">
      <section aria-labelledby="grant-title">
        <h2 id="grant-title" className="text-lg font-semibold">
          Grant admin rights
        </h2>
        <p className="mt-1 text-sm text-stone-600">They need to have signed up on this site first.</p>
        <Form ref={formRef} method="post" noValidate onSubmit={onGrant} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="grant" />
          <FormMessage error={shown && !shown.ok ? shown.message : null} message={shown?.ok ? shown.message : null} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <FormField label="Email address" id="grant-email" name="email" type="email" autoComplete="off" />
            </div>
            <button
              type="submit"
              disabled={intent === "grant"}
              className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
            >
              {intent === "grant" ? "Adding..." : "Make Admin"}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="admins-title">
        <h2 id="admins-title" className="text-lg font-semibold">
          Current admins ({admins.length})
        </h2>
        {lastAdmin ? <p className="mt-1 text-sm text-stone-600">The last admin can't be removed.</p> : null}
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {admins.map((admin) => (
            <li key={admin.userId} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium">
                  {admin.email}
                  {admin.userId === currentUserId ? <span className="ml-2 text-sm text-stone-500">(you)</span> : null}
                </p>
                <p className="text-xs text-stone-500">Admin since {admin.grantedAt.slice(0, 10)}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="userId" value={admin.userId} />
                <button
                  type="submit"
                  disabled={lastAdmin || intent === "revoke"}
                  aria-label={`Revoke admin from ${admin.email}`}
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-red-300 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  Revoke
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
