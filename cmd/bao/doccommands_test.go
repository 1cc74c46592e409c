package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao/internal/testvec"
)

// The command lines of the README and of the guides (docs/*.md) are run
// by TestDocCommands, so that what they promise keeps working: every line
// of a code block that starts with "bao " or "go run ./cmd/bao" (after an
// optional "$ " prompt; a line ending in a backslash continues on the
// next). "go run ./cmd/bao" is run as the bao the test builds, the same
// program. Each file's lines run in order, in one new directory, so that
// a line reads what the lines before it wrote (games.jsonl, game.bao, a
// certificate); a line runs through sh, so quotes, redirections, pipes and
// globs mean what they mean at a prompt. A line passes when it exits 0
// within its time bound (docLineTimeout). `bao play` reads "quit" on its
// standard input (a person who stops at once); every other line reads
// nothing.
//
// The README's lines run in the default test run, except the few of
// docLongOnly; every guide's lines run with BAO_LONG=1.

// docSkips are the lines that are not run, each with its reason: a
// substring of the line, and why.
var docSkips = []docRule{
	// Lines that cannot run in a test.
	{"", "bao site -o", "it builds the WebAssembly engine from the clone's source, which the test's directory is not in; e2e/ runs it and tests the site it writes"},
	{"docs/solve.md", "kete30-", "merges the shards of the loop before it, which the test does not run (its line does not begin with bao)"},
	{"", "bao serve", "a server: it runs until it is stopped (package web's tests and e2e/ drive it)"},
	{"", "my_engine.py", "the reader's own engine, my_engine.py, which the test does not have"},
	{"", "engine(cmd=./myengine", "the reader's own engine, ./myengine, which the test does not have"},
	{"", "/data/", "a path on the batch job's shared volume"},
	// Templates, whose words stand for values the text around them gives.
	{"", "$FLAGS", "a template: $FLAGS stands for the run's flags, set in the line before"},
	{"", "-variant V ", "a template: V stands for each game named beside it"},
	{"", "[-variant V]", "a usage line, not a command"},
	{"", "CHANGE", "a template: CHANGE stands for the parameter tested"},
	{"", "'...'", "a template: ... stands for a position"},
	// Lines that need the outputs of a batch job's shards.
	{"docs/batch.md", "shard-*.jsonl", "merges the shards of the job array above"},
	{"docs/batch.md", "tournament-*.jsonl", "merges the shards of the tournament job array above"},
	{"docs/batch.md", "-from tournament.jsonl", "needs the merged records of the tournament job array above"},
	// Lines of the guides of other branches (page, solver, sprtshards,
	// ratings), skipped for the same reasons once they are merged.
	{"", "http.server", "starts a web server that runs until it is stopped"},
	{"", "-wasm bao.wasm", "needs bao.wasm, which the go build line before it makes"},
	{"", "$PLAYERS", "a template: $PLAYERS stands for the run's players"},
	{"", "$TEST", "a template: $TEST stands for the test's flags"},
	{"", "V.jsonl", "a template: V stands for each game"},
	{"docs/batch.md", "sprt-*.jsonl", "reads the shards of the SPRT job array above"},
	{"docs/batch.md", "solve-", "merges the shards of a solve, which a loop or a job array writes"},
	{"docs/batch.md", "bao verify", "checks the certificate that the merge before it writes"},
}

// docLongOnly are the README lines run only with BAO_LONG=1: a substring,
// and why.
var docLongOnly = []docRule{
	{"README.md", "bao solve -variant kujifunza", "the solve of Bao la Kujifunza's start takes 7 CPU-seconds"},
	{"README.md", "bao verify -variant kujifunza", "it checks the certificate of the solve above"},
}

// docRule picks the lines of a file (a path from the module's root; ""
// for every file) that hold a substring, for a reason.
type docRule struct{ file, match, reason string }

