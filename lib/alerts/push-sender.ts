import "server-only";

import { pushToMembers, type PushOutcome, type PushPayload } from "./push.service";

// The senders' view of web push: a list of messages to members, answered with each message's outcome in the same
// order. A member may have several messages in one batch (two picks): they go in rounds of one message per member,
// because pushToMembers sends one payload per member.

export type { PushOutcome };

export async function sendPushMessages(
  messages: readonly { userId: string; message: PushPayload }[],
): Promise<PushOutcome[]> {
  const outcomes: PushOutcome[] = messages.map(() => ({ sent: 0, removed: 0, failed: 0 }));
  let pending = messages.map((_, index) => index);
  while (pending.length > 0) {
    const round = new Map<string, number>();
    const later: number[] = [];
    for (const index of pending) {
      const { userId } = messages[index]!;
      if (round.has(userId)) later.push(index);
      else round.set(userId, index);
    }
    const { byUser } = await pushToMembers([...round.keys()], (userId) => messages[round.get(userId)!]!.message);
    for (const [userId, outcome] of byUser) outcomes[round.get(userId)!] = outcome;
    pending = later;
  }
  return outcomes;
}
