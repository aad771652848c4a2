import type { SocialLink } from "@/lib/site-config";
import { cn } from "@/lib/utils";

// lucide ships no brand marks, so the footer draws simple monochrome glyphs of its own (decorative;
// every link carries the network's name as its accessible label).

export function SocialIcon({ id, className }: { id: SocialLink["id"]; className?: string }) {
  const common = {
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
    className: cn("size-4", className),
  } as const;

  switch (id) {
    case "x":
      return (
        <svg {...common} fill="currentColor">
          <path
            d={
              "M17.53 3h3.07l-6.7 7.66L21.8 21h-6.17l-4.83-6.32L5.27 21H2.2l7.17-8.2L1.8 3h6.33l4.37 5.77L17.53 " +
              "3Zm-1.08 16.18h1.7L7.17 4.73H5.35l11.1 14.45Z"
            }
          />
        </svg>
      );
    case "facebook":
      return (
        <svg {...common} fill="currentColor">
          <path
            d={
              "M13.5 21.95V14.5h2.55l.4-3h-2.95V9.6c0-.86.25-1.45 1.5-1.45h1.58V5.47A21 21 0 0 0 14.27 " +
              "5.35c-2.28 0-3.84 1.39-3.84 3.94v2.21H7.86v3h2.57v7.2A10 10 0 1 1 13.5 21.95Z"
            }
          />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case "youtube":
      return (
        <svg {...common} fill="currentColor">
          <path
            d={
              "M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 " +
              "0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 " +
              "0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z"
            }
          />
        </svg>
      );
    case "telegram":
      return (
        <svg {...common} fill="currentColor">
          <path
            d={
              "M21.43 3.6 2.9 10.75c-1.26.5-1.25 1.2-.23 1.52l4.75 1.48 1.82 5.6c.22.6.11.85.75.85.49 0 " +
              ".71-.23.98-.5l2.33-2.26 4.85 3.58c.9.5 1.54.24 1.76-.83l3.19-15.03c.33-1.3-.49-1.9-1.67-1.56ZM8.9 " +
              "13.4l9.53-6.02c.47-.29.9-.13.55.18l-8.16 7.37-.32 3.39-1.6-4.92Z"
            }
          />
        </svg>
      );
  }
}
