import { z } from "zod";

// The body of POST /api/admin/alerts/test-send: nothing, or an empty object. The alert goes to the caller only,
// so there is nothing to choose; any key is a 400.
export const testSendSchema = z.object({}).strict();
