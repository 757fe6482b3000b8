import { describe, expect, it } from "vitest";
import { readCookie, withoutCookies } from "./cookies";

const sending = (cookie?: string) =>
  new Request("https://laeats.example/", cookie ? { headers: { Cookie: cookie } } : {});

describe("cookies read from a request", () => {
  it("are found by exact name, the first of a repeated name, with the value as sent", () => {
    const request = sending('a=1; __Host-session=abc.def%3D; __Host-session=second; q="quoted"');
    expect(readCookie(request, "__Host-session")).toBe("abc.def%3D");
    expect(readCookie(request, "q")).toBe("quoted");
    expect(readCookie(request, "session")).toBeNull();
    expect(readCookie(request, "constructor")).toBeNull();
    expect(readCookie(sending(), "a")).toBeNull();
  });

  it("ignore garbage: pairs without a name or an '=', stray separators, bad escapes", () => {
    const request = sending(";;; =x; session; %zz=%zz; b = 2 ;");
    expect(readCookie(request, "session")).toBeNull();
    expect(readCookie(request, "%zz")).toBe("%zz");
    expect(readCookie(request, "b")).toBe("2");
  });

  it("can be dropped by name, keeping the others as sent, and the header goes when none is left", () => {
    const kept = withoutCookies(sending("session=s; __d1b=0000000a-00000001; theme=dark%20mode"), ["session"]);
    expect(kept.headers.get("Cookie")).toBe("__d1b=0000000a-00000001; theme=dark%20mode");
    expect(withoutCookies(sending("session=s"), ["session"]).headers.has("Cookie")).toBe(false);
  });
});
