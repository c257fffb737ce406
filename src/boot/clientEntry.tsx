/**
 * The site's client entry: what Docusaurus's clientEntry.js does (create the
 * app, set `window.docusaurus`, preload the route, hydrate in a transition),
 * in steps with a task boundary between them. Each `import()` is eager: the
 * modules are already in the page's scripts and only evaluated here, one
 * part of the bundle per task. Order follows Docusaurus's App.js, so client
 * modules still run before the route table and the theme.
 */
import type { ErrorInfo } from "react";

type Scheduler = { yield?: () => Promise<void> };

/** Ends the current task; the rest runs in a new one. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  // The script's own task only compiles it.
  await nextTask();
  const { startTransition } = await import(/* webpackMode: "eager" */ "react");
  const ReactDOM = await import(/* webpackMode: "eager" */ "react-dom/client");
  await nextTask();
  const { HelmetProvider } = await import(
    /* webpackMode: "eager" */ "react-helmet-async"
  );
  const { BrowserRouter, HashRouter } = await import(
    /* webpackMode: "eager" */ "react-router-dom"
  );
  await nextTask();
  await import(/* webpackMode: "eager" */ "@generated/client-modules");
  await nextTask();
  const { default: siteConfig } = await import(
    /* webpackMode: "eager" */ "@generated/docusaurus.config"
  );
  const { default: routes } = await import(
    /* webpackMode: "eager" */ "@generated/routes"
  );
  const { default: docusaurus } = await import(
    /* webpackMode: "eager" */ "@docusaurus/core/lib/client/docusaurus"
  );
  window.docusaurus = docusaurus;
  await nextTask();
  await import(/* webpackMode: "eager" */ "@theme/Navbar");
  await nextTask();
  await import(/* webpackMode: "eager" */ "@theme/Layout");
  await nextTask();
  const { default: App } = await import(
    /* webpackMode: "eager" */ "@docusaurus/core/lib/client/App"
  );
  const { default: preload } = await import(
    /* webpackMode: "eager" */ "@docusaurus/core/lib/client/preload"
  );
  await nextTask();
  // The modules of this page's routes (layouts, the page's content, its
  // data), one chunk per task; Docusaurus's preload then finds them ready.
  const { routeModuleLoaders } = await import(
    /* webpackMode: "eager" */ "./routeModules"
  );
  for (const load of routeModuleLoaders(routes, window.location.pathname)) {
    // A chunk that fails to load is Docusaurus's preload's to report.
    await load().catch(() => undefined);
    await nextTask();
  }
  await preload(window.location.pathname);
  performance.mark("boot: route ready");
  await nextTask();

  const routed =
    siteConfig.future.experimental_router === "hash" ? (
      <HashRouter>
        <App />
      </HashRouter>
    ) : (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
  const app = <HelmetProvider>{routed}</HelmetProvider>;
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo) => {
    console.error(
      "Docusaurus React Root onRecoverableError:",
      error,
      errorInfo,
    );
  };
  startTransition(() => {
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {
        onRecoverableError,
      });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

const container =
  typeof document === "undefined"
    ? null
    : document.getElementById("__docusaurus");
if (container) void start(container);
