import { describe, expect, it } from "vitest";
import { clientAddress } from "./throttle.server";

const request = (headers: Record<string, string>) => new Request("https://laeats.example/auth", { headers });

describe("the client address behind the sign-in and API limits", () => {
  it("comes from the header the platform sets, and from no other", () => {
    const env = { TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP" };
    expect(clientAddress(request({ "CF-Connecting-IP": "203.0.113.9" }), env)).toBe("203.0.113.9");
    expect(clientAddress(request({ "CF-Connecting-IP": "2001:DB8::1" }), env)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(request({ "X-Forwarded-For": "203.0.113.9" }), env)).toBe("untrusted");
  });

  it("is one client for every address of an IPv6 /64", () => {
    const env = { TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP" };
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:aaaa::9"].map((a) =>
      clientAddress(request({ "CF-Connecting-IP": a }), env),
    );
    expect(keys).toEqual(["2001:db8:1:2::/64", "2001:db8:1:2::/64"]);
  });

  it("is not taken from a client's own header where no platform sets it (local development)", () => {
    const sent = request({ "CF-Connecting-IP": "203.0.113.9" });
    expect(clientAddress(sent, { TRUSTED_CLIENT_IP_HEADER: "" })).toBe("untrusted");
    expect(clientAddress(sent, {})).toBe("untrusted");
  });

  it("refuses a value that is not an address, so a key cannot be stuffed", () => {
    const env = { TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP" };
    for (const value of ["<script>", "1.2.3.4, 5.6.7.8", "x".repeat(100), "signin:account:a@b.c"]) {
      expect(clientAddress(request({ "CF-Connecting-IP": value }), env), value).toBe("untrusted");
    }
  });
});
