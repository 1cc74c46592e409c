package main

import (
	"context"
	"fmt"
	"os"

	"github.com/bao-games/bao/web"
)

// siteLong is what bao site -h says between its short text and its exit
// statuses.
const siteLong = `Writes the page as a static site into DIR (a new or empty directory):
index.html, its script, style sheet and words table, a web app manifest with
icons, a service worker (after one visit the page works with the network off
and can be installed), and the engine: the Go library compiled to
WebAssembly (bao.wasm), which runs in a Web Worker. Any static file server
serves DIR, for example

    bao site -o site && python3 -m http.server -d site 8000

and any static host (GitHub Pages, a web server's directory) can hold it.
The engine is built with the go command (GOOS=js GOARCH=wasm go build
./web/worker, in the source of this module: a clone, or the module cache's
copy of this version), or taken from -wasm FILE. -variant is the game the
page starts with. See docs/page.md.`

// siteExits is the exit statuses bao site -h gives.
const siteExits = `Exit status: 0 the site is written, 1 the engine cannot be built or read or a
file cannot be written, 2 bad usage (no -o, DIR not empty, unknown variant).`

func runSite(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	out := fs.String("o", "", "write the site into `DIR`, a new or empty directory (required)")
	wasmFile := fs.String("wasm", "", "use the WebAssembly engine `FILE` (built by GOOS=js GOARCH=wasm go build ./web/worker) instead of building it")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *out == "" {
		fmt.Fprintln(e.stderr, "bao site: -o DIR is required")
		fs.Usage()
		return 2
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 2
	}
	if ents, err := os.ReadDir(*out); err == nil && len(ents) > 0 {
		fmt.Fprintf(e.stderr, "bao site: %s is not empty: give a new or empty directory\n", *out)
		return 2
	} else if err != nil && !os.IsNotExist(err) {
		fmt.Fprintf(e.stderr, "bao site: -o %s: %v\n", *out, err)
		return 2
	}
	var wasm, wasmExec []byte
	var err error
	if *wasmFile != "" {
		wasm, err = os.ReadFile(*wasmFile)
	} else {
		fmt.Fprintln(e.stderr, "bao site: building the WebAssembly engine (GOOS=js GOARCH=wasm go build ./web/worker)...")
		wasm, wasmExec, err = web.BuildWorker(context.Background())
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao site:", err)
		return 1
	}
	files, err := web.Site(v.Name(), wasm, wasmExec, nil)
	if err == nil {
		err = web.WriteSite(*out, files)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao site:", err)
		return 1
	}
	fmt.Fprintf(e.stdout, "bao site: wrote %d files to %s (%s: %d bytes); serve it with any static file server\n", len(files), *out, web.WorkerFile, len(wasm))
	return 0
}
