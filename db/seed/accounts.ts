// Seeded accounts: the super admin, and the demo world's member and admin. There are no fixed default
// passwords anywhere: when none is given, a random one is generated, returned once to the caller (which
// prints it once) and never stored in clear. An existing account's password is never changed.
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { DbOrTx } from "@/db";
import { users, type Role, type SubscriptionTier } from "@/db/schema";
import { hashPassword } from "@/lib/accounts/password-hashing.service";

export const DEFAULT_SUPER_ADMIN_EMAIL = "admin@edgecast.local";
const DEMO_MEMBER_EMAIL = "member@edgecast.local";
const DEMO_ADMIN_EMAIL = "admin.demo@edgecast.local";

export interface SeededLogin {
  email: string;
  role: Role;
  /** Present only when this call generated the password (the account was created with a random one). */
  password?: string;
  created: boolean;
}

/** 20 characters of base64url from 15 random bytes (120 bits). */
function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Makes sure a SUPER_ADMIN exists. When one already exists nothing changes (its email is returned).
 * Otherwise one is created from `email` / `password`, defaulting to admin@edgecast.local and a random
 * password, which is returned (only then). If the chosen e-mail already belongs to a non-super-admin
 * account, this throws rather than silently promoting it: promotion is a decision for a person.
 */
export async function ensureSuperAdmin(
  db: DbOrTx,
  options: { email?: string; password?: string } = {},
): Promise<SeededLogin> {
  const [existing] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, "SUPER_ADMIN"))
    .orderBy(users.createdAt)
    .limit(1);
  if (existing) return { email: existing.email, role: "SUPER_ADMIN", created: false };

  const email = normaliseEmail(options.email ?? DEFAULT_SUPER_ADMIN_EMAIL);
  const [clash] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (clash) {
    throw new Error(
      `Cannot create the super admin: ${email} already belongs to an account that is not a super admin. ` +
        "Set SUPERADMIN_EMAIL to another address, or promote that account deliberately.",
    );
  }
  const generated = options.password ? undefined : generatePassword();
  const created = await createAccount(db, {
    email,
    password: options.password ?? generated!,
    fullName: "Super Admin",
    role: "SUPER_ADMIN",
    tier: "FREE",
    isDemo: false,
  });
  if (!created) return { email, role: "SUPER_ADMIN", created: false }; // lost a race with another process
  return { email, role: "SUPER_ADMIN", created: true, ...(generated ? { password: generated } : {}) };
}

interface DemoAccount {
  email: string;
  fullName: string;
  role: Role;
  tier: SubscriptionTier;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: DEMO_MEMBER_EMAIL, fullName: "Demo Member", role: "USER", tier: "FREE" },
  { email: DEMO_ADMIN_EMAIL, fullName: "Demo Admin", role: "ADMIN", tier: "FREE" },
];

/** Creates the demo member and demo admin when absent (isDemo = true), each with a random password returned once. */
export async function ensureDemoUsers(db: DbOrTx): Promise<SeededLogin[]> {
  const logins: SeededLogin[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
    if (existing) {
      logins.push({ email: account.email, role: account.role, created: false });
      continue;
    }
    const password = generatePassword();
    const created = await createAccount(db, { ...account, password, isDemo: true });
    logins.push(
      created
        ? { email: account.email, role: account.role, password, created: true }
        : { email: account.email, role: account.role, created: false },
    );
  }
  return logins;
}

async function createAccount(
  db: DbOrTx,
  account: { email: string; password: string; fullName: string; role: Role; tier: SubscriptionTier; isDemo: boolean },
): Promise<boolean> {
  const passwordHash = await hashPassword(account.password);
  const now = new Date();
  const inserted = await db
    .insert(users)
    .values({
      email: account.email,
      fullName: account.fullName,
      passwordHash,
      role: account.role,
      subscriptionTier: account.tier,
      emailVerified: true,
      emailVerifiedAt: now,
      isDemo: account.isDemo,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return inserted.length > 0;
}
