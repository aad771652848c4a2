import "server-only";

// Placeholder wiring until the web-push sender lands: every member counts as having no reachable device.

export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

export async function sendPushMessages(
  messages: readonly { userId: string; message: Record<string, unknown> }[],
): Promise<Map<string, PushOutcome>> {
  return new Map(messages.map(({ userId }) => [userId, { sent: 0, removed: 0, failed: 0 }]));
}
