import { moreLabel, previewArray, truncateText } from "@/lib/scraping/format.rules";

// The Formatted view of a scrape result: objects as labelled rows, arrays shortened to 10 items plus
// 'and N more', strings cut at 500 characters. Everything is rendered as text (React escapes it).

export function FormattedValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground italic">empty</span>;
  if (typeof value === "string") {
    const { text, truncated } = truncateText(value);
    return (
      <span className="break-words whitespace-pre-wrap" data-truncated={truncated || undefined}>
        {text}
      </span>
    );
  }
  if (typeof value === "number" || typeof value === "boolean") return <span className="tabular">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground italic">no items</span>;
    const { shown, more } = previewArray(value);
    return (
      <div>
        <ol className="flex list-decimal flex-col gap-1 pl-5" data-testid={depth === 0 ? undefined : "formatted-list"}>
          {shown.map((item, index) => (
            <li key={index}>
              <FormattedValue value={item} depth={depth + 1} />
            </li>
          ))}
        </ol>
        {more > 0 ? <p className="mt-1 pl-5 text-sm text-muted-foreground">{moreLabel(more)}</p> : null}
      </div>
    );
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return <span className="text-muted-foreground italic">no fields</span>;
    return (
      <dl className={depth === 0 ? "flex flex-col gap-4" : "flex flex-col gap-2 border-l pl-3"}>
        {entries.map(([key, item]) => (
          <div key={key} className="flex min-w-0 flex-col gap-1">
            <dt className="text-sm font-semibold">{key}</dt>
            <dd className="min-w-0 text-sm">
              <FormattedValue value={item} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}
