"use client";

// Shown only when the root layout itself fails (every other error has a nearer boundary). It replaces the
// whole document, so it carries its own <html> and inline styles: globals.css may be what failed to load.
// Kept tiny on purpose: Next ships this boundary in every page's first-load JS.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          margin: 0,
        }}
      >
        <main style={{ textAlign: "center", padding: 24 }}>
          <h1 style={{ fontSize: 20 }}>Something went wrong</h1>
          <p>The page could not be shown. Please try again.</p>
          <button type="button" onClick={() => reset()} style={{ padding: "8px 16px", cursor: "pointer" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
