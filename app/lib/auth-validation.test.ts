import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  confirmsDeletion,
  normalizeEmail,
  safeRedirect,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from "./auth-validation";

const signUp = (email: string, password: string, confirmPassword = password) =>
  validateSignUp({ email, password, confirmPassword });

describe("sign-in and sign-up validation", () => {
  it("asks for every field when one is empty, on both forms", () => {
    expect(validateSignIn({ email: "", password: "secret-pw" })).toBe("Please fill in all fields");
    expect(validateSignIn({ email: "a@b.co", password: "" })).toBe("Please fill in all fields");
    expect(signUp("a@b.co", "tacos-al-pastor", "")).toBe("Please fill in all fields");
    expect(signUp("   ", "tacos-al-pastor")).toBe("Please fill in all fields");
  });

  it("reports mismatched passwords before the length rule", () => {
    expect(signUp("a@b.co", "abc", "abd")).toBe("Passwords do not match");
    expect(signUp("a@b.co", "abc")).toBe("Password must be at least 6 characters");
  });

  it("accepts six characters and refuses five", () => {
    expect(signUp("a@b.co", "kx9#q")).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(signUp("a@b.co", "kx9#qz")).toBeNull();
  });

  it("refuses the most common passwords whatever their case", () => {
    expect(signUp("a@b.co", "Password1")).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(signUp("a@b.co", "qwerty123")).toBe(AUTH_MESSAGES.passwordTooCommon);
  });

  it("refuses malformed emails and overlong passwords", () => {
    expect(signUp("not-an-email", "tacos-al-pastor")).toBe(AUTH_MESSAGES.invalidEmail);
    expect(validateSignIn({ email: "a@b.co", password: "x".repeat(129) })).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it("normalizes emails so case and spaces never create a second account", () => {
    expect(normalizeEmail("  Diner@Example.COM ")).toBe("diner@example.com");
  });
});

describe("safeRedirect", () => {
  it("follows paths on this site, with their query", () => {
    expect(safeRedirect("/admin?tab=users")).toBe("/admin?tab=users");
  });

  it("falls back to the home page for other sites and odd values", () => {
    for (const to of ["//evil.com", "/\\evil.com", "https://evil.com", "evil.com", "/\nx", null, 7, ""]) {
      expect(safeRedirect(to)).toBe("/");
    }
  });
});

describe("a new password (reset or change) and the deletion confirmation", () => {
  it("a new password follows sign-up's rules with sign-up's messages", () => {
    const check = (password: string, confirmPassword = password) => validateNewPassword({ password, confirmPassword });
    expect(check("", "")).toBe(AUTH_MESSAGES.missingFields);
    expect(check("secret-1", "secret-2")).toBe(AUTH_MESSAGES.passwordsDiffer);
    expect(check("abc12")).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(check("x".repeat(129))).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(check("password1")).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(check("tacos-al-pastor-99")).toBeNull();
  });

  it("deleting an account needs its own address typed, in any case, and nothing else", () => {
    expect(confirmsDeletion(" Diner@Example.com ", "diner@example.com")).toBe(true);
    expect(confirmsDeletion("", "diner@example.com")).toBe(false);
    expect(confirmsDeletion("delete", "diner@example.com")).toBe(false);
    expect(confirmsDeletion("other@example.com", "diner@example.com")).toBe(false);
  });
});
