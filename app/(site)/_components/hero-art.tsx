import type { CSSProperties, ReactNode } from "react";

import { cn } from "@/lib/utils";

// Decorative hero images, drawn as inline SVG (no network, no image requests): a football pitch, a
// basketball court and a tennis court that cross-fade every 4 s through the CSS animation `hero-cycle-3`
// in app/globals.css. Hidden from assistive technology: they carry no information.

const STEP_SECONDS = 4;

const LINE = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeOpacity: 0.85 } as const;

const SCENES: { name: string; className: string; drawing: ReactNode }[] = [
  {
    name: "football",
    className: "bg-gradient-to-br from-emerald-600 to-emerald-800 text-emerald-50",
    drawing: (
      <>
        <rect x="10" y="10" width="380" height="280" {...LINE} />
        <line x1="200" y1="10" x2="200" y2="290" {...LINE} />
        <circle cx="200" cy="150" r="40" {...LINE} />
        <rect x="10" y="85" width="60" height="130" {...LINE} />
        <rect x="330" y="85" width="60" height="130" {...LINE} />
        <rect x="10" y="120" width="22" height="60" {...LINE} />
        <rect x="368" y="120" width="22" height="60" {...LINE} />
        <circle cx="200" cy="150" r="4" fill="currentColor" />
      </>
    ),
  },
  {
    name: "basketball",
    className: "bg-gradient-to-br from-orange-500 to-amber-700 text-orange-50",
    drawing: (
      <>
        <rect x="10" y="10" width="380" height="280" {...LINE} />
        <line x1="200" y1="10" x2="200" y2="290" {...LINE} />
        <circle cx="200" cy="150" r="36" {...LINE} />
        <rect x="10" y="100" width="90" height="100" {...LINE} />
        <rect x="300" y="100" width="90" height="100" {...LINE} />
        <path d="M10 40 H40 A130 130 0 0 1 40 260 H10" {...LINE} />
        <path d="M390 40 H360 A130 130 0 0 0 360 260 H390" {...LINE} />
      </>
    ),
  },
  {
    name: "tennis",
    className: "bg-gradient-to-br from-sky-600 to-indigo-800 text-sky-50",
    drawing: (
      <>
        <rect x="20" y="30" width="360" height="240" {...LINE} />
        <line x1="20" y1="60" x2="380" y2="60" {...LINE} />
        <line x1="20" y1="240" x2="380" y2="240" {...LINE} />
        <line x1="200" y1="30" x2="200" y2="270" {...LINE} strokeWidth={4} />
        <line x1="110" y1="60" x2="110" y2="240" {...LINE} />
        <line x1="290" y1="60" x2="290" y2="240" {...LINE} />
        <line x1="110" y1="150" x2="290" y2="150" {...LINE} />
        <circle cx="250" cy="105" r="8" fill="#d9f99d" />
      </>
    ),
  },
];

/** Staggered start of item `index` of three in the `hero-cycle-3` keyframes (negative delays: item 0 shows first). */
export function cycleDelay(index: number, count: number, stepSeconds: number): CSSProperties {
  const cycle = count * stepSeconds;
  return {
    animationName: "hero-cycle-3",
    animationDuration: `${cycle}s`,
    animationTimingFunction: "ease-in-out",
    animationIterationCount: "infinite",
    animationDelay: index === 0 ? "0s" : `-${cycle - index * stepSeconds}s`,
  };
}

export function HeroArt({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("relative aspect-[4/3] w-full overflow-hidden rounded-2xl border shadow-sm", className)}
    >
      {SCENES.map((scene, index) => (
        <div
          key={scene.name}
          className={cn(
            "absolute inset-0 flex items-center justify-center p-6 motion-reduce:animate-none!",
            scene.className,
            index > 0 && "opacity-0",
          )}
          style={cycleDelay(index, SCENES.length, STEP_SECONDS)}
          data-scene={scene.name}
        >
          <svg viewBox="0 0 400 300" className="h-full w-full">
            {scene.drawing}
          </svg>
        </div>
      ))}
    </div>
  );
}
