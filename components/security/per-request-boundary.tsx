import { Suspense } from "react";
import { connection } from "next/server";

// An empty part of a strict-policy page (lib/csp-scope.mjs) that waits for the request, so Next renders the rest of the response (the
// RSC payload and the scripts that carry it) per request, with the nonce of that request's
// Content-Security-Policy (proxy.ts). The static shell itself stays prerendered and cached: the HTML
// a visitor sees first is unchanged, only the inline scripts after it are written per request.
async function RequestTime() {
  await connection();
  return null;
}

export function PerRequestBoundary() {
  return (
    <Suspense fallback={null}>
      <RequestTime />
    </Suspense>
  );
}