// docSubstitutions shorten the lines that run for minutes (the strength
// tables, the solves of the games beyond reach, players with a time
// budget): each regular expression's matches are replaced. The line still
// runs every step it names, with less of each.
var docSubstitutions = []struct {
	re   *regexp.Regexp
	with string
	why  string
}{
	{regexp.MustCompile(`\btime=\d+(ms|s|m)\b`), "time=20ms", "a player's time budget: 20 ms a move"},
	{regexp.MustCompile(`-time \d+(ms|s|m)\b`), "-time 2s", "a solve's time limit: 2 s"},
	{regexp.MustCompile(`-mem \d+[KMG]iB\b`), "-mem 64MiB", "a solve's memory: 64 MiB"},
	{regexp.MustCompile(`(-balanced \d+ .*)-games \d+|-games \d+( .*-balanced \d+)`), "${1}-games 2${2}", "the strength tables (runs with -balanced): 2 games per pairing"},
	{regexp.MustCompile(`-balanced \d+`), "-balanced 4", "balanced openings: within 4 plies"},
	{regexp.MustCompile(`-count \d+`), "-count 4", "bao balance: 4 openings"},
	{regexp.MustCompile(`-plies (2[3-9]|[3-9]\d)\b`), "-plies 16", "the deep solves of the four-row starts (minutes of CPU): 16 plies"},
}

// docLineTimeout bounds each line's run.
func docLineTimeout() time.Duration {
	if testvec.Long() {
		return 5 * time.Minute
	}
	return 2 * time.Minute
}

type docLine struct {
	file string
	num  int    // the line's number in its file
	text string // as written (continuations joined)
}

var (
	docPrompt    = regexp.MustCompile(`^\$ `)
	docGoRunBao  = regexp.MustCompile(`^go run \./cmd/bao\b`)
	docFenceOpen = regexp.MustCompile("^\\s*```")
)

