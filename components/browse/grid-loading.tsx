/**
 * Holds a browse grid's place while its code loads. The first visit never shows it (the server's HTML has
 * the cards until the code hydrates them); a client-side navigation can, for a moment.
 */
export function GridLoading({ label }: { label: string }) {
  return <div role="status" aria-label={label} className="min-h-64" />;
}
