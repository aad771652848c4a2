import { Suspense } from "react";
import type { Metadata } from "next";

import { PageBreadcrumb } from "@/components/layout/page-breadcrumb";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Prediction";
const DESCRIPTION =
  "One prediction in full: model and no-vig market probability, expected value, edge, the factors behind it, the odds over time and when it was locked.";

type Params = Promise<{ predictionId: string }>;

// Params are request data under Cache Components: the metadata reads them at request time, and the page
// awaits them only inside <Suspense>, so the rest of the page stays in the prerendered shell.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { predictionId } = await params;
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: routes.prediction(predictionId) });
}

export default function PredictionPage({ params }: { params: Params }) {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbSlot={
        <Suspense fallback={<div className="h-5" aria-hidden="true" />}>
          <PredictionBreadcrumb params={params} />
        </Suspense>
      }
      links={[
        { label: "All predictions", href: routes.predictions },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}

async function PredictionBreadcrumb({ params }: { params: Params }) {
  const { predictionId } = await params;
  return (
    <PageBreadcrumb
      items={[
        { name: "Predictions", path: routes.predictions },
        { name: TITLE, path: routes.prediction(predictionId) },
      ]}
    />
  );
}
