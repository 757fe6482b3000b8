import { describe, expect, it } from "vitest";
import {
  checkConfirmationToken,
  CONFIRMATION_TTL_SECONDS,
  confirmationTokenId,
  createConfirmationToken,
} from "./email-token.server";

const secret = "unit-test-secret-0123456789abcdef";
const owner = { id: "pending-1", userId: "user-1", passwordHash: "pbkdf2-sha256$100000$c2FsdA==$aGFzaA==" };
const now = 1_750_000_000_000;

describe("email confirmation tokens", () => {
  it("a fresh token is valid for its sign-up and names it", async () => {
    const token = await createConfirmationToken(secret, owner, now);
    expect(confirmationTokenId(token)).toBe("pending-1");
    expect(await checkConfirmationToken(secret, token, owner, now + 1000)).toBe("valid");
  });

  it("expires after a day", async () => {
    const token = await createConfirmationToken(secret, owner, now);
    const later = now + (CONFIRMATION_TTL_SECONDS + 1) * 1000;
    expect(await checkConfirmationToken(secret, token, owner, later)).toBe("expired");
  });

  it("confirms only the password it was made for", async () => {
    const token = await createConfirmationToken(secret, owner, now);
    const replaced = { ...owner, passwordHash: "pbkdf2-sha256$100000$b3RoZXI=$aGFzaA==" };
    expect(await checkConfirmationToken(secret, token, replaced, now)).toBe("invalid");
  });

  it("refuses a tampered expiry, another account's id, another secret and garbage", async () => {
    const token = await createConfirmationToken(secret, owner, now);
    const [id, expires, signature] = token.split(".");
    expect(await checkConfirmationToken(secret, `${id}.${Number(expires) + 99}.${signature}`, owner, now)).toBe(
      "invalid",
    );
    expect(await checkConfirmationToken(secret, token, { ...owner, id: "pending-2" }, now)).toBe("invalid");
    expect(await checkConfirmationToken(secret, token, { ...owner, userId: "user-2" }, now)).toBe("invalid");
    expect(await checkConfirmationToken("another-secret-0123456789abcdef", token, owner, now)).toBe("invalid");
    expect(await checkConfirmationToken(secret, "garbage", owner, now)).toBe("invalid");
    expect(confirmationTokenId("garbage")).toBeNull();
  });
});
