import { EXPORT_FORMATS, type ExportFormat } from "~/lib/export/formats";

const FORMATS = Object.keys(EXPORT_FORMATS) as ExportFormat[];

/** 'Export: KML · GeoJSON · CSV' as download links for a list the server can name by its URL (a view, a shared list). */
export function ExportLinks({ query, label = "Export" }: { query: string; label?: string }) {
  return (
    <p role="group" aria-label={label} className="maps-links">
      <span>{label}:</span>
      {FORMATS.map((format) => (
        <a key={format} href={`/export/${format}?${query}`} download>
          {EXPORT_FORMATS[format].label}
        </a>
      ))}
    </p>
  );
}

/** The same for a list only the browser holds (the saved list): a form that posts its slugs. */
export function ExportSlugsForm({ slugs, label = "Export" }: { slugs: string[]; label?: string }) {
  return (
    <form method="post" action="/export/kml" aria-label={label} className="maps-links">
      <input type="hidden" name="slugs" value={slugs.join(",")} />
      <span>{label}:</span>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="submit"
          formAction={`/export/${format}`}
          disabled={!slugs.length}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-400"
        >
          {EXPORT_FORMATS[format].label}
        </button>
      ))}
    </form>
  );
}
