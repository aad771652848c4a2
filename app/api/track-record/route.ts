import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getTrackRecord } from "@/lib/services/track-record";
import { trackRecordQuerySchema } from "@/lib/validations/track-record";

// GET /api/track-record?sport=&market=&from=&to=: the measured track record (counts, accuracy, ROI, scores, calibration)
export const GET = withRoute({ auth: "public", query: trackRecordQuerySchema }, async ({ query }) => ok(await getTrackRecord(query)));
