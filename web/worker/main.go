//go:build js && wasm

// Command worker is the engine of the page in the browser: built with
// GOOS=js GOARCH=wasm (bao site does), it runs in a Web Worker
// (web/static/worker.js), where it defines the function
// baoCall(name, body, progress) that answers one operation of package ops
// with ops.Reply's JSON text (calling progress with the JSON text of each
// step of a long operation), then calls baoReady(). Everything the page asks
// of the rules and the players goes through it, as through `bao serve`'s
// HTTP API: the same Go functions.
package main

import (
	"context"
	"syscall/js"

	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/web/ops"
)

func main() {
	cfg := ops.Config{}
	js.Global().Set("baoCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 3 {
			return `{"error":"baoCall(name, body, progress): three arguments","status":400}`
		}
		progress := args[2]
		return ops.Reply(context.Background(), cfg, args[0].String(), args[1].String(), func(p string) {
			progress.Invoke(p) // worker.js posts it to the page at once
		})
	}))
	js.Global().Call("baoReady")
	select {} // keeps baoCall alive
}
