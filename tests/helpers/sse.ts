// Reads a Server-Sent Events body in tests: the events as they arrive, each with its name, data and the comments
// before it, so a test can wait for the next event with a deadline and then end the stream.

export interface SseMessage {
  event: string | null;
  data: string | null;
  comments: string[];
  retry: number | null;
}

/** A reader over a response body that hands out one message (a block ended by a blank line) at a time. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let done = false;

  function parse(block: string): SseMessage {
    const message: SseMessage = { event: null, data: null, comments: [], retry: null };
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) message.comments.push(line.slice(1).trim());
      else if (line.startsWith("event: ")) message.event = line.slice(7);
      else if (line.startsWith("data: "))
        message.data = message.data === null ? line.slice(6) : `${message.data}\n${line.slice(6)}`;
      else if (line.startsWith("retry: ")) message.retry = Number(line.slice(7));
    }
    return message;
  }

  return {
    /** The next message, or null once the stream has ended; rejects after `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseMessage | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parse(block);
        }
        if (done) return null;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no SSE message within ${timeoutMs} ms`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no SSE message within ${timeoutMs} ms`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) done = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next named event, skipping comments and the retry line. */
    async nextEvent(timeoutMs = 5000): Promise<SseMessage | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await this.next(Math.max(1, deadline - Date.now()));
        if (message === null || message.event !== null) return message;
      }
    },
    cancel: () => reader.cancel(),
  };
}
