import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/core/field-errors";
import { createUserSchema, emailSchema, MESSAGES, newPasswordSchema, updateUserSchema, usernameError, usernameSchema } from "~/lib/users/account-rules";
import { cleanInput } from "~/lib/core/input-cleaning";

describe("input cleaning", () => {
  it("strips script blocks, tags, javascript: and inline handlers, then trims", () => {
    expect(cleanInput("  <script>alert(1)</script>alice ")).toBe("alice");
    expect(cleanInput("<b>bob</b>")).toBe("bob");
    expect(cleanInput("javascript:carol")).toBe("carol");
    expect(cleanInput("dave onclick=")).toBe("dave");
    expect(cleanInput("a@b.co")).toBe("a@b.co");
  });
});

describe("username rules", () => {
  it.each([
    ["", MESSAGES.usernameShort],
    ["ab", MESSAGES.usernameShort],
    ["a".repeat(51), MESSAGES.usernameLong],
    ["bad name", MESSAGES.usernameChars],
    ["bad.name", MESSAGES.usernameChars],
  ])("%j gives %j", (value, message) => {
    expect(usernameError(value)).toBe(message);
  });

  it("accepts letters, digits, underscores and hyphens from 3 to 50 characters", () => {
    expect(usernameError("abc")).toBeNull();
    expect(usernameError("A_b-9".padEnd(50, "x"))).toBeNull();
    expect(usernameSchema.parse(" <i>jane_doe</i> ")).toBe("jane_doe");
  });
});

describe("email rules", () => {
  it("stores an empty e-mail as null", () => {
    expect(emailSchema.parse("")).toBeNull();
    expect(emailSchema.parse("   ")).toBeNull();
  });
  it("refuses malformed and over-long addresses with the form's messages", () => {
    expect(emailSchema.safeParse("not-an-email").error?.issues[0]?.message).toBe(MESSAGES.emailInvalid);
    expect(emailSchema.safeParse(`${"a".repeat(250)}@b.co`).error?.issues[0]?.message).toBe(MESSAGES.emailLong);
    expect(emailSchema.parse("jane@example.com")).toBe("jane@example.com");
  });
});

describe("password rules", () => {
  it("needs 8 to 128 characters and a matching confirmation", () => {
    const short = newPasswordSchema.safeParse({ password: "short", confirmPassword: "short" });
    expect(fieldErrors(short.error!).password).toBe(MESSAGES.passwordShort);
    const long = newPasswordSchema.safeParse({ password: "x".repeat(129), confirmPassword: "x".repeat(129) });
    expect(fieldErrors(long.error!).password).toBe(MESSAGES.passwordLong);
    const mismatch = newPasswordSchema.safeParse({ password: "long-enough-1", confirmPassword: "long-enough-2" });
    expect(fieldErrors(mismatch.error!).confirmPassword).toBe(MESSAGES.passwordMismatch);
    expect(newPasswordSchema.safeParse({ password: "long-enough-1", confirmPassword: "long-enough-1" }).success).toBe(true);
  });
});

describe("create and update forms", () => {
  it("asks for a username first", () => {
    const result = createUserSchema.safeParse({ username: " ", email: "", password: "long-enough-1", confirmPassword: "long-enough-1", userType: "user" });
    expect(fieldErrors(result.error!).username).toBe(MESSAGES.usernameRequired);
  });
  it("parses a valid creation with null e-mail and a known type", () => {
    const result = createUserSchema.parse({ username: "jane", email: "", password: "long-enough-1", confirmPassword: "long-enough-1", userType: "moderator" });
    expect(result).toMatchObject({ username: "jane", email: null, userType: "moderator" });
    expect(
      createUserSchema.safeParse({ username: "jane", email: "", password: "long-enough-1", confirmPassword: "long-enough-1", userType: "root" }).success,
    ).toBe(false);
  });
  it("parses the inline edit with the active flag", () => {
    expect(updateUserSchema.parse({ username: "jane", email: "j@x.io", userType: "user", active: "false" })).toEqual({
      username: "jane",
      email: "j@x.io",
      userType: "user",
      active: false,
    });
  });
});
