import { MakeYourselfAdmin } from "./make-yourself-admin";

/** What a signed-in non-admin sees on an admin page (status 403): 'Access Denied' and Go Home. */
export function AccessDenied({ canBootstrap }: { canBootstrap: boolean }) {
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-700">403</p>
      <h1 className="mt-4 text-3xl font-bold">Access Denied</h1>
      <p className="mt-2 text-stone-600">
        You don't have permission to access this page. Admin privileges are required.
      </p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go Home
      </a>
      {canBootstrap ? (
        <div className="mt-10">
          <MakeYourselfAdmin />
        </div>
      ) : null}
    </main>
  );
}
