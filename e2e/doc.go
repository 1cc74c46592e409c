// Package e2e drives the page of `bao serve` (package web) in headless
// Chromium through the DevTools protocol (chromedp): a whole game against a
// built-in player, an illegal click, undo, loading a record, setting up a
// position, and the timings of a page load and a computer reply.
//
// It is a module of its own so that the library needs no browser driver.
// Run it with e2e/run.sh, or here with `go test ./...`; it needs Chromium
// (BAO_CHROMIUM, default /usr/bin/chromium) and skips without it unless
// BAO_E2E=1 demands it. Screenshots go to BAO_E2E_OUT (default a folder
// in the temporary directory); -docs also writes docs/serve.png.
package e2e
