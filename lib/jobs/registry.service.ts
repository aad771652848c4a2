import type { BodyName, JobBody } from "./jobs.input";

// Which code runs for each job. Bodies are registered by registerJobBodies() (lib/pipeline/job-bodies.service.ts, the
// one file that wires the services in; called at server start-up and by the Inngest functions) and looked up by the
// runners, the Inngest functions and the pipeline's stages. A name with no body is "not available yet": requesting that
// job is refused, and the pipeline records the stage as unavailable instead of pretending it ran.
//
// One map per process, like the local runner: Next compiles route handlers and instrumentation.ts into
// separate bundles, each with its own copy of this module, and a body registered at start-up must be found
// by a job a route handler requests.
const globalForJobs = globalThis as unknown as { __edgecastJobBodies?: Map<BodyName, JobBody> };
const bodies = (globalForJobs.__edgecastJobBodies ??= new Map<BodyName, JobBody>());

export function registerJob<N extends BodyName>(name: N, body: JobBody<N>): void {
  bodies.set(name, body as unknown as JobBody);
}

/** Removes a body (tests swap fake bodies in and out). */
export function unregisterJob(name: BodyName): void {
  bodies.delete(name);
}

export function getJobBody<N extends BodyName>(name: N): JobBody<N> | undefined {
  return bodies.get(name) as unknown as JobBody<N> | undefined;
}

export function hasJobBody(name: BodyName): boolean {
  return bodies.has(name);
}
