import { CopyLinkButton } from "~/components/share/copy-link-button";
import { ExportLinks } from "~/components/share/export-links";
import { formatCount } from "~/lib/counts";
import { EXPORT_LIMIT } from "~/lib/export/formats";
import { listSearch, type ListParams } from "~/lib/list-params";
import { canonicalUrl } from "~/lib/seo";

/**
 * 'Share this view' (copies the view's canonical URL: its filters, search and sort, nothing personal
 * or only visual) and 'Export' of the whole filtered list, up to its top 2,000, as KML, GeoJSON or CSV.
 */
export function ViewTools({ params, total }: { params: ListParams; total: number }) {
  const query = listSearch({ ...params, count: 10, view: "list" });
  const what = total > EXPORT_LIMIT ? `the top ${formatCount(EXPORT_LIMIT)}` : `all ${formatCount(total)}`;
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <CopyLinkButton
        label="Share this view"
        link={() => canonicalUrl(window.location.origin, "/", new URLSearchParams(window.location.search))}
      />
      {total ? <ExportLinks query={query} label={`Export ${what}`} /> : null}
    </div>
  );
}
