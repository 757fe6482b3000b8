import { MESSAGES } from "./import-messages";

/** A zip (.xlsx) or NUL bytes is no text; invalid UTF-8 is refused whole, as guessing would garble names. */
export function textProblem(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return MESSAGES.notText;
  if (bytes.includes(0)) return MESSAGES.notText;
  return isUtf8(bytes) ? null : MESSAGES.notUtf8;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
