import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getTrackRecord } from "@/lib/track-record/track-record.service";
import { trackRecordQuerySchema } from "@/lib/track-record/track-record.input";

// GET /api/track-record?sport=&market=&from=&to=: the measured track record (counts, accuracy, ROI, scores,
// calibration)
export const GET = withRoute({ auth: "public", query: trackRecordQuerySchema }, async ({ query }) =>
  ok(await getTrackRecord(query)),
);
