//go:build js

package interrupt

import "os"

// otherName names the signals beyond SIGINT and SIGTERM: none in a
// browser (js/wasm has no SIGHUP), so that the packages which import this
// one build for the page's WebAssembly worker.
func otherName(os.Signal) string { return "" }
