// Methods the app answers at all. Anything else (TRACE, CONNECT, PROPFIND…) is refused before Next sees it:
// Next's route modules throw on methods they do not know ("TRACE unsupported"), which would be a 500.
export const SUPPORTED_METHODS = Object.freeze(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const SUPPORTED = new Set(SUPPORTED_METHODS);

/**
 * Answers 405 for a method outside SUPPORTED_METHODS and returns true; otherwise leaves the response alone
 * and returns false. API paths get the JSON envelope every route answers with; pages a plain sentence.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function refuseUnsupportedMethod(req, res) {
  const method = (req.method ?? "").toUpperCase();
  if (SUPPORTED.has(method)) return false;
  const path = (req.url ?? "/").split("?")[0];
  const api = path === "/api" || path.startsWith("/api/");
  const message = "This method is not allowed here.";
  const body = api ? JSON.stringify({ success: false, error: message, code: "method_not_allowed" }) : `${message}\n`;
  res.writeHead(405, {
    Allow: SUPPORTED_METHODS.join(", "),
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "private, no-store",
  });
  res.end(body);
  return true;
}
