import type { SystemReadout } from "@/lib/system/admin.service";

/**
 * What GET /api/admin/system answers: the deployment's read-out, and the session limits in force (the member
 * session's lifetime, and the admin inactivity timeout from the global settings).
 */
export type SystemAnswer = SystemReadout & {
  sessions: { lifetimeSeconds: number; adminInactivityMinutes: number };
};

/** How the read-outs name the database the server runs on. */
export function databaseModeLabel(mode: string): string {
  return mode === "embedded" ? "PGlite (embedded)" : "PostgreSQL (server)";
}
