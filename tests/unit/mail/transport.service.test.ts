import { afterEach, describe, expect, it, vi } from "vitest";

// Where e-mail goes without SMTP (lib/mail/transport.service.ts): the README's quick start (embedded database, no
// SMTP_URL) writes every message, link included, to the log in any NODE_ENV; a production deployment on
// PostgreSQL without SMTP_URL never puts links in its log and says so loudly instead.

const SECRET = "a-production-auth-secret-of-enough-length-123456";

async function load(vars: Record<string, string | undefined>) {
  vi.resetModules();
  const all = {
    SMTP_URL: undefined,
    DATABASE_URL: undefined,
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    AUTH_SECRET: SECRET,
    ...vars,
  };
  for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value);
  return import("@/lib/mail/transport.service");
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

const POSTGRES = "postgres://edgecast:secret@127.0.0.1:5432/edgecast";

describe("mail delivery", () => {
  it.each([
    [{ SMTP_URL: "smtp://127.0.0.1:2525" }, "smtp"],
    [{ SMTP_URL: "smtp://127.0.0.1:2525", NODE_ENV: "production", DATABASE_URL: POSTGRES }, "smtp"],
    [{ NODE_ENV: "production" }, "log"],
    [{ NODE_ENV: "development" }, "log"],
    [{ NODE_ENV: "development", DATABASE_URL: POSTGRES }, "log"],
    [{ NODE_ENV: "production", DATABASE_URL: POSTGRES }, "none"],
  ])("%o → %s", async (vars, expected) => {
    const { mailDelivery } = await load(vars);
    expect(mailDelivery()).toBe(expected);
  });

  it("says at start-up that mail goes to the log, warns loudly if it goes nowhere, silent over SMTP", async () => {
    expect((await load({ NODE_ENV: "production" })).mailDeliveryNotice()).toEqual({
      level: "info",
      text: expect.stringContaining("written to this log"),
    });
    const none = (await load({ NODE_ENV: "production", DATABASE_URL: POSTGRES })).mailDeliveryNotice();
    expect(none?.level).toBe("warn");
    expect(none?.text).toMatch(/^WARNING: SMTP_URL is not set/);
    expect(none?.text).toMatch(/Members cannot confirm their address/);
    expect((await load({ SMTP_URL: "smtp://127.0.0.1:2525" })).mailDeliveryNotice()).toBeNull();
  });

  it("writes the whole message, link included, to the log on the embedded default in production", async () => {
    const { deliverEmail } = await load({ NODE_ENV: "production" });
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void printed.push(String(line)));
    const link = "http://localhost:3000/auth/verify-email?token=AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0";
    await deliverEmail({
      to: "new@example.com",
      subject: "Confirm your e-mail address for EdgeCast",
      text: `Hello Ada,\n\nOpen this:\n\n${link}\n\nBye`,
    });
    const block = printed.find((line) => line.includes("E-mail (not sent: SMTP_URL is not set)"));
    expect(block).toBeDefined();
    expect(block).toContain("To: new@example.com");
    expect(block).toContain("Subject: Confirm your e-mail address for EdgeCast");
    // The link stands on a line of its own, exactly as sent, to copy from the terminal.
    expect(block!.split("\n")).toContain(link);
  });

  it("refuses delivery on a production PostgreSQL deployment without SMTP; message stays in the outbox", async () => {
    const { deliverEmail } = await load({ NODE_ENV: "production", DATABASE_URL: POSTGRES });
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await expect(deliverEmail({ to: "a@example.com", subject: "s", text: "secret link" })).rejects.toThrow(
      "SMTP_URL is not configured",
    );
    expect(printed).not.toHaveBeenCalled();
  });
});