// docCommandLines returns the command lines of the code blocks of the
// Markdown file path.
func docCommandLines(t *testing.T, path string) []docLine {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []docLine
	in := false
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	num := 0
	var cont *docLine
	for sc.Scan() {
		num++
		l := sc.Text()
		if docFenceOpen.MatchString(l) {
			in = !in
			cont = nil
			continue
		}
		if !in {
			continue
		}
		text := strings.TrimSpace(l)
		if cont != nil {
			cont.text += " " + strings.TrimSpace(strings.TrimSuffix(text, `\`))
			if !strings.HasSuffix(text, `\`) {
				lines = append(lines, *cont)
				cont = nil
			}
			continue
		}
		text = docPrompt.ReplaceAllString(text, "")
		if !strings.HasPrefix(text, "bao ") && !docGoRunBao.MatchString(text) {
			continue
		}
		d := docLine{file: path, num: num, text: strings.TrimSpace(strings.TrimSuffix(text, `\`))}
		if strings.HasSuffix(text, `\`) {
			cont = &d
			continue
		}
		lines = append(lines, d)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

func docMatch(list []docRule, file, text string) (string, bool) {
	for _, s := range list {
		if (s.file == "" || s.file == file) && strings.Contains(text, s.match) {
			return s.reason, true
		}
	}
	return "", false
}

// docSubstitute returns text with docSubstitutions applied.
func docSubstitute(text string) string {
	for _, s := range docSubstitutions {
		text = s.re.ReplaceAllString(text, s.with)
	}
	return text
}

// TestREADMEShort keeps the README a page read in five minutes (issue 37):
// at most 250 lines, the rest in the guides of docs/.
func TestREADMEShort(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b, []byte("\n")); n > 250 {
		t.Errorf("README.md has %d lines, want at most 250: move the detail into a guide in docs/", n)
	}
}

func TestDocCommandLines(t *testing.T) {
	md := "# A guide\n\nbao variants in prose is not run\n\n```\nbao perft -depth 2   # a comment\n$ bao variants\nbao tournament -players random,greedy \\\n  -games 2\necho bao not this\n  go run ./cmd/bao version\n```\n\n```go\nfmt.Println(1)\n```\n"
	path := filepath.Join(t.TempDir(), "guide.md")
	if err := os.WriteFile(path, []byte(md), 0o644); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range docCommandLines(t, path) {
		got = append(got, strconv.Itoa(l.num)+": "+l.text)
	}
	want := []string{
		"6: bao perft -depth 2   # a comment",
		"7: bao variants",
		"8: bao tournament -players random,greedy -games 2",
		"11: go run ./cmd/bao version",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("docCommandLines:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestDocSubstitute(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"bao play -south 'best(time=100ms)' -north 'best(time=1s)'", "bao play -south 'best(time=20ms)' -north 'best(time=20ms)'"},
		{"bao solve -variant kete -time 10m -mem 1GiB -workers 1", "bao solve -variant kete -time 2s -mem 64MiB -workers 1"},
		{"bao tournament -variant kete -players 'random,greedy' -games 200 -openings 6 -balanced 12 -seed 1", "bao tournament -variant kete -players 'random,greedy' -games 2 -openings 6 -balanced 4 -seed 1"},
		{"bao tournament -balanced 16 -games 20 -seed 1", "bao tournament -balanced 4 -games 2 -seed 1"},
		{"bao tournament -variant kingulu -games 200 -openings 2 -seed 1", "bao tournament -variant kingulu -games 200 -openings 2 -seed 1"},
	} {
		if got := docSubstitute(tc.in); got != tc.want {
			t.Errorf("docSubstitute(%q)\n = %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

// TestDocCommands runs the command lines of the README and, with
// BAO_LONG=1, of every guide in docs/ (see the comment at the top of this
// file).
func TestDocCommands(t *testing.T) {
	files := []string{"../../README.md"}
	if testvec.Long() {
		guides, err := filepath.Glob("../../docs/*.md")
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, guides...)
	}
	bin := binary(t)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, f := range files {
		lines := docCommandLines(t, f)
		if len(lines) == 0 {
			continue
		}
		name := strings.TrimPrefix(f, "../../")
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			for _, l := range lines {
				where := name + ":" + strconv.Itoa(l.num)
				if reason, ok := docMatch(docSkips, name, l.text); ok {
					t.Logf("%s: skipped (%s): %s", where, reason, l.text)
					continue
				}
				if reason, ok := docMatch(docLongOnly, name, l.text); ok && !testvec.Long() {
					t.Logf("%s: with BAO_LONG=1 only (%s): %s", where, reason, l.text)
					continue
				}
				if strings.Contains(l.text, "./greedyengine") {
					buildGreedyEngine(t, root, dir)
				}
				runDocLine(t, where, bin, dir, l.text)
				ran++
			}
		})
	}
	if ran == 0 {
		t.Error("no command line of the README was run")
	}
}

// buildGreedyEngine builds examples/greedyengine into dir as the guides
// say (go build -o greedyengine ./examples/greedyengine), once.
func buildGreedyEngine(t *testing.T, root, dir string) {
	t.Helper()
	out := filepath.Join(dir, "greedyengine")
	if _, err := os.Stat(out); err == nil {
		return
	}
	cmd := exec.Command("go", "build", "-o", out, "./examples/greedyengine")
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./examples/greedyengine: %v\n%s", err, b)
	}
}

// runDocLine runs one command line through sh in dir, with bin as bao,
// and fails the test unless it exits 0 within docLineTimeout.
func runDocLine(t *testing.T, where, bin, dir, text string) {
	t.Helper()
	line := docGoRunBao.ReplaceAllString(text, "bao")
	line = docSubstitute(line)
	if line != text {
		t.Logf("%s: run as: %s", where, line)
	}
	ctx, cancel := context.WithTimeout(context.Background(), docLineTimeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", line)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
	if strings.HasPrefix(line, "bao play") {
		cmd.Stdin = strings.NewReader("quit\n")
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start).Round(time.Millisecond)
	if ctx.Err() != nil {
		t.Errorf("%s: did not finish within %v: %s", where, docLineTimeout(), line)
		return
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		t.Errorf("%s: exit %d after %v: %s\nstderr: %s\nstdout (end): %s", where, ee.ExitCode(), took, line, errb.String(), docTail(out.String(), 600))
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	t.Logf("%s: ok in %v: %s", where, took, line)
}

func docTail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}
