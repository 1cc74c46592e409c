package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// counts parses the depth lines of the output: depth -> nodes.
func counts(t *testing.T, out string) map[int]uint64 {
	t.Helper()
	got := map[int]uint64{}
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) != 4 {
			continue
		}
		d, err1 := strconv.Atoi(f[0])
		n, err2 := strconv.ParseUint(f[1], 10, 64)
		if err1 == nil && err2 == nil {
			got[d] = n
		}
	}
	return got
}

func TestRunAgainstTestdata(t *testing.T) {
	want := testvec.PerftTable(t)
	depth := 4
	if !testvec.Long() {
		depth = 3
	}
	for _, name := range []string{"kiswahili", "kete", "kingulu"} {
		list, ok := want[name]
		if !ok {
			t.Fatalf("perft.json has no %s", name)
		}
		var out bytes.Buffer
		if err := run(&out, []string{"-variant", name, "-depth", strconv.Itoa(depth)}); err != nil {
			t.Fatal(err)
		}
		got := counts(t, out.String())
		for d := 1; d <= depth; d++ {
			if w := list[d-1]; got[d] != w {
				t.Errorf("%s depth %d: %d, want %d\n%s", name, d, got[d], w, out.String())
			}
		}
	}
}

func TestDivideAndPosition(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	pos := bao.FormatState(v, v.Start())
	var out bytes.Buffer
	if err := run(&out, []string{"-position", pos, "-depth", "2", "-divide"}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.HasPrefix(text, "kiswahili from "+pos+"\n") {
		t.Errorf("header:\n%s", text)
	}
	_, div, ok := strings.Cut(text, "divide at depth 2:\n")
	if !ok {
		t.Fatalf("no divide section:\n%s", text)
	}
	var sum uint64
	lines := strings.Split(strings.TrimSuffix(div, "\n"), "\n")
	for _, l := range lines {
		f := strings.Fields(l)
		n, err := strconv.ParseUint(f[len(f)-1], 10, 64)
		if err != nil || len(f) != 2 {
			t.Fatalf("divide line %q", l)
		}
		sum += n
	}
	if len(lines) != 4 || sum != counts(t, text)[2] {
		t.Errorf("divide lines %q sum to %d, perft 2 is %d", lines, sum, counts(t, text)[2])
	}
}

func TestRunErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "nope"},
		{"-depth", "0"},
		{"-position", "1,2,3"},
		{"extra"},
	} {
		var out bytes.Buffer
		if err := run(&out, args); err == nil {
			t.Errorf("run %q: no error", args)
		}
	}
}
