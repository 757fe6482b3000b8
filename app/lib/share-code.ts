/** 12 random bytes (96 bits) as 16 base64url characters: unguessable, yet short enough to read out. */
const SHARE_CODE = /^[A-Za-z0-9_-]{16}$/;

export function newShareCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

export function isShareCode(value: string): boolean {
  return SHARE_CODE.test(value);
}

export function sharePath(code: string): string {
  return `/l/${code}`;
}
