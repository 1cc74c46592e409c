package lines_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/lines"
	"github.com/bao-games/bao/player"
)

// Read cuts a line at its limit and says how long it was; "\r\n" ends a
// line as "\n" does; a last line without "\n" comes with io.EOF.
func TestRead(t *testing.T) {
	in := "abc\r\n" + strings.Repeat("x", 10) + "\n\nlast"
	rd := lines.NewReader(strings.NewReader(in), 4)
	for _, want := range []struct {
		line string
		n    int
		err  error
	}{{"abc", 3, nil}, {"xxxx", 10, nil}, {"", 0, nil}, {"last", 4, io.EOF}, {"", 0, io.EOF}} {
		line, n, err := rd.Read()
		if string(line) != want.line || n != want.n || err != want.err {
			t.Errorf("Read = %q, %d, %v; want %q, %d, %v", line, n, err, want.line, want.n, want.err)
		}
	}
}

func TestUnreadable(t *testing.T) {
	long := []byte(strings.Repeat("x", 100))
	if got, want := string(lines.Unreadable(long, lines.MaxPosition+1)), `{"position":"`+strings.Repeat("x", 64)+`...","truncated":true,"length":1048577,"error":"a line of 1048577 bytes, longer than the limit of 1048576 bytes"}`; got != want {
		t.Errorf("too long: %s", got)
	}
	if got, want := string(lines.Unreadable([]byte("A\xffB"), 3)), `{"position":"A`+"\uFFFD"+`B","position_base64":"Qf9C","error":"not UTF-8 at byte 1"}`; got != want {
		t.Errorf("not UTF-8: %s, want %s", got, want)
	}
	if got := lines.Unreadable([]byte("a position?"), 11); got != nil {
		t.Errorf("readable: %s", got)
	}
}

// Analyse answers a finished position and a bad one without asking the
// player.
func TestAnalyse(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	p, _ := player.New("greedy", 1)
	if out, ok := lines.Analyse(context.Background(), v, p, "nonsense"); ok || !strings.HasPrefix(string(out), `{"position":"nonsense","error":`) {
		t.Errorf("bad position: %s, %v", out, ok)
	}
	start := bao.FormatState(v, v.Start())
	if out, ok := lines.Analyse(context.Background(), v, p, start); !ok || !strings.HasPrefix(string(out), `{"position":"`+start+`","player":"greedy","move":`) {
		t.Errorf("start: %s, %v", out, ok)
	}
}

func ExampleEval() {
	v := bao.MustLookup("kiswahili")
	rd := lines.NewReader(strings.NewReader("not a position\n"), lines.MaxPosition)
	line, n, _ := rd.Read()
	out, ok := lines.Eval(v, line, n)
	fmt.Println(ok, string(out))
	// Output:
	// false {"position":"not a position","error":"syntax error in \"not a position\": 3 space-separated fields, want 5"}
}

// A program answering bao analyse's protocol: each line read and answered.
func ExampleAnalyse() {
	v := bao.MustLookup("kiswahili")
	p, _ := player.New("random", 1)
	rd := lines.NewReader(strings.NewReader("nonsense\n"), lines.MaxPosition)
	for {
		line, n, err := rd.Read()
		if n == 0 && err != nil {
			break
		}
		out := lines.Unreadable(line, n)
		if out == nil {
			out, _ = lines.Analyse(context.Background(), v, p, string(line))
		}
		fmt.Println(string(out))
	}
	// Output:
	// {"position":"nonsense","error":"syntax error in \"nonsense\": 1 space-separated fields, want 5"}
}
