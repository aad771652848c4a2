// Structured one-line JSON logs in UTC. Newlines inside values are escaped by JSON.stringify,
// so a crafted value cannot forge a second log line. Never pass passwords, tokens or cookies here.

import { env } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function serialiseError(error: unknown) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

/**
 * Field names whose values never reach a log line, whatever a caller passes: a safety net behind the rule
 * above, for security events that carry request details.
 */
const SECRET_FIELD = /pass(word)?|secret|token|cookie|authorization|api[-_]?key|signature/i;

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[env.LOG_LEVEL]) return;
  const record: Record<string, unknown> = { time: new Date().toISOString(), level, event };
  for (const [key, value] of Object.entries(fields)) {
    record[key] = SECRET_FIELD.test(key) ? "[redacted]" : value instanceof Error ? serialiseError(value) : value;
  }
  const line = JSON.stringify(record);
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
