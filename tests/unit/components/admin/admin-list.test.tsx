// @vitest-environment happy-dom
// The admin list screen (components/admin/admin-list.tsx with admin-list-state.ts) in a DOM, reading from a
// local HTTP server that answers in the API's {success, data, error} envelope: the requests it sends as the
// admin filters, searches and pages, the loading, empty and error states, the capped count and the reloads.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { ColumnDef } from "@tanstack/react-table";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { AdminList } from "@/components/admin/admin-list";
import { NUMBERED_PAGING, useAdminListState, type ListPaging } from "@/components/admin/admin-list-state";
import { CURSOR_PAGING } from "@/components/admin/cursor-pager";
import { NUMBERED_PAGES } from "@/components/admin/cursor-pages";

interface Thing {
  id: string;
  name: string;
}
interface ThingAnswer {
  things: Thing[];
  pagination: { page: number; total: number | null; pages: number | null; totalAbove?: number };
  nextCursor?: string | null;
}
type Reply = { status: number; body: unknown };

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// --- the fake API ---------------------------------------------------------------------------------------

let server: Server;
/** Every request the list sent, as "?query" of /api/admin/things. */
const requests: string[] = [];
let answer: (query: URLSearchParams) => Reply = () => ok([]);
/** While set, requests wait for it to resolve before being answered. */
let gate: Promise<void> | null = null;

function ok(things: Thing[], pagination: Partial<ThingAnswer["pagination"]> = {}, nextCursor?: string | null): Reply {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        things,
        pagination: { page: 1, total: things.length, pages: 1, ...pagination },
        ...(nextCursor === undefined ? {} : { nextCursor }),
      },
    },
  };
}
const things = (...names: string[]) => names.map((name) => ({ id: name, name }));

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname !== "/api/admin/things") {
    response.writeHead(404).end();
    return;
  }
  requests.push(url.search);
  if (gate) await gate;
  const reply = answer(url.searchParams);
  response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // apiFetch asks for /api/…, relative to the page's address: make the page live on the fake server.
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/things`,
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// --- the screen -----------------------------------------------------------------------------------------

// Display columns as the consoles write them (id, header, cell): the server sorts by the id, so "Name" has a
// header button and "Note", which opts out, has none.
const columns: ColumnDef<Thing, unknown>[] = [
  { id: "name", header: "Name", cell: ({ row }) => row.original.name },
  { id: "note", header: "Note", enableSorting: false, cell: () => null },
];
let root: Root | undefined;
let container: HTMLElement | undefined;

/** A screen like the consoles: its list, and two actions standing for a dialog that changed or removed a row. */
function Things({
  paging,
  errorReplaces,
  plain,
}: {
  paging: ListPaging;
  errorReplaces?: "table" | "all";
  plain?: boolean;
}) {
  const list = useAdminListState<ThingAnswer, Thing>({
    path: "/admin/things",
    paging,
    rows: (data) => data.things,
    filters: [
      { name: "status", id: "thing-status", label: "Status", allLabel: "All statuses", options: ["OPEN", "SHUT"] },
    ],
    // A plain list (like API keys) has no search box and the server's one order.
    ...(plain
      ? { sorting: "fixed" as const }
      : { search: { id: "thing-search", label: "Search things", placeholder: "Name" } }),
  });
  return (
    <>
      <button type="button" onClick={list.reload}>
        Saved
      </button>
      <button type="button" onClick={list.reloadAfterRemoval}>
        Removed
      </button>
      <AdminList
        list={list}
        caption="Things"
        noun="thing"
        columns={columns}
        errorTitle="Failed to load things"
        errorReplaces={errorReplaces}
      />
    </>
  );
}

function mount(paging: ListPaging, errorReplaces?: "table" | "all", plain?: boolean) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(<Things paging={paging} errorReplaces={errorReplaces} plain={plain} />);
  return container;
}

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = undefined;
  requests.length = 0;
  answer = () => ok([]);
  gate = null;
});

const text = () => container!.textContent ?? "";
const rowNames = () => [...container!.querySelectorAll('[data-testid="data-row"]')].map((row) => row.textContent);
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 });
const button = (name: string) =>
  [...container!.querySelectorAll("button")].find(
    (element) => element.textContent === name || element.getAttribute("aria-label") === name,
  )!;

function choose(id: string, value: string) {
  const select = container!.querySelector<HTMLSelectElement>(`#${id}`)!;
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

