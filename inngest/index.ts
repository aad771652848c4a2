import { registerJobBodies } from "@/lib/pipeline/job-bodies.service";

import { alertsDeliver, alertsFanOut, alertsSweep, weeklyDigest } from "./functions/alerts";
import { expireSubscriptions } from "./functions/expire-subscriptions";
import { generatePredictions } from "./functions/generate-predictions";
import { retryPaymentVerificationFunction } from "./functions/retry-payment-verification";
import { runPipeline } from "./functions/run-pipeline";
import { scrapeProvider } from "./functions/scrape-provider";
import { settlePredictions } from "./functions/settle-predictions";
import { backtestModel } from "./functions/backtest-model";
import { trainModel } from "./functions/train-model";

// The functions run the same job bodies as the embedded runner.
registerJobBodies();

// Every Inngest function the app serves at /api/inngest.
export const functions = [
  runPipeline,
  scrapeProvider,
  generatePredictions,
  settlePredictions,
  trainModel,
  backtestModel,
  expireSubscriptions,
  retryPaymentVerificationFunction,
  alertsFanOut,
  alertsDeliver,
  alertsSweep,
  weeklyDigest,
];

export { inngest } from "@/lib/jobs/inngest.client";
