// Dates of the prediction console: shown and edited in the admin's own time zone.

const MATCH_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

export function formatMatchDate(iso: string): string {
  return MATCH_DATE.format(new Date(iso));
}

/** An ISO instant as the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
