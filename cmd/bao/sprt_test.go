package main

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/bao-games/bao/internal/interrupt"
)

var sprtArgs = []string{"sprt", "-variant", "kingulu", "-players", "alphabeta(depth=2),greedy", "-elo0", "0", "-elo1", "50", "-openings", "3", "-seed", "2"}

// sprtRun runs bao sprt with sprtArgs and extra, writing the records to a
// file; it returns the exit status, stdout, stderr and the records.
func sprtRun(t *testing.T, extra ...string) (int, string, string, []byte) {
	return runWithRecords(t, sprtArgs, extra...)
}

// The JSON line has the fields of docs/interfaces.md in order, the same
// whatever -workers, and the records are those of the games counted.
func TestSprtJSON(t *testing.T) {
	st, out, errs, recs := sprtRun(t, "-json", "-workers", "1")
	if st != 0 || errs != "" {
		t.Fatalf("exit %d: %q", st, errs)
	}
	want := "variant,a,b,elo0,elo1,alpha,beta,llr,lower,upper,verdict,games,pentanomial,elo,low,high,decided"
	if keys := jsonKeys(t, out); strings.Join(keys, ",") != want {
		t.Errorf("keys %v, want %s", keys, want)
	}
	var res struct {
		Verdict     string
		Games       int
		Pentanomial []int
		LLR         float64
		Upper       float64
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, n := range res.Pentanomial {
		sum += n
	}
	if res.Verdict != "H1" || res.LLR < res.Upper || 2*sum != res.Games || bytes.Count(recs, []byte("\n")) != res.Games {
		t.Errorf("%s with %d records", out, bytes.Count(recs, []byte("\n")))
	}
	for _, w := range []string{"2", "3"} {
		st2, out2, errs2, recs2 := sprtRun(t, "-json", "-workers", w)
		if st2 != 0 || out2 != out || !bytes.Equal(recs2, recs) {
			t.Errorf("-workers %s (exit %d, %s): %s, want %s, records equal %v", w, st2, errs2, out2, out, bytes.Equal(recs2, recs))
		}
	}
}

func TestSprtText(t *testing.T) {
	st, out, errs, _ := sprtRun(t, "-max-games", "4")
	if st != 0 || errs != "" {
		t.Fatalf("exit %d: %q", st, errs)
	}
	for _, re := range []string{
		`(?m)^variant +kingulu\nplayers +A = alphabeta\(depth=2,nodes=200000\), B = greedy$`,
		`(?m)^llr +-?\d+\.\d\d \(accept H0 at -2\.94, H1 at 2\.94\)$`,
		`(?m)^games +4: 2 pairs, A scored 0: \d+, 1/2: \d+, 1: \d+, 3/2: \d+, 2: \d+; \d+ decided by the colour$`,
		`(?m)^verdict +none: `,
		`(?m)^time +\d+\.\d\ds$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
}

func TestSprtUsage(t *testing.T) {
	for _, args := range [][]string{
		{"sprt", "-players", "random,greedy", "-elo0", "0"},
		{"sprt", "-players", "random,greedy", "-elo0", "5", "-elo1", "5"},
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "5", "-alpha", "0.5"},
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "5", "-max-games", "3"},
		{"sprt", "-players", "random", "-elo0", "0", "-elo1", "5"},
		{"sprt", "-players", "random,nonsense", "-elo0", "0", "-elo1", "5"},
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "5", "-variant", "nonsense"},
		{"sprt", "-elo0", "0", "-elo1", "5"},
	} {
		if st, _, errs := runCmd(t, "", args...); st != exitUsage || errs == "" {
			t.Errorf("%q: exit %d, %q", args, st, errs)
		}
	}
	if st, errs, _ := runCmd(t, "", "sprt", "-h"); st != 0 || !strings.Contains(errs, "fishtest") || !strings.Contains(errs, "logistic Elo") {
		t.Errorf("-h: exit %d: %s", st, errs)
	}
}

// A signal stops the run: the state reached is printed, the records of
// the games played are written, and the exit status is 128 plus the
// signal's number.
func TestSprtSignal(t *testing.T) {
	defer func(f func(chan<- os.Signal)) { interrupt.Notify = f }(interrupt.Notify)
	interrupt.Notify = func(ch chan<- os.Signal) { ch <- syscall.SIGINT }
	st, out, errs, data := sprtRun(t, "-json", "-elo1", "5")
	if st != 130 || !strings.Contains(errs, "stopped by") {
		t.Errorf("exit %d, %q; want 130", st, errs)
	}
	var res struct {
		Games   int
		Verdict string
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if n := bytes.Count(data, []byte("\n")); n < res.Games || n > res.Games+1 {
		t.Errorf("%d records for %d games reported", n, res.Games)
	}
}
