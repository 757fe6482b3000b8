import { describe, expect, it } from "vitest";
import { outboxMessages, PASSWORD, post } from "./support/auth-helpers";

const signUp = (email: string, ip: string) =>
  post(
    "/auth",
    { intent: "signup", email, password: PASSWORD, confirmPassword: PASSWORD },
    { headers: { "CF-Connecting-IP": ip } },
  );
const resend = (email: string, ip: string) =>
  post("/auth/confirm?token=x", { email }, { headers: { "CF-Connecting-IP": ip } });

describe("mail limits slow an attacker without refusing the owner", () => {
  it("five sign-ups for an address from five other clients leave its owner's sign-up and resend working", async () => {
    for (let i = 0; i < 5; i++) expect((await signUp("blocked@example.com", `203.0.113.${120 + i}`)).status).toBe(200);
    expect((await signUp("blocked@example.com", "198.51.100.120")).status).toBe(200);
    const resent = await resend("blocked@example.com", "198.51.100.120");
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain("we&#x27;ve sent a new link");
    expect(await outboxMessages("blocked@example.com", 7)).toHaveLength(7);
  });

  it("one client is held to five mails per address and twenty in all", async () => {
    for (let i = 0; i < 5; i++) expect((await resend("inbox@example.com", "203.0.113.130")).status).toBe(200);
    const sixth = await resend("inbox@example.com", "203.0.113.130");
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("Too many requests. Please wait 60 minutes and try again.");
    for (let i = 0; i < 15; i++) expect((await resend(`many-${i}@example.com`, "203.0.113.131")).status).toBe(200);
    for (let i = 15; i < 20; i++) await resend(`many-${i}@example.com`, "203.0.113.131");
    expect((await resend("fresh@example.com", "203.0.113.131")).status).toBe(429);
  });
});
