import { Form, Link, useFetchers, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** Loading (no session answer yet, or a sign-in/out in flight), signed in (email, Admin, Sign Out) or signed out. */
export function AccountIndicator() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const changing = [navigation, ...fetchers].some(
    (s) => s.formAction === "/sign-out" || s.formData?.get("intent") === "signin",
  );

  if (!root || changing) {
    return (
      <p role="status" aria-live="polite" className="text-stone-500" data-testid="account-indicator">
        Loading account…
      </p>
    );
  }
  if (!root.user) {
    return (
      <div data-testid="account-indicator">
        <Link to="/auth" className="font-medium text-brand-700 underline hover:text-brand-800">
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div data-testid="account-indicator" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="break-all">
        Signed in as{" "}
        <Link
          to="/account"
          aria-label={`Your account (${root.user.email})`}
          className="font-medium text-ink underline hover:text-brand-800"
        >
          {root.user.email}
        </Link>
      </span>
      {root.user.isAdmin ? (
        <Link
          to="/admin"
          className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-brand-800"
        >
          Admin
        </Link>
      ) : null}
      <Form method="post" action="/sign-out">
        <button type="submit" className="font-medium text-brand-700 underline hover:text-brand-800">
          Sign Out
        </button>
      </Form>
    </div>
  );
}
