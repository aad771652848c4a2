import { describe, expect, it } from "vitest";

import { callRoute, jsonRequest, type RouteHandler } from "@/tests/helpers/request";

describe("jsonRequest", () => {
  it("resolves relative URLs and sends objects as JSON", async () => {
    const request = jsonRequest("post", "/api/contact?x=1", { name: "Ada" }, { "x-forwarded-for": "203.0.113.9" });
    expect(request.method).toBe("POST");
    expect(request.nextUrl.pathname).toBe("/api/contact");
    expect(request.nextUrl.searchParams.get("x")).toBe("1");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(await request.json()).toEqual({ name: "Ada" });
  });

  it("sends strings as they are, without adding a content type", async () => {
    const request = jsonRequest("POST", "/api/contact", "{not json");
    expect(request.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await request.text()).toBe("{not json");
  });

  it("has no body when none is given", () => {
    expect(jsonRequest("GET", "/api/health").body).toBeNull();
  });
});

describe("callRoute", () => {
  it("passes params as a promise and parses a JSON response", async () => {
    const handler: RouteHandler<{ id: string }> = async (request, { params }) => {
      const { id } = await params;
      return Response.json(
        { success: true, data: { id, path: request.nextUrl.pathname } },
        { status: 201, headers: { "x-id": id } },
      );
    };
    const result = await callRoute<{ success: boolean; data: { id: string; path: string } }>(
      handler,
      jsonRequest("GET", "/api/items/7"),
      { id: "7" },
    );
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true, data: { id: "7", path: "/api/items/7" } });
    expect(result.headers.get("x-id")).toBe("7");
  });

  it("returns text bodies unparsed and accepts a plain Request", async () => {
    const handler: RouteHandler = () => new Response("ok", { status: 200, headers: { "content-type": "text/plain" } });
    const result = await callRoute<string>(handler, new Request("http://localhost:3000/robots.txt"));
    expect(result.body).toBe("ok");
  });
});
