import type { BodyName, JobBody } from "./types";

// Which code runs for each job. Bodies are registered by lib/jobs/bodies.ts (the one file that wires the
// services in) and looked up by the runners, the Inngest functions and the pipeline's stages. A name with
// no body is "not available yet": requesting that job is refused, and the pipeline records the stage as
// unavailable instead of pretending it ran.

const bodies = new Map<BodyName, JobBody>();

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

/** The names that have a body, for the automation system test. */
export function registeredJobNames(): BodyName[] {
  return [...bodies.keys()];
}
