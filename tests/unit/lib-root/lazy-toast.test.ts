import { afterEach, describe, expect, it, vi } from "vitest";
import { toast as sonnerToast } from "sonner";

import { toast } from "@/lib/lazy-toast";

// The root layout mounts sonner's Toaster lazily (components/ui/lazy-toaster.tsx) and public pages load sonner
// on their first toast (lib/lazy-toast.ts). Both rely on sonner keeping toasts fired before any Toaster has
// subscribed: its store keeps them as active toasts and replays them to a subscriber that arrives later.
describe("toasts fired before the Toaster mounts", () => {
  afterEach(() => sonnerToast.dismiss());

  it("are kept by sonner's store until a Toaster subscribes", () => {
    const id = sonnerToast.error("Could not follow this prediction", { description: "offline" });
    expect(sonnerToast.getToasts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, type: "error", title: "Could not follow this prediction" }),
      ]),
    );
  });

  it("lib/lazy-toast forwards message, success and error to sonner once it has loaded", async () => {
    toast("Refreshing", { description: "Loading latest predictions from API" });
    toast.success("Arsenal added to your favourites");
    toast.error("Could not add this team to your favourites", { description: "offline" });
    await vi.waitFor(() => expect(sonnerToast.getToasts()).toHaveLength(3));
    expect(
      sonnerToast
        .getToasts()
        .map((item) => [
          "type" in item ? (item.type ?? "default") : "dismissed",
          "title" in item ? item.title : undefined,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ["default", "Refreshing"],
        ["success", "Arsenal added to your favourites"],
        ["error", "Could not add this team to your favourites"],
      ]),
    );
  });
});
