import "server-only";

import packageJson from "@/package.json";
import { pingDatabase } from "@/lib/system/system.queries";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";

/** Liveness and readiness: answers 503 when the database cannot be reached. */
export async function checkHealth() {
  try {
    const database = await pingDatabase();
    return {
      status: "ok" as const,
      version: packageJson.version,
      database: { reachable: true, mode: database.mode, latencyMs: database.latencyMs },
      uptimeSeconds: Math.round(process.uptime()),
      time: new Date().toISOString(),
    };
  } catch (error) {
    logger.error("health.database_unreachable", { error });
    throw new AppError("service_unavailable", "The database is unreachable.");
  }
}
