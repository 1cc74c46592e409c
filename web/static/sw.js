// The service worker of the static site: on install it stores every file
// of the site (FILES, written with VERSION by `bao site` above this
// line), and it answers from that store first, so that after one visit
// the page works with the network off. A new VERSION (another site)
// replaces the store.
"use strict";

const CACHE = "bao-" + VERSION;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("bao-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  e.respondWith(caches.open(CACHE).then(async (c) => {
    const hit = await c.match(req, { ignoreSearch: true });
    if (hit) return hit;
    try {
      const r = await fetch(req);
      // A file of the site not stored at install (bao.wasm, for a browser
      // without DecompressionStream): stored now, for offline use.
      if (r.ok && r.type === "basic") c.put(req, r.clone());
      return r;
    } catch (err) {
      // Offline: a page of the site asked by another address ("./",
      // "index.html?x") is the page.
      if (req.mode === "navigate") {
        const page = await c.match("index.html");
        if (page) return page;
      }
      throw err;
    }
  }));
});
