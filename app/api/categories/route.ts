import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { searchCategories } from "@/lib/catalogue/reference.service";
import { categoriesQuerySchema } from "@/lib/catalogue/reference.input";

// GET /api/categories?search=: categories with their markets, searched across name, description and market names
export const GET = withRoute({ auth: "public", query: categoriesQuerySchema }, async ({ query }) =>
  ok(await searchCategories(query)),
);