function type(id: string, value: string) {
  const input = container!.querySelector<HTMLInputElement>(`#${id}`)!;
  // React tracks the value it last rendered; set it the way typing does so the change is seen.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

// --- the rules ------------------------------------------------------------------------------------------

describe("an admin list paged by number", () => {
  it("says loading until the first answer, then shows its rows, count and pager", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    answer = () => ok(things("alpha", "beta"), { total: 23, pages: 2 });
    mount(NUMBERED_PAGING);
    await until(() => expect(requests).toEqual(["?page=1&status=all&sort=createdAt&order=desc"]));
    expect(text()).toContain("Loading things…");
    expect(text()).toContain("Loading…");
    open();
    await until(() => expect(rowNames()).toEqual(["alpha", "beta"]));
    expect(text()).toContain("23 things");
    expect(container!.querySelector('table[aria-label="Things"]')).not.toBeNull();
    expect(container!.querySelector('nav[aria-label="Things pages"]')?.textContent).toContain("Page 1 of 2");
  });

  it("returns to page 1 when a filter changes, and sends the search once typing pauses", async () => {
    answer = (query) =>
      ok(things(`row ${query.get("page")}`), { page: Number(query.get("page")), total: 40, pages: 2 });
    mount(NUMBERED_PAGING);
    await until(() => expect(rowNames()).toEqual(["row 1"]));
    button("Next").click();
    await until(() => expect(rowNames()).toEqual(["row 2"]));
    choose("thing-status", "OPEN");
    await until(() => expect(requests.at(-1)).toBe("?page=1&status=OPEN&sort=createdAt&order=desc"));

    button("Next").click();
    await until(() => expect(requests.at(-1)).toBe("?page=2&status=OPEN&sort=createdAt&order=desc"));
    const before = requests.length;
    type("thing-search", "a");
    type("thing-search", "ab");
    // The page resets at once; the term follows after the pause, and the half-typed "a" is never asked.
    await until(() => expect(requests.at(-1)).toBe("?page=1&search=ab&status=OPEN&sort=createdAt&order=desc"));
    expect(requests.slice(before).filter((query) => query.includes("search=a&"))).toEqual([]);
    expect(requests.slice(before)).toEqual([
      "?page=1&status=OPEN&sort=createdAt&order=desc",
      "?page=1&search=ab&status=OPEN&sort=createdAt&order=desc",
    ]);
  });

  it("asks the server for a new order from page 1", async () => {
    answer = (query) => ok(things("alpha"), { page: Number(query.get("page")), total: 40, pages: 2 });
    mount(NUMBERED_PAGING);
    await until(() => expect(rowNames()).toEqual(["alpha"]));
    button("Next").click();
    await until(() => expect(requests.at(-1)).toContain("page=2"));
    button("Name").click();
    await until(() => expect(requests.at(-1)).toMatch(/^\?page=1&status=all&sort=name&order=(asc|desc)$/));
    expect([...container!.querySelectorAll("th button")].map((header) => header.textContent)).toEqual(["Name"]);
  });

  it("says so when nothing matches", async () => {
    mount(NUMBERED_PAGING);
    await until(() => expect(text()).toContain("No things found"));
    expect(text()).toContain("0 things");
    expect(container!.querySelector('nav[aria-label="Things pages"]')).toBeNull();
  });

  it("reads the page again after an action, and steps back when the only row of a later page was removed", async () => {
    answer = (query) =>
      ok(query.get("page") === "2" ? things("last") : things("a", "b"), {
        page: Number(query.get("page")),
        total: 3,
        pages: 2,
      });
    mount(NUMBERED_PAGING);
    await until(() => expect(rowNames()).toEqual(["a", "b"]));
    button("Saved").click();
    await until(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toBe(requests[0]);

    button("Next").click();
    await until(() => expect(rowNames()).toEqual(["last"]));
    button("Removed").click();
    await until(() => expect(requests.at(-1)).toBe("?page=1&status=all&sort=createdAt&order=desc"));
    await until(() => expect(rowNames()).toEqual(["a", "b"]));
    // With other rows left, the same page is read again.
    button("Removed").click();
    await until(() => expect(requests).toHaveLength(5));
    expect(requests.at(-1)).toBe("?page=1&status=all&sort=createdAt&order=desc");
  });
});

describe("an admin list without a search box, in the server's one order", () => {
  it("sends only the page and its filters, shows no search box and no header sorts", async () => {
    answer = (query) =>
      ok(things(`row ${query.get("page")}`), { page: Number(query.get("page")), total: 40, pages: 2 });
    mount(NUMBERED_PAGING, undefined, true);
    await until(() => expect(rowNames()).toEqual(["row 1"]));
    expect(requests).toEqual(["?page=1&status=all"]);
    expect(container!.querySelector('input[type="search"]')).toBeNull();
    expect(container!.querySelector("thead button")).toBeNull();
    expect(text()).toContain("40 things");

    button("Next").click();
    await until(() => expect(rowNames()).toEqual(["row 2"]));
    choose("thing-status", "SHUT");
    await until(() => expect(requests.at(-1)).toBe("?page=1&status=SHUT"));
  });
});

describe("a failed load", () => {
  it("shows the error in place of the whole list when asked to, never rows, and Try Again asks again", async () => {
    let failing = true;
    answer = () =>
      failing ? { status: 500, body: { success: false, error: "Database unavailable" } } : ok(things("alpha"));
    mount(NUMBERED_PAGING, "all");
    await until(() => expect(text()).toContain("Failed to load things"));
    expect(text()).toContain("Database unavailable");
    expect(container!.querySelector("table")).toBeNull();
    expect(container!.querySelector("#thing-search")).toBeNull();
    failing = false;
    button("Try Again").click();
    await until(() => expect(rowNames()).toEqual(["alpha"]));
    expect(text()).not.toContain("Failed to load things");
    expect(requests).toHaveLength(2);
  });

  it("keeps the filters and drops table and pager when only the table is replaced", async () => {
    answer = () => ({ status: 500, body: { success: false, error: "Database unavailable" } });
    mount(CURSOR_PAGING);
    await until(() => expect(text()).toContain("Failed to load things"));
    expect(container!.querySelector("#thing-search")).not.toBeNull();
    expect(container!.querySelector("table")).toBeNull();
    expect(container!.querySelector("nav")).toBeNull();
    expect(rowNames()).toEqual([]);
  });
});

describe("an admin list paged by cursor past the numbered pages", () => {
  it("says 'more than' the cap, follows the cursor past page 5 and keeps the count there", async () => {
    answer = (query) => {
      const cursor = query.get("cursor");
      if (cursor) return ok(things(`after ${cursor}`), { page: 1, total: null, pages: null }, `${cursor}+`);
      const page = Number(query.get("page"));
      return ok(things(`page ${page}`), { page, total: null, pages: null, totalAbove: 1000 }, `c${page}`);
    };
    mount(CURSOR_PAGING);
    await until(() => expect(text()).toContain("More than 1,000 things"));
    for (let page = 2; page <= NUMBERED_PAGES; page++) {
      button("Next").click();
      await until(() => expect(rowNames()).toEqual([`page ${page}`]));
    }
    button("Next").click();
    await until(() => expect(rowNames()).toEqual([`after c${NUMBERED_PAGES}`]));
    expect(requests.at(-1)).toBe(`?cursor=c${NUMBERED_PAGES}&status=all&sort=createdAt&order=desc`);
    const pager = container!.querySelector('nav[aria-label="Things pages"]')!;
    expect(pager.textContent).toContain(`Page ${NUMBERED_PAGES + 1}`);
    expect(pager.textContent).not.toContain(" of ");
    expect(text()).toContain("More than 1,000 things");

    // A filter change starts again at page 1, by number.
    choose("thing-status", "SHUT");
    await until(() => expect(requests.at(-1)).toBe("?page=1&status=SHUT&sort=createdAt&order=desc"));
    await until(() => expect(rowNames()).toEqual(["page 1"]));
  });
});
