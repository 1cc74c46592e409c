package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVariants(t *testing.T) {
	st, out, _ := runCmd(t, "", "variants")
	if st != 0 {
		t.Fatalf("exit %d", st)
	}
	lines := strings.Fields(out)
	for _, want := range []string{"kete", "kiswahili"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("bao variants does not list %s:\n%s", want, out)
		}
	}
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Errorf("bao variants is not sorted: %q before %q", lines[i-1], lines[i])
		}
	}
}

func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-depth", "5"}, "1 4\n2 14\n3 38\n4 124\n5 405\n"},
		{[]string{"perft", "-variant", "kete", "-depth", "3"}, "1 4\n2 14\n3 38\n"},
		{[]string{"perft", "-depth", "5", "-workers", "2"}, "1 4\n2 14\n3 38\n4 124\n5 405\n"},
		{[]string{"perft", "-variant", "kingulu", "-depth", "4", "-workers", "3"}, "1 4\n2 15\n3 50\n4 130\n"},
		{[]string{"perft", "-depth", "2", "-divide"}, "1 4\n2 14\nA6<* 4\nA6>* 4\nA7<* 2\nA7>* 4\n"},
		{[]string{"perft", "-depth", "1", "-position", "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -", "-divide"},
			"1 2\nA2># 1\nB3<# 1\n"},
	} {
		st, out, errs := runCmd(t, "", tc.args...)
		if st != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, st, errs)
		}
		if diff := cmp.Diff(tc.want, out); diff != "" {
			t.Errorf("%v (-want +got):\n%s", tc.args, diff)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"perft"}, 2, "-depth must be at least 1"},
		{[]string{"perft", "-depth", "2", "-workers", "0"}, 2, "-workers must be 1 to 1024"},
		{[]string{"perft", "-depth", "2", "-variant", "chess"}, 2, `unknown variant "chess"`},
		{[]string{"perft", "-depth", "2", "-variant", "kiswahili(takasia=maybe)"}, 2, `value "maybe" is not one of on, off`},
		{[]string{"perft", "-depth", "2", "-variant", "kiswahili(house=on)"}, 2, `no option "house"`},
		{[]string{"perft", "-depth", "2", "-position", "1,2,3"}, 2, "space-separated fields, want 5"},
		{[]string{"perft", "-depth", "x"}, 2, "invalid value"},
		{[]string{"eval", "stray"}, 2, "unexpected argument"},
	} {
		st, _, errs := runCmd(t, "", tc.args...)
		if st != tc.status || !strings.Contains(errs, tc.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, st, errs, tc.status, tc.stderr)
		}
		if strings.Contains(errs, "bao: bao:") {
			t.Errorf("%v: stderr %q repeats its prefix", tc.args, errs)
		}
	}
	if st, errs, _ := runCmd(t, "", "perft", "-h"); st != 0 || !strings.Contains(errs, "usage: bao perft") {
		t.Errorf("perft -h: exit %d, stderr %q", st, errs)
	}
}

// TestEvalVectors feeds every vector file of testdata through `bao eval`
// and compares each output line with the vector (minus the example's title
// and variant fields, which eval does not print).
func TestEvalVectors(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*.jsonl")
	if len(files) == 0 {
		t.Fatal("no vector files")
	}
	for _, file := range files {
		variant := strings.Split(filepath.Base(file), "-")[0]
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var in strings.Builder
		var want []map[string]any
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var v map[string]any
			if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
				t.Fatal(err)
			}
			spec := variant
			if s, ok := v["variant"].(string); ok {
				spec = s
			}
			if spec != variant {
				continue // an example with rule options: covered by the package tests
			}
			delete(v, "example")
			delete(v, "variant")
			want = append(want, v)
			in.WriteString(v["position"].(string) + "\n")
		}
		if _, err := os.Stat(filepath.Join("..", "..", variant)); err != nil {
			continue // the variant's package is not in this tree
		}
		st, out, errs := runCmd(t, in.String(), "eval", "-variant", variant)
		if st != 0 {
			t.Errorf("%s: exit %d: %s", file, st, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(want) {
			t.Fatalf("%s: %d output lines for %d positions", file, len(lines), len(want))
		}
		for i, line := range lines {
			var got map[string]any
			if err := json.Unmarshal([]byte(line), &got); err != nil {
				t.Fatalf("%s line %d: %v", file, i+1, err)
			}
			if diff := cmp.Diff(want[i], got); diff != "" {
				t.Errorf("%s line %d (-want +got):\n%s", file, i+1, diff)
			}
			if strings.Contains(line, `\u003c`) || strings.Contains(line, `\u003e`) {
				t.Errorf("%s line %d: move signs are escaped: %s", file, i+1, line)
			}
		}
	}
}

func TestEvalErrors(t *testing.T) {
	in := "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -\nnonsense\n"
	st, out, _ := runCmd(t, in, "eval")
	if st == 0 {
		t.Errorf("exit 0 after a bad line")
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[1], `{"position":"nonsense","error":"`) {
		t.Fatalf("output:\n%s", out)
	}
	if !strings.HasPrefix(lines[0], `{"position":"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -","over":false,"winner":"","moves":[{"move":"A6<*",`) {
		t.Errorf("first line: %s", lines[0])
	}
}

// TestEvalLineEndings: a "\r\n" line ending reads like "\n" (the "\r" is
// not part of the position), while any other stray character is an error.
func TestEvalLineEndings(t *testing.T) {
	const pos = "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0"
	_, unix, _ := runCmd(t, pos+"\n", "eval", "-variant", "kingulu")
	st, dos, _ := runCmd(t, pos+"\r\n", "eval", "-variant", "kingulu")
	if st != 0 {
		t.Errorf("exit %d on a CRLF line", st)
	}
	if diff := cmp.Diff(unix, dos); diff != "" {
		t.Errorf("CRLF output differs (-LF +CRLF):\n%s", diff)
	}
	for _, bad := range []string{pos + " \n", pos + "\r\r\n", " " + pos + "\n", pos + "\t\n"} {
		if st, out, _ := runCmd(t, bad, "eval", "-variant", "kingulu"); st == 0 || !strings.Contains(out, `"error":`) {
			t.Errorf("%q: exit %d, output %s; want an error", bad, st, out)
		}
	}
}
