// @vitest-environment happy-dom
// useBrowserStore: the server's placeholder while hydrating, the browser's value in a deferred render
// after it, and every later change at once.
import { act, createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { useBrowserStore } from "@/hooks/use-browser-store";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const onServer = () => "placeholder";

describe("useBrowserStore", () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;

  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
  });

  async function hydrate(store: ReturnType<typeof createStore>, renders: string[], errors: unknown[]) {
    function Probe() {
      const value = useBrowserStore(store.subscribe, store.getSnapshot, onServer);
      renders.push(value);
      return createElement("span", null, value);
    }
    container = document.createElement("div");
    container.innerHTML = renderToString(createElement(Probe));
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      root = hydrateRoot(container!, createElement(Probe), { onRecoverableError: (error) => errors.push(error) });
    });
    return container;
  }

  it("hydrates with the placeholder, then shows the browser's value in a later, deferred render", async () => {
    const store = createStore("stored");
    const renders: string[] = [];
    const errors: unknown[] = [];
    const element = await hydrate(store, renders, errors);

    expect(errors).toEqual([]);
    expect(element.textContent).toBe("stored");
    // Hydration, React's synchronous re-render for the changed store (still the placeholder: nothing
    // else has to render in that task), then the deferred render with the stored value.
    expect(renders).toEqual(["placeholder", "placeholder", "stored"]);
  });

  it("applies a change after hydration in the same render, without a deferred pass", async () => {
    const store = createStore("stored");
    const renders: string[] = [];
    const element = await hydrate(store, renders, []);
    renders.length = 0;

    act(() => store.set("signed out"));

    expect(renders[0]).toBe("signed out");
    expect(element.textContent).toBe("signed out");
  });

  it("renders nothing extra when the browser agrees with the server", async () => {
    const store = createStore("placeholder");
    const renders: string[] = [];
    await hydrate(store, renders, []);

    expect(renders).toEqual(["placeholder"]);
  });
});
