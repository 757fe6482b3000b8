import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/auth/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { errorOf, messageOf, type Reply } from "./reply";

type Session = { key: string; device: string; signedInAt: string; current: boolean };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function SessionList({ sessions, reply }: { sessions: Session[]; reply?: Reply }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-out-others";
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      <FormMessage message={messageOf(reply)} />
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label="Active sessions">
        {sessions.map((session) => (
          <li key={session.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="font-medium text-ink">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  This device
                </span>
              ) : null}
            </span>
            <span className="text-sm text-stone-500">{`Signed in ${day(session.signedInAt)}`}</span>
          </li>
        ))}
      </ul>
      <Form method="post" noValidate className="space-y-3" aria-label="Sign out everywhere else">
        <input type="hidden" name="intent" value="sign-out-others" />
        <FormMessage error={pending ? null : errorOf(reply)} />
        {others > 0 ? (
          <FormField
            label="Current Password"
            id="account-sign-out-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <button
          type="submit"
          disabled={pending || others === 0}
          className="rounded-lg border border-stone-300 px-4 py-2 font-semibold text-ink hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? "Signing out..." : "Sign out everywhere else"}
        </button>
      </Form>
    </div>
  );
}
