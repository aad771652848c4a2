import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { predictionWindowsFor } from "@/lib/predictions/predictions.cache";
import { predictionWindowsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions/windows?sport=&league=&category=&minConfidence=&positiveEdge=&valueOnly=&modelShaped=&source=:
// how many predictions match in each date tab of the live list (the caller's days, in the zone of their cookie), the
// tab it opens on by default, and the summary figures of a tab (?date=, else that default tab). Admins count
// unpublished ones too, like their list; figures on hidden fields count only the rows the caller may read (the reader
// decides who shares which cached answer).
export const GET = withRoute(
  { auth: "public", query: predictionWindowsQuerySchema },
  async ({ query, caller, timeZone }) => ok(await predictionWindowsFor(query, caller, timeZone)),
);
