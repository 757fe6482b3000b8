import { Form, useNavigation } from "@remix-run/react";

/** Shown only to the configured bootstrap address while no admin exists; the server grants it to them alone. */
export function MakeYourselfAdmin() {
  const pending = useNavigation().formAction === "/admin/bootstrap";
  return (
    <section
      aria-labelledby="bootstrap-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-left"
    >
      <h2 id="bootstrap-title" className="font-semibold text-brand-800">
        Make Yourself Admin
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        This site has no admin yet, and your address is the one set up to be the first. After you claim the role, only
        admins can grant it, and this option disappears.
      </p>
      <Form method="post" action="/admin/bootstrap" className="mt-4">
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {pending ? "Granting..." : "Make me the admin"}
        </button>
      </Form>
    </section>
  );
}
