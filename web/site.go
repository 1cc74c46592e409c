package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/bao-games/bao/howto"
	"github.com/bao-games/bao/internal/atomicfile"
)

// WorkerFile is the name of the page's WebAssembly engine in the site.
const WorkerFile = "bao.wasm"

// Site returns the files of the static site that `bao site` writes, by
// their path in the site: the page (index.html, app.js, style.css, the
// words table words.tsv), the Web Worker (worker.js, wasm_exec.js and
// wasm, written as WorkerFile and gzip-compressed as WorkerFile+".gz",
// which the worker fetches), the web app manifest with its icons, and
// the service worker sw.js, which stores all of them at the first visit,
// and the how-to-play guides of package howto (howto/<variant>.html),
// which the page links.
// wasmExec, when not nil, replaces the embedded wasm_exec.js (it must be
// the one of the Go that built wasm). extra adds files (the how-to-play
// pages). variant (a variant spec; "" for kiswahili) is the game the page
// starts with when it has no link and no game stored. With a nil wasm, the
// site is the page `bao serve` serves, which reaches the operations over
// HTTP instead.
func Site(variant string, wasm, wasmExec []byte, extra map[string][]byte) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(staticFiles, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) == ".go" { // package static's Go: not a file of the site
			return err
		}
		b, err := staticFiles.ReadFile(p)
		files[strings.TrimPrefix(p, "static/")] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	if variant != "" {
		const meta = `<meta name="bao-variant" content="kiswahili">`
		files["index.html"] = bytes.Replace(files["index.html"], []byte(meta), []byte(`<meta name="bao-variant" content="`+html.EscapeString(variant)+`">`), 1)
	}
	files["icon-192.png"] = iconPNG(192)
	files["icon-512.png"] = iconPNG(512)
	if wasmExec != nil {
		files["wasm_exec.js"] = wasmExec
	}
	if wasm != nil {
		files[WorkerFile] = wasm
		// The engine compressed: the worker fetches it and decompresses
		// it itself, so that even a server that does not compress sends
		// a quarter of the bytes.
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression) // a valid level
		zw.Write(wasm)                                         // a bytes.Buffer never fails
		zw.Close()
		files[WorkerFile+".gz"] = z.Bytes()
	}
	guides, err := howto.Files(howto.Options{})
	if err != nil {
		return nil, err
	}
	maps.Copy(files, guides)
	for name, b := range extra {
		if !fs.ValidPath(name) || name == "." || files[name] != nil {
			return nil, fmt.Errorf("web: site file %q: not a new path in the site", name)
		}
		files[name] = b
	}
	// The service worker's store: every file, and the site's root, but
	// the engine uncompressed where its compressed copy is there (the
	// worker reads that one; the store keeps what a browser without
	// DecompressionStream fetches, when it does).
	names, store := make([]string, 0, len(files)), []string{"./"}
	for name := range files {
		if name != "sw.js" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
		if name != WorkerFile || files[WorkerFile+".gz"] == nil {
			store = append(store, name)
		}
	}
	h.Write(files["sw.js"])
	list, _ := json.Marshal(store) // strings always encode
	head := fmt.Sprintf("const VERSION = %q;\nconst FILES = %s;\n", hex.EncodeToString(h.Sum(nil))[:16], list)
	files["sw.js"] = append([]byte(head), files["sw.js"]...)
	return files, nil
}

// WriteSite writes files (Site's) into dir, which must not exist or be
// empty: anything else is refused, so that nothing there is lost. Each
// file is written whole or not at all; on an error the files written
// are removed.
func WriteSite(dir string, files map[string][]byte) error {
	ents, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	case err != nil:
		return err
	case len(ents) > 0:
		return fmt.Errorf("%s is not empty: bao site writes into a new or empty directory", dir)
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	var written []string
	for _, name := range names {
		p := filepath.Join(dir, filepath.FromSlash(name))
		err := os.MkdirAll(filepath.Dir(p), 0o755)
		if err == nil {
			err = atomicfile.WriteBytes(p, files[name])
		}
		if err != nil {
			for _, q := range written {
				os.Remove(q)
			}
			return err
		}
		written = append(written, p)
	}
	return nil
}

// siteHandler serves files by path ("/" is index.html), each with its
// content type, and 404 for any other path.
func siteHandler(files map[string][]byte) http.Handler {
	mod := time.Now()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" {
			name = "index.html"
		}
		b, ok := files[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		ct := mime.TypeByExtension(path.Ext(name))
		switch path.Ext(name) {
		case ".webmanifest":
			ct = "application/manifest+json"
		case ".tsv":
			ct = "text/tab-separated-values; charset=utf-8"
		}
		if ct != "" {
			w.Header().Set("Content-Type", ct)
		}
		http.ServeContent(w, r, name, mod, strings.NewReader(string(b)))
	})
}
