package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/web"
)

// serveContext is the context bao serve runs under: until SIGINT or
// SIGTERM. Tests replace it.
var serveContext = func() (context.Context, context.CancelFunc) {
	catching.Add(1) // the fallback of main leaves the signals to it
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	return ctx, func() { stop(); catching.Add(-1) }
}

// serveLong is what bao serve -h says between its short text and its exit statuses.
const serveLong = `Serves one page, with everything it needs embedded in the binary, and its
JSON API (see package web), until interrupted. Open the address it prints in a
browser. On a loopback address (the default) only requests naming a loopback
host are answered. -variant is the variant the page starts with. -engine SPEC
(repeatable) lets the page use that outside engine, which runs its program on
this machine for each analysis; no other outside engine is allowed.`

// serveExits is the exit statuses bao serve -h gives.
const serveExits = `The exit status is 0 after an interrupt, 1 when the address cannot be
listened on, 2 for bad flags or an unknown variant.`

func runServe(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`; a host other than a loopback one makes the server reachable from other machines")
	var engines []string
	fs.Func("engine", "let the page use the outside engine `SPEC`, engine(cmd=PATH,...) (docs/engine-protocol.md); repeatable; without it the page refuses every outside engine", func(spec string) error {
		p, err := player.New(spec, 0)
		if err != nil {
			return err
		}
		if _, ok := p.(player.External); !ok {
			return fmt.Errorf("%s is not an outside engine: the page plays the built-in players anyway", p.Name())
		}
		engines = append(engines, p.Name())
		return nil
	})
	if st := parse(fs, args); st >= 0 {
		return st
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 2
	}
	cfg := web.DefaultConfig()
	cfg.Variant = v.Name()
	cfg.Engines = engines
	if web.IsLoopback(*addr) {
		cfg.AllowedHosts = web.LoopbackHosts
	}
	cfg.Logf = func(format string, args ...any) { fmt.Fprintf(e.stderr, format+"\n", args...) }
	ctx, stop := serveContext()
	defer stop()
	err := web.ListenAndServe(ctx, *addr, web.New(cfg), func(bound string) {
		fmt.Fprintf(e.stdout, "bao serve: http://%s/ (Ctrl-C to stop)\n", bound)
	})
	if err != nil {
		fmt.Fprintln(e.stderr, "bao serve:", err)
		return 1
	}
	return 0
}
