package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
)

// modulePath is the path of the module that holds the worker.
const modulePath = "github.com/bao-games/bao"

// WorkerPackage is the import path of the page's WebAssembly engine.
const WorkerPackage = modulePath + "/web/worker"

// BuildWorker builds the page's WebAssembly engine (WorkerPackage) with
// the go command found on the PATH, the only tool it needs:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -w -o bao.wasm ./web/worker
//
// in the source of this module: the module of the current directory or
// one it requires (a clone, or a program that depends on bao), else the
// module cache's copy of the version this program was built from (after
// `go install github.com/bao-games/bao/cmd/bao@VERSION`). It returns the
// .wasm and the wasm_exec.js of the same Go (nil when that Go has none:
// Site then uses its own copy).
func BuildWorker(ctx context.Context) (wasm, wasmExec []byte, err error) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		return nil, nil, fmt.Errorf("building the WebAssembly engine needs the go command (https://go.dev/dl), or give a built one with -wasm: %w", err)
	}
	dir, err := moduleDir(ctx, gocmd)
	if err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp("", "bao-site-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, WorkerFile)
	cmd := exec.CommandContext(ctx, gocmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./web/worker")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, nil, fmt.Errorf("GOOS=js GOARCH=wasm go build ./web/worker in %s: %v\n%s", dir, err, stderr.Bytes())
	}
	wasm, err = os.ReadFile(out)
	if err != nil {
		return nil, nil, err
	}
	root, err := goOutput(ctx, gocmd, dir, "env", "GOROOT")
	if err == nil {
		for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
			if b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(p))); err == nil {
				return wasm, b, nil
			}
		}
	}
	return wasm, nil, nil
}

// moduleDir finds the source of this module (see BuildWorker).
func moduleDir(ctx context.Context, gocmd string) (string, error) {
	dir, err := goOutput(ctx, gocmd, "", "list", "-m", "-f", "{{.Dir}}", modulePath)
	if err == nil && dir != "" {
		return dir, nil
	}
	why := err
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Path == modulePath && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		cache, err := goOutput(ctx, gocmd, "", "env", "GOMODCACHE")
		if err == nil {
			d := filepath.Join(cache, filepath.FromSlash(modulePath)+"@"+bi.Main.Version)
			if _, err := os.Stat(filepath.Join(d, "web", "worker")); err == nil {
				return d, nil
			}
		}
	}
	if why == nil {
		why = errors.New("no directory")
	}
	return "", fmt.Errorf("cannot find the source of %s to build the WebAssembly engine: run bao site inside a clone of it, or give a built engine with -wasm (go list -m: %v)", modulePath, why)
}

// goOutput runs the go command with args in dir and returns its output,
// trimmed.
func goOutput(ctx context.Context, gocmd, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, gocmd, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}
