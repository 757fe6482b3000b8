import { useState } from "react";

/** Where the browser refuses the clipboard, the link is shown selected instead, to copy by hand. */
export function CopyLinkButton({ label, link }: { label: string; link: () => string }) {
  const [state, setState] = useState<{ copied: boolean; text: string } | null>(null);
  async function copy() {
    const text = link();
    try {
      await navigator.clipboard.writeText(text);
      setState({ copied: true, text });
    } catch {
      setState({ copied: false, text });
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 no-js:hidden!">
      <button type="button" onClick={copy} className="btn btn-outline">
        {label}
      </button>
      <span role="status" className="text-sm text-stone-700">
        {state?.copied ? "Link copied." : null}
      </span>
      {state && !state.copied ? (
        <input
          readOnly
          value={state.text}
          aria-label="Link to copy"
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
          className="w-72 max-w-full rounded-lg border border-stone-300 px-2 py-1.5 text-sm"
        />
      ) : null}
    </span>
  );
}
