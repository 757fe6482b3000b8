import { useState, type DragEvent } from "react";
import type { ImportLimits } from "~/lib/csv/import-kinds";

const limitText = (limits: ImportLimits) =>
  `up to ${limits.bytes / 1024 / 1024} MB and ${limits.rows.toLocaleString("en-US")} rows`;

/** A file input that also takes a file dragged and dropped anywhere on it. */
export function ImportDropzone({
  id,
  accept,
  limits,
  file,
  onFile,
  disabled,
}: {
  id: string;
  accept: string;
  limits: ImportLimits;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
  }

  return (
    <label
      htmlFor={id}
      data-testid="import-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex cursor-pointer flex-col focus-within:ring-2 focus-within:ring-brand-600 items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center transition ${
        dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-stone-50 hover:border-stone-400"
      }`}
    >
      <span className="font-semibold">{file ? file.name : "Drop a file here or click to choose"}</span>
      <span className="text-sm text-stone-600">
        {file
          ? `${(file.size / 1024).toFixed(1)} KB`
          : `Accepted: ${accept
              .split(",")
              .filter((a) => a.startsWith("."))
              .join(", ")} — ${limitText(limits)}`}
      </span>
      <input
        id={id}
        type="file"
        name="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
    </label>
  );
}
