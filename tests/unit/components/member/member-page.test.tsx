// The member pages share one shell (MemberPage) and the tab rows one component (IconTabsList): each must
// render exactly what the pages wrote by hand before — header, breadcrumb trail, Suspense, triggers.
import { Suspense } from "react";
import { HeartIcon, UsersIcon } from "lucide-react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PageHeader } from "@/components/layout/page-header";
import { IconTabsList } from "@/components/member/icon-tabs-list";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const FAVORITES = { title: "My Favorites", description: "Your favourites.", path: routes.user.favorites };
const DASHBOARD = { title: "Dashboard", description: "At a glance.", path: routes.user.dashboard };

describe("MemberPage", () => {
  it("renders the header with the trail from the dashboard and the content inside Suspense, as the pages did", () => {
    const shared = renderToString(
      <MemberPage page={FAVORITES} fallback={<span>loading</span>}>
        <p>lists</p>
      </MemberPage>,
    );
    const byHand = renderToString(
      <div className="container w-full py-10 sm:py-14">
        <PageHeader
          title={FAVORITES.title}
          description={FAVORITES.description}
          breadcrumbs={[
            { name: "Dashboard", path: routes.user.dashboard },
            { name: "My Favorites", path: routes.user.favorites },
          ]}
        />
        <Suspense fallback={<span>loading</span>}>
          <p>lists</p>
        </Suspense>
      </div>,
    );
    expect(shared).toBe(byHand);
  });

  it("gives the dashboard itself a one-crumb trail, and static content no Suspense", () => {
    const shared = renderToString(<MemberPage page={DASHBOARD}>view</MemberPage>);
    const byHand = renderToString(
      <div className="container w-full py-10 sm:py-14">
        <PageHeader
          title={DASHBOARD.title}
          description={DASHBOARD.description}
          breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }]}
        />
        view
      </div>,
    );
    expect(shared).toBe(byHand);
  });

  it("keeps member pages out of search indexes", () => {
    expect(memberPageMetadata(FAVORITES)).toEqual(pageMetadata({ ...FAVORITES, noIndex: true }));
    expect(memberPageMetadata(FAVORITES).robots).toMatchObject({ index: false });
  });
});

describe("IconTabsList", () => {
  it("renders one trigger per tab, icon then label, as the favourites and settings tabs did", () => {
    const tabs = [
      { value: "predictions", label: "Predictions", icon: HeartIcon },
      { value: "teams", label: "Teams", icon: UsersIcon },
    ] as const;
    const shared = renderToString(
      <Tabs defaultValue="predictions">
        <IconTabsList tabs={tabs} className="w-full sm:w-fit" />
      </Tabs>,
    );
    const byHand = renderToString(
      <Tabs defaultValue="predictions">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger key="predictions" value="predictions" className="px-3 py-1.5">
            <HeartIcon aria-hidden="true" />
            Predictions
          </TabsTrigger>
          <TabsTrigger key="teams" value="teams" className="px-3 py-1.5">
            <UsersIcon aria-hidden="true" />
            Teams
          </TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(shared).toBe(byHand);
    expect(shared).toContain("Teams");
  });
});
