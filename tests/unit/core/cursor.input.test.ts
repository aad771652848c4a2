// The `cursor` query parameter as the lists' schemas read it: left out or empty → no cursor (page-number
// paging as before); anything else is passed on as text for the service to open, which refuses (400) a
// cursor that is not sealed for that list, sort, filters and viewer
// (tests/unit/accounts/cursor-tokens.service.test.ts). The schemas no longer decode it: the payload is trusted only
// after its mac is checked.
import { describe, expect, it } from "vitest";

import { listAdminPredictionsQuerySchema } from "@/lib/predictions/admin.input";
import { listPredictionsQuerySchema } from "@/lib/predictions/predictions.input";
import { listUsersQuerySchema } from "@/lib/accounts/users.input";

describe("the cursor parameter", () => {
  it("leaves the page-number paging as it was when absent or empty", () => {
    const paged = listPredictionsQuerySchema.parse({ page: "3" });
    expect(paged.page).toBe(3);
    expect(paged.cursor).toBeUndefined();
    expect(listPredictionsQuerySchema.parse({ cursor: "" }).cursor).toBeUndefined();
    expect(listUsersQuerySchema.parse({ cursor: "  " }).cursor).toBeUndefined();
  });

  it("passes the text on, opaque, whatever the sort: the service decides whether it belongs", () => {
    expect(listPredictionsQuerySchema.parse({ cursor: " abc.def ", sort: "edge" }).cursor).toBe("abc.def");
    expect(listAdminPredictionsQuerySchema.parse({ cursor: "abc.def", order: "asc" }).cursor).toBe("abc.def");
    expect(listUsersQuerySchema.parse({ cursor: "abc.def", sort: "email" }).cursor).toBe("abc.def");
  });
});
