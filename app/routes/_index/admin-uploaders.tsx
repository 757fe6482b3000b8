import { ImportPanel } from "~/components/admin/import-panel";

/** Split into its own chunk: only admins ever download the uploaders' code. */
export default function AdminUploaders() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ImportPanel kind="restaurants" />
      <ImportPanel kind="neighborhoods" />
    </div>
  );
}
