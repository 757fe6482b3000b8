import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { MakeYourselfAdmin } from "~/components/auth/make-yourself-admin";

const AdminUploaders = lazy(() => import("./admin-uploaders"));

type RootData = { user: { email: string; isAdmin: boolean } | null } | undefined;

/**
 * Admins get the two uploaders here (the server checks the role again on every upload). Signed-in
 * users see the safe 'Make Yourself Admin' only while the site has no admin at all.
 */
export function AdminSection({ canBootstrap }: { canBootstrap: boolean }) {
  const user = (useRouteLoaderData("root") as RootData)?.user;
  if (!user) return null;
  if (!user.isAdmin) return canBootstrap ? <MakeYourselfAdmin /> : null;
  return (
    <section aria-labelledby="data-management" className="space-y-4 rounded-2xl border-2 border-dashed border-brand-600 bg-white p-5">
      <h2 id="data-management" className="text-xl font-bold">
        Data Management (Admin Only)
      </h2>
      <Suspense fallback={<p className="text-sm text-stone-600">Loading the uploaders…</p>}>
        <AdminUploaders />
      </Suspense>
    </section>
  );
}
