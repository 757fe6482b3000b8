import type { ChangeEvent, FocusEvent, MouseEvent, Ref } from "react";
import { SEARCH_MAX_LENGTH } from "~/lib/list-params";

/**
 * The search box and its one clear button (the browser's is hidden in tailwind.css). Phone-wide, a shorter
 * prompt is drawn over the placeholder, kept whole for screen readers. Clear submits `clearForm`: no JS needed.
 */
export function SearchField({
  value,
  inputRef,
  clearForm,
  onChange,
  onFocus,
  onBlur,
  onClear,
}: {
  value: string;
  inputRef: Ref<HTMLInputElement>;
  clearForm: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onClear: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className="search-box relative flex-1">
      <label htmlFor="search" className="sr-only">
        Search restaurants
      </label>
      <input
        ref={inputRef}
        id="search"
        name="q"
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Restaurant name, cuisine, or neighborhood..."
        autoComplete="off"
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        className="search-field"
      />
      <span aria-hidden="true" className="search-hint">
        Name, cuisine, or neighborhood...
      </span>
      {value ? (
        <button
          type="submit"
          form={clearForm}
          aria-label="Clear search"
          onClick={onClear}
          className="absolute right-2 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </div>
  );
}
