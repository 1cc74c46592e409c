package cert_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/cert"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/solve"
)

// endgame returns a position about back plies before the end of a random
// game of v.
func endgame(v bao.Variant, rng *rand.Rand, back int) bao.State {
	s := v.Start()
	var line []bao.State
	for range testvec.MaxPlies {
		c, ok := bao.Sample(v, s, rng)
		if !ok {
			break
		}
		line = append(line, s)
		s = c.State
	}
	if back > len(line) {
		back = len(line)
	}
	return line[len(line)-back]
}

// TestSolverCertificates: every certificate the solver writes is accepted,
// for endgames of every variant, with 1 and 2 workers.
func TestSolverCertificates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza", "kujifunza(takasia=off)"} {
		v := bao.MustLookup(name)
		written := 0
		for i := range 8 {
			s := endgame(v, rng, 2+i%6)
			ctx, cancel := context.WithTimeout(context.Background(), 5e8)
			sv := solve.New(v, solve.Options{Memory: 4 << 20, Workers: 1 + i%2})
			r := sv.Solve(ctx, s)
			if r.Value != solve.Win && r.Value != solve.Loss {
				cancel()
				continue
			}
			cancel()
			var buf bytes.Buffer
			err := sv.WriteCertificate(context.Background(), s, r, &buf)
			if err != nil {
				t.Fatalf("%s %s: %v", name, bao.FormatState(v, s), err)
			}
			rep, err := cert.Check(v, &buf)
			if err != nil {
				t.Fatalf("%s %s: %v", name, bao.FormatState(v, s), err)
			}
			if rep.Claim.Plies != r.Plies || rep.Claim.Winner != string(r.Winner.Letter()) {
				t.Errorf("claim %+v for result %s", rep.Claim, r.Proven())
			}
			written++
		}
		if written < 3 {
			t.Errorf("%s: only %d certificates written", name, written)
		}
	}
}

func read(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testvec.Dir(), "certificates", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func check(v bao.Variant, lines []string) (cert.Report, error) {
	return cert.Check(v, strings.NewReader(strings.Join(lines, "\n")+"\n"))
}

// TestCommitted checks the committed certificates of the solved starts.
func TestCommitted(t *testing.T) {
	for _, tc := range []struct{ variant, file, winner string }{
		{"kingulu", "kingulu.cert.jsonl", "S"},
		{"kujifunza", "kujifunza.cert.jsonl", "S"},
		{"kujifunza(takasia=off)", "kujifunza-takasia-off.cert.jsonl", "S"},
	} {
		v := bao.MustLookup(tc.variant)
		rep, err := check(v, read(t, tc.file))
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if rep.Claim.Position != bao.FormatState(v, v.Start()) || rep.Claim.Winner != tc.winner {
			t.Errorf("%s: claim %+v, want %s wins from the start", tc.file, rep.Claim, tc.winner)
		}
		t.Logf("%s: %+v", tc.file, rep)
	}
}

// TestCorrupted: each kind of damage is found, with the line it is under.
func TestCorrupted(t *testing.T) {
	v := bao.MustLookup("kingulu")
	good := read(t, "kingulu.cert.jsonl")
	// Line 2 is the start position with South's first move A3.
	if !strings.Contains(good[1], `"move":"A3"`) {
		t.Fatalf("line 2 is %s, want the first move A3", good[1])
	}
	edit := func(f func(l []string) []string) []string {
		return f(append([]string(nil), good...))
	}
	for _, tc := range []struct {
		name  string
		lines []string
		line  int    // the line the error must name (0: any)
		msg   string // a part of the message
	}{
		{"missing prover line", edit(func(l []string) []string { return append(l[:2], l[3:]...) }), 0, "has no line for this position"},
		{"illegal move", edit(func(l []string) []string { l[1] = strings.Replace(l[1], `"A3"`, `"a3"`, 1); return l }), 2, "illegal"},
		{"not a move", edit(func(l []string) []string { l[1] = strings.Replace(l[1], `"A3"`, `"Z9"`, 1); return l }), 2, "want a pit label"},
		// A4 loses: the defender's replies to it escape the proof.
		{"defender reply escapes", edit(func(l []string) []string { l[1] = strings.Replace(l[1], `"A3"`, `"A4"`, 1); return l }), 2, "no line"},
		{"budget too small", edit(func(l []string) []string { l[0] = strings.Replace(l[0], `"plies":29`, `"plies":28`, 1); return l }), 0, "budget exhausted"},
		{"wrong winner", edit(func(l []string) []string { l[0] = strings.Replace(l[0], `"winner":"S"`, `"winner":"N"`, 1); return l }), 0, "prover (North) is not to move"},
		{"repeated position", append(append([]string(nil), good...), good[1]), len(good) + 1, "position repeated: already on line 2"},
		{"not JSON", append(append([]string(nil), good...), "{"), len(good) + 1, "not a JSON line"},
		{"bad position", edit(func(l []string) []string { l[2] = strings.Replace(l[2], `"position":"`, `"position":"9`, 1); return l }), 3, ""},
		{"unknown field", edit(func(l []string) []string { l[0] = strings.Replace(l[0], `{`, `{"x":1,`, 1); return l }), 1, "unknown field"},
	} {
		_, err := check(v, tc.lines)
		var ce *cert.Error
		if !errors.As(err, &ce) || !errors.Is(err, cert.ErrBad) {
			t.Errorf("%s: error %v, want a *cert.Error", tc.name, err)
			continue
		}
		if tc.line != 0 && ce.Line != tc.line {
			t.Errorf("%s: %v: names line %d, want %d", tc.name, err, ce.Line, tc.line)
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v: want %q in it", tc.name, err, tc.msg)
		}
		t.Logf("%s: %v", tc.name, err)
	}
	// Checked as another variant, the claim is wrong at line 1.
	if _, err := check(bao.MustLookup("kujifunza"), good); err == nil || !strings.HasPrefix(err.Error(), "line 1: ") {
		t.Errorf("kingulu certificate checked as kujifunza: %v", err)
	}
}

// TestGzip: a compressed certificate is read like the plain one.
func TestGzip(t *testing.T) {
	v := bao.MustLookup("kingulu")
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte(strings.Join(read(t, "kingulu.cert.jsonl"), "\n") + "\n"))
	zw.Close()
	rep, err := cert.Check(v, &z)
	if err != nil || rep.Claim.Plies != 29 {
		t.Fatalf("%+v, %v", rep, err)
	}
}
