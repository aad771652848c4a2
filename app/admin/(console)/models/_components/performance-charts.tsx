"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import { formatUtcUsDayTime } from "@/lib/format/dates.rules";

import type { PerformancePoint } from "./model-figures";

const RATE_LINES = [
  { key: "accuracy", name: "Accuracy", color: "var(--chart-1, #2563eb)" },
  { key: "precision", name: "Precision", color: "var(--chart-2, #16a34a)" },
  { key: "recall", name: "Recall", color: "var(--chart-3, #d97706)" },
  { key: "f1Score", name: "F1", color: "var(--chart-4, #9333ea)" },
] as const;
const SCORE_LINES = [
  { key: "logLoss", name: "Log loss", color: "var(--chart-1, #2563eb)" },
  { key: "brier", name: "Brier score", color: "var(--chart-5, #dc2626)" },
] as const;

/** Two line charts over the training runs: hit rates (higher is better) and probability scores (lower is better). */
export function PerformanceCharts({ points }: { points: PerformancePoint[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="flex flex-col gap-2" data-testid="performance-chart">
        <figcaption className="text-sm font-medium">
          Accuracy, precision, recall and F1 (%, higher is better)
        </figcaption>
        <div className="h-72 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
              <XAxis dataKey="at" tickFormatter={formatUtcUsDayTime} fontSize={12} />
              <YAxis domain={[0, 100]} fontSize={12} unit="%" />
              <Tooltip labelFormatter={(value) => formatUtcUsDayTime(String(value))} />
              <Legend />
              {RATE_LINES.map((line) => (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  name={line.name}
                  stroke={line.color}
                  dot
                  isAnimationActive={false}
                  connectNulls
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="flex flex-col gap-2" data-testid="performance-chart">
        <figcaption className="text-sm font-medium">Log loss and Brier score (lower is better)</figcaption>
        <div className="h-72 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
              <XAxis dataKey="at" tickFormatter={formatUtcUsDayTime} fontSize={12} />
              <YAxis fontSize={12} domain={["auto", "auto"]} />
              <Tooltip labelFormatter={(value) => formatUtcUsDayTime(String(value))} />
              <Legend />
              {SCORE_LINES.map((line) => (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  name={line.name}
                  stroke={line.color}
                  dot
                  isAnimationActive={false}
                  connectNulls
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
