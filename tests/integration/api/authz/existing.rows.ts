// Matrix rows for admin routes that existed on main before the per-area rows (dashboard, payments,
// subscriptions, automation, scraping). Write rows send a body that fails validation (nothing runs) or,
// for actions without a body schema, no body (only the refused callers are checked).
import type { AuthzRow } from "./row";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const BAD_PANEL_BODY = { sport: 1 };

export const rows: AuthzRow[] = [
  // Dashboard
  {
    method: "GET",
    path: "/api/admin/dashboard",
    level: "admin",
    load: () => import("@/app/api/admin/dashboard/route"),
  },
  {
    method: "POST",
    path: "/api/admin/dashboard/admin-user",
    level: "super_admin",
    load: () => import("@/app/api/admin/dashboard/admin-user/route"),
  },
  {
    method: "POST",
    path: "/api/admin/dashboard/generate-predictions",
    level: "admin",
    load: () => import("@/app/api/admin/dashboard/generate-predictions/route"),
    body: BAD_PANEL_BODY,
  },
  // Payments and subscriptions
  { method: "GET", path: "/api/admin/payments", level: "admin", load: () => import("@/app/api/admin/payments/route") },
  {
    method: "POST",
    path: "/api/admin/payments/manual",
    level: "admin",
    load: () => import("@/app/api/admin/payments/manual/route"),
    body: {},
  },
  {
    method: "POST",
    path: "/api/admin/payments/refund",
    level: "admin",
    load: () => import("@/app/api/admin/payments/refund/route"),
    body: {},
  },
  {
    method: "GET",
    path: "/api/admin/subscriptions",
    level: "admin",
    load: () => import("@/app/api/admin/subscriptions/route"),
  },
  {
    method: "POST",
    path: "/api/admin/subscriptions",
    level: "admin",
    load: () => import("@/app/api/admin/subscriptions/route"),
    body: {},
  },
  {
    method: "POST",
    path: "/api/admin/subscriptions/[subscriptionId]/cancel",
    level: "admin",
    load: () => import("@/app/api/admin/subscriptions/[subscriptionId]/cancel/route"),
    params: { subscriptionId: MISSING_ID },
    body: {},
  },
  // Automation
  {
    method: "GET",
    path: "/api/automation/config",
    level: "admin",
    load: () => import("@/app/api/automation/config/route"),
  },
  {
    method: "PUT",
    path: "/api/automation/config",
    level: "admin",
    load: () => import("@/app/api/automation/config/route"),
    body: { maxConcurrent: 0 },
  },
  {
    method: "POST",
    path: "/api/automation/execute-pipeline",
    level: "admin",
    load: () => import("@/app/api/automation/execute-pipeline/route"),
    body: BAD_PANEL_BODY,
  },
  {
    method: "GET",
    path: "/api/automation/metrics",
    level: "admin",
    load: () => import("@/app/api/automation/metrics/route"),
  },
  {
    method: "GET",
    path: "/api/automation/runs",
    level: "admin",
    load: () => import("@/app/api/automation/runs/route"),
  },
  {
    method: "GET",
    path: "/api/automation/runs/[runId]",
    level: "admin",
    load: () => import("@/app/api/automation/runs/[runId]/route"),
    params: { runId: MISSING_ID },
  },
  {
    method: "POST",
    path: "/api/automation/start",
    level: "admin",
    load: () => import("@/app/api/automation/start/route"),
    body: { maxConcurrent: 0 },
  },
  {
    method: "GET",
    path: "/api/automation/status",
    level: "admin",
    load: () => import("@/app/api/automation/status/route"),
  },
  // Stop has no body to make invalid: only the refused callers are checked.
  {
    method: "POST",
    path: "/api/automation/stop",
    level: "admin",
    load: () => import("@/app/api/automation/stop/route"),
  },
  {
    method: "POST",
    path: "/api/automation/test",
    level: "admin",
    load: () => import("@/app/api/automation/test/route"),
    body: { component: "nothing" },
  },
  // Scraping
  { method: "GET", path: "/api/scraping/jobs", level: "admin", load: () => import("@/app/api/scraping/jobs/route") },
  {
    method: "POST",
    path: "/api/scraping/process-sports-data",
    level: "admin",
    load: () => import("@/app/api/scraping/process-sports-data/route"),
    body: { limit: 0 },
  },
  {
    method: "GET",
    path: "/api/scraping/providers",
    level: "admin",
    load: () => import("@/app/api/scraping/providers/route"),
  },
  {
    method: "POST",
    path: "/api/scraping/raw-data",
    level: "admin",
    load: () => import("@/app/api/scraping/raw-data/route"),
    body: { limit: 0 },
  },
  {
    method: "POST",
    path: "/api/scraping/scrape",
    level: "admin",
    load: () => import("@/app/api/scraping/scrape/route"),
    body: {},
  },
  {
    method: "POST",
    path: "/api/scraping/scrape-all",
    level: "admin",
    load: () => import("@/app/api/scraping/scrape-all/route"),
    body: {},
  },
  {
    method: "GET",
    path: "/api/scraping/test-apis",
    level: "admin",
    load: () => import("@/app/api/scraping/test-apis/route"),
  },
];
