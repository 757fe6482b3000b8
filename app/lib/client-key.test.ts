import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("the key a per-client limit counts under", () => {
  it("is an IPv4 address itself", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey(" 198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = "2001:db8:85a3:12::/64";
    for (const address of [
      "2001:db8:85a3:12::1",
      "2001:DB8:85A3:0012:ffff:ffff:ffff:ffff",
      "2001:0db8:85a3:0012:0000:0000:0000:0abc",
      "2001:db8:85a3:12:1:2:3:4",
      "2001:db8:85a3:12::203.0.113.9",
    ])
      expect(clientKey(address), address).toBe(key);
    expect(clientKey("2001:db8:85a3:13::1")).toBe("2001:db8:85a3:13::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("is the IPv4 address inside an IPv4-mapped IPv6 address", () => {
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("is null for anything that is not an address", () => {
    for (const value of [
      "",
      "<script>",
      "1.2.3.4, 5.6.7.8",
      "256.1.1.1",
      "1.2.3",
      "01.2.3.4",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      "12345::1",
      "2001:db8:::1",
      "x".repeat(100),
      "signin:account:a@b.c",
    ])
      expect(clientKey(value), value).toBeNull();
  });
});
