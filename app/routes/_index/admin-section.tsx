import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { MakeYourselfAdmin } from "~/components/auth/make-yourself-admin";

const AdminUploaders = lazy(() => import("./admin-uploaders"));

type RootData = { user: { email: string; isAdmin: boolean; canBootstrap: boolean } | null } | undefined;

/**
 * Admins get the two uploaders here (the server checks the role again on every upload). The one
 * address configured as the bootstrap admin sees 'Make Yourself Admin' while the site has no admin.
 */
export function AdminSection() {
  const user = (useRouteLoaderData("root") as RootData)?.user;
  if (!user) return null;
  if (!user.isAdmin) return user.canBootstrap ? <MakeYourselfAdmin /> : null;
  return (
    <section
      aria-labelledby="data-management"
      className="space-y-4 rounded-2xl border-2 border-dashed border-brand-600 bg-white p-5"
    >
      <h2 id="data-management" className="text-xl font-bold">
        Data Management (Admin Only)
      </h2>
      <Suspense fallback={<p className="text-sm text-stone-600">Loading the uploaders…</p>}>
        <AdminUploaders />
      </Suspense>
    </section>
  );
}
