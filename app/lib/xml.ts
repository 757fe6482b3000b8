/** Characters XML 1.0 forbids anywhere (C0 controls but tab and line ends, lone surrogates, U+FFFE/F). */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITY: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/** Markup characters escaped and XML-forbidden ones dropped: one in a name would make a whole feed unreadable. */
export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN, "").replace(/[<>&'"]/g, (c) => ENTITY[c]);
}
