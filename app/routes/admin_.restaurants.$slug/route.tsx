import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormMessage } from "~/components/auth/form-message";
import { placeFormValuesOf } from "~/lib/place-edit/place-facts";
import { placeFormValues } from "~/lib/place-edit/place-form";
import { pageMeta } from "~/lib/seo";
import { findEditablePlace } from "~/models/place-edit.server";
import { requireAdmin } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { correctPlace, markVerified, type Reply } from "./correct-place.server";
import { LocationPreview } from "./location-preview";
import { PlaceFields } from "./place-fields";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, params }) =>
  pageMeta(matches, {
    title: loaded ? `Edit ${loaded.place.name}` : "Edit a place",
    description: "Correct the facts a diner sees about one place.",
    path: `/admin/restaurants/${params.slug ?? ""}`,
    noindex: true,
  });

async function placeOr404(slug: string | undefined, context: LoaderFunctionArgs["context"]) {
  const place = slug ? await findEditablePlace(context.db, slug) : null;
  if (!place) throw new Response("No place has this address.", { status: 404 });
  return place;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const place = await placeOr404(params.slug, context);
  const { slug, name, lastVerified, updatedAt, latitude, longitude } = place;
  return { place: { slug, name, lastVerified, updatedAt, latitude, longitude }, values: placeFormValuesOf(place) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const place = await placeOr404(params.slug, context);
  const loadedAt = String(form.get("loadedAt") ?? "");
  const edit = { adminId: admin.id, place, loadedAt, now: new Date() };
  const intent = form.get("intent");
  let reply: Reply;
  if (intent === "save") reply = await correctPlace(context.db, edit, placeFormValues(form));
  else if (intent === "verify") reply = await markVerified(context.db, edit);
  else reply = { ok: false, status: 400, message: "Unknown request" };
  // A correction changed the data: the edge cache's copy of the markers follows.
  if (reply.saved) await context.markers.publish();
  const { status, ...shown } = reply;
  return data(shown, { status });
}

const button =
  "rounded-lg px-4 py-2 text-sm font-semibold shadow-sm disabled:cursor-wait disabled:opacity-60 focus:outline-none focus:ring-2 focus:ring-brand-600/40";

export default function EditPlace() {
  const { place, values } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const typed = result && !result.ok && result.values;
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/admin?tab=health" className="font-medium text-brand-700 hover:underline">
          Admin: Data health
        </Link>
      </nav>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">Edit {place.name}</h1>
        <p className="text-stone-600">
          The facts a diner sees on{" "}
          <Link to={`/restaurants/${place.slug}`} className="font-medium text-brand-700 underline">
            its profile
          </Link>
          . Its lists change only by importing an edition.
        </p>
      </div>
      <FormMessage error={result && !result.ok ? result.message : null} message={result?.ok ? result.message : null} />
      <section aria-labelledby="verified-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="verified-title" className="text-lg font-semibold">
          Verified
        </h2>
        <Form method="post" className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-700">
            {place.lastVerified ? `Last verified on ${place.lastVerified}.` : "Never verified."}
          </p>
          <input type="hidden" name="loadedAt" value={place.updatedAt} />
          <button name="intent" value="verify" disabled={busy} className={`${button} bg-stone-800 text-white`}>
            Mark verified today
          </button>
        </Form>
      </section>
      <Form
        method="post"
        key={typed ? "typed" : place.updatedAt}
        aria-label={`Edit ${place.name}`}
        className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="loadedAt" value={place.updatedAt} />
        <PlaceFields values={typed || values} errors={result?.errors ?? {}} />
        <LocationPreview latitude={place.latitude} longitude={place.longitude} />
        <div className="flex justify-end">
          <button name="intent" value="save" disabled={busy} className={`${button} bg-brand-700 text-white`}>
            Save changes
          </button>
        </div>
      </Form>
    </main>
  );
}
