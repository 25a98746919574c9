import { type TagSetup, tagScriptUrls } from "@/lib/marketing/tags";

/**
 * Starts the site's tags, once, after the shopper accepted them (decision 0055). No inline script:
 * this code is part of the site's own bundle ('self' in the policy) and each vendor's library is an
 * external script from an origin the site's policy opens (scripts/tag-sources.mjs). The queues are the
 * vendors' own snippets', written as code: Tag Manager's `gtm.start` entry, the Google tag's `gtag`
 * function, Meta's `fbq` stub with `init` and `PageView`.
 */

type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
  forecourtTagsLoaded?: boolean;
};

function addScript(src: string, tag: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.marketingTag = tag;
  document.head.appendChild(script);
}

function startQueues(w: TagWindow, setup: TagSetup): void {
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  if (setup.gtmId) dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (setup.ga4Id) {
    // The Google tag reads its commands as `arguments` objects, as its snippet pushes them.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the Google tag's own queue format
      dataLayer.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", setup.ga4Id);
  }
  if (setup.metaPixelId && !w.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Queue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    w.fbq = fbq;
    w._fbq = fbq;
    fbq("init", setup.metaPixelId);
    fbq("track", "PageView");
  }
}

export function loadTags(setup: TagSetup): void {
  const w = window as TagWindow;
  if (w.forecourtTagsLoaded) return;
  w.forecourtTagsLoaded = true;
  startQueues(w, setup);
  for (const { tag, src } of tagScriptUrls(setup)) addScript(src, tag);
}
