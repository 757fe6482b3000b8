/**
 * JSON for a <script> element: `<`, `>` and `&` are escaped so data can never close the element
 * or open a comment, and U+2028/U+2029 so the text stays valid in any JavaScript parser.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
