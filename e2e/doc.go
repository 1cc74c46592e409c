// Package e2e drives the page of Bao (package web) in headless Chromium
// through the DevTools protocol (chromedp), both ways it is served:
//
//   - the static site that `bao site -o DIR` writes (the command is built
//     and run as a user would), behind a plain file server (Go's
//     http.FileServer), its engine the WebAssembly worker: a whole game
//     against a strength level, a reload that keeps the game, the server
//     gone and the page reloaded still playing (service worker), a shared
//     link opening the same game, a review that marks a move known to
//     throw away a win, the tap targets at 360 CSS pixels in every game, a
//     phone's game in Kiswahili, the worker's analysis equal to `bao
//     analyse`, the worker's speed against native side by side, the
//     engine's size and every level's time (site_test.go, speed_test.go);
//   - `bao serve` (package web's Server): a whole game against a built-in
//     player, an illegal click, undo, loading a record, setting up a
//     position, and the timings of a page load and a computer reply.
//
// It is a module of its own so that the library needs no browser driver.
// Run it with e2e/run.sh, or here with `go test ./...`; it needs Chromium
// (BAO_CHROMIUM, default /usr/bin/chromium) and the go command, and skips
// without Chromium unless BAO_E2E=1 demands it. Screenshots go to
// BAO_E2E_OUT (default a folder in the temporary directory); -docs also
// writes docs/serve.png.
package e2e
