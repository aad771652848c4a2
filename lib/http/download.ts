// Responses that the browser saves as a file (a CSV or JSON export) rather than shows: the member's own data, so
// never cached, and never sniffed into something the browser would render.

/** `attachment; filename=...` with the name reduced to safe characters (no quotes, slashes or header breaks). */
function attachment(filename: string) {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`;
}

export function downloadResponse(body: BodyInit, options: { filename: string; contentType: string }): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": options.contentType,
      "Content-Disposition": attachment(options.filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
