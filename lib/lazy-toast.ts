import type { ExternalToast } from "sonner";

// `toast` for public pages. sonner ships as one module (toast store, Toaster UI and its CSS), so a plain
// `import { toast } from "sonner"` puts ~10 kB gzipped into the first-load JS of every page with a
// favourite/follow button. This wrapper loads sonner on the first toast instead; the root layout's
// LazyToaster shares the same module, and sonner replays toasts fired before its Toaster subscribes.

type Message = Parameters<typeof import("sonner").toast>[0];

const loadSonner = () => import("sonner");

function show(kind: "message" | "success" | "error", message: Message, options?: ExternalToast): void {
  void loadSonner()
    .then(({ toast: sonnerToast }) => {
      if (kind === "message") sonnerToast(message, options);
      else sonnerToast[kind](message, options);
    })
    .catch(() => undefined); // a toast is a courtesy: never let a failed chunk load break the action
}

/** The subset of sonner's `toast` the public pages use: toast(…), toast.success(…), toast.error(…). */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show("message", message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
});
