/** IPv4 as is, IPv6 by /64, since one host routinely gets a whole /64; null for a non-address. */
export function clientKey(address: string): string | null {
  const value = address.trim().toLowerCase();
  if (isIPv4(value)) return value;
  const groups = ipv6Groups(value);
  if (!groups) return null;
  const mapped = mappedIPv4(groups);
  if (mapped) return mapped;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function isIPv4(value: string): boolean {
  const parts = value.split(".");
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, written without leading zeros; null when malformed. */
function ipv6Groups(value: string): string[] | null {
  if (!/^[0-9a-f:.]{2,45}$/.test(value) || value.split("::").length > 2) return null;
  let text = value;
  const tail = text.match(/(?:^|:)(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    if (!isIPv4(tail[1])) return null;
    const [a, b, c, d] = tail[1].split(".").map(Number);
    text = text.slice(0, -tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/** ::ffff:a.b.c.d is an IPv4 client reached over IPv6: counted as that IPv4 address. */
function mappedIPv4(groups: string[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === "0") || groups[5] !== "ffff") return null;
  const [high, low] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
