// What POST /api/contact answers about the message it stored, shared with the form that says it.

/**
 * What happened to the support team's notice of a new message: e-mailed (the mail server accepted it), not
 * sent yet (the send failed or is still running; the outbox retries it), or none sent (no support address,
 * or no mail server: the message waits in the inbox the team reads).
 */
export type ContactNotice = "emailed" | "not_sent_yet" | "inbox_only";
