package engine_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/player"
)

func TestParseSpec(t *testing.T) {
	for _, tc := range []struct {
		spec, canon string
		args        []string
	}{
		{"engine(cmd=./e)", "engine(cmd=./e)", nil},
		{` engine( cmd = ./e , args = a b  c ) `, `engine(cmd=./e,args="a b c")`, []string{"a", "b", "c"}},
		{`engine(cmd="/x/my engine",args="engine -player alphabeta(depth=3,nodes=0)")`,
			`engine(cmd="/x/my engine",args="engine -player alphabeta(depth=3,nodes=0)")`,
			[]string{"engine", "-player", "alphabeta(depth=3,nodes=0)"}},
		{`engine(cmd=e,args="'two words' it\\'s \"q\"")`, `engine(cmd=e,args="'two words' 'it'\\''s' \"q\"")`, []string{"two words", "it's", `"q"`}},
		{"engine(cmd=e,movetime=500ms,depth=4,nodes=100,clock=1m,inc=1s,margin=1s,timeout=30s,opt.Hash=64,opt.level=3)",
			"engine(cmd=e,movetime=500ms,depth=4,nodes=100,clock=1m0s,inc=1s,opt.Hash=64,opt.level=3)", nil},
	} {
		c, err := engine.ParseSpec(tc.spec)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if got := c.Spec(); got != tc.canon {
			t.Errorf("%s: canonical %s, want %s", tc.spec, got, tc.canon)
		}
		if !slices.Equal(c.Args, tc.args) {
			t.Errorf("%s: args %q, want %q", tc.spec, c.Args, tc.args)
		}
		again, err := engine.ParseSpec(c.Spec())
		if err != nil || again.Spec() != c.Spec() || !slices.Equal(again.Args, c.Args) {
			t.Errorf("%s: canonical spec reads back as %+v, %v", tc.spec, again, err)
		}
	}
	for _, bad := range []string{
		"engine", "engine()", "engine(args=x)", "engine(cmd=)", "engine(cmd=a,cmd=b)",
		"engine(cmd=a,bogus=1)", "engine(cmd=a,movetime=fast)", "engine(cmd=a,depth=-1)",
		"engine(cmd=a,timeout=0)", `engine(cmd="a)`, "engine(cmd=a", "engine(cmd=a)x",
		"engine(cmd=a,inc=1s)", "engine(cmd=a(b))", `engine(cmd=a,args='x)`, "random(cmd=a)",
	} {
		if _, err := engine.ParseSpec(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestLines(t *testing.T) {
	g := engine.Go{MoveTime: time.Second, Depth: 3, Nodes: 10, Clock: true,
		Time: [2]time.Duration{5 * time.Second, 6 * time.Second}, Inc: [2]time.Duration{0, time.Second}}
	line := "go movetime 1000 depth 3 nodes 10 stime 5000 ntime 6000 sinc 0 ninc 1000"
	if g.String() != line {
		t.Errorf("%s", g)
	}
	if back, err := engine.ParseGo("go  infinite movetime 1000 depth 3 nodes 10 stime 5000 ntime 6000 sinc 0 ninc 1000 ponder"); err != nil || back != g {
		t.Errorf("ParseGo: %+v %v", back, err)
	}
	for _, bad := range []string{"go depth", "go nodes -1", "go movetime x", "stop"} {
		if _, err := engine.ParseGo(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	in := engine.Info{Depth: 5, Score: -12.5, HasScore: true, LossIn: 7, Nodes: 99, Time: 42 * time.Millisecond, PV: []string{"A6>*", "a6<"}}
	if in.String() != "info depth 5 score -12.5 lossin 7 nodes 99 time 42 pv A6>* a6<" {
		t.Errorf("%s", in)
	}
	back, err := engine.ParseInfo("info seldepth 9 " + strings.TrimPrefix(in.String(), "info "))
	if err != nil || back.String() != in.String() {
		t.Errorf("ParseInfo: %+v %v", back, err)
	}
	if in, err := engine.ParseInfo("info string depth 3"); err != nil || in.Depth != 0 {
		t.Errorf("info string: %+v %v", in, err)
	}
	o, err := engine.ParseOption("option name Skill Level type spin default 20 min 0 max 20")
	if err != nil || o != (engine.Option{Name: "Skill Level", Type: "spin", Default: "20"}) {
		t.Errorf("ParseOption: %+v %v", o, err)
	}
}

// session drives Serve in this process through pipes.
type session struct {
	t    *testing.T
	in   io.WriteCloser
	out  chan string // the lines written, read as they come
	done chan error
}

func serve(t *testing.T, spec string) *session {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, out: make(chan string, 1000), done: make(chan error, 1)}
	go func() {
		s.done <- engine.Serve(context.Background(), inR, outW, engine.ServeConfig{Player: spec, Seed: 1})
		outW.Close()
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.out <- sc.Text()
		}
		close(s.out)
	}()
	return s
}

func (s *session) send(lines ...string) {
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			s.t.Fatal(err)
		}
	}
}

// until reads lines until one starts with prefix, and returns them all.
func (s *session) until(prefix string) []string {
	s.t.Helper()
	var got []string
	timeout := time.After(10 * time.Second)
	for {
		select {
		case line, ok := <-s.out:
			if !ok {
				s.t.Fatalf("no %s in %q", prefix, got)
			}
			got = append(got, line)
			if strings.HasPrefix(line, prefix) {
				return got
			}
		case <-timeout:
			s.t.Fatalf("no %s within 10s in %q", prefix, got)
		}
	}
}

// TestServeStop: stop ends a search at once and bestmove follows; isready
// sent during a search is answered after it.
func TestServeStop(t *testing.T) {
	s := serve(t, "mcts(iterations=0,time=1h)")
	s.send("bao")
	s.until("baook")
	s.send("newgame kiswahili", "position start", "go", "isready")
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	s.send("stop")
	got := s.until("readyok")
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stop took %v", d)
	}
	if n := len(got); n < 2 || !strings.HasPrefix(got[n-2], "bestmove A") {
		t.Errorf("after stop: %q", got)
	}
	// go with limits of its own: the time-budgeted spec is replaced.
	s.send("position start moves A6>*", "go nodes 50")
	got = s.until("bestmove")
	if !strings.HasPrefix(got[len(got)-1], "bestmove a") || !strings.Contains(got[0], "nodes 50") {
		t.Errorf("go nodes 50: %q", got)
	}
	s.send("quit")
	if err := <-s.done; err != nil {
		t.Error(err)
	}
}

// TestServeErrors: what the engine does with what it cannot use.
func TestServeErrors(t *testing.T) {
	s := serve(t, "greedy")
	s.send("bao", "newgame kingulu", "position 4,4,4,4,4,4/4,4,4,4,4,4 S", "go")
	got := s.until("bestmove")
	if got[len(got)-1] != "bestmove none" || !slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "info string error position") }) {
		t.Errorf("bad position: %q", got)
	}
	s.send("newgame nosuch", "position start", "go")
	if got := s.until("bestmove"); got[len(got)-1] != "bestmove none" {
		t.Errorf("unknown variant: %q", got)
	}
	s.send("newgame kingulu", "frobnicate", "position start moves A1 a1", "go")
	if got := s.until("bestmove"); got[len(got)-1] != "bestmove none" {
		t.Errorf("illegal move in position: %q", got)
	}
	over := "0,0,0,0,0,0/0,0,0,0,0,0 S 24,24"
	if _, err := bao.ParseState(bao.MustLookup("kingulu"), over); err == nil {
		s.send("position "+over, "go")
		if got := s.until("bestmove"); got[len(got)-1] != "bestmove none" {
			t.Errorf("finished game: %q", got)
		}
	}
	s.send("position start moves A3", "go depth 1")
	if got := s.until("bestmove"); !strings.HasPrefix(got[len(got)-1], "bestmove a") {
		t.Errorf("after the errors: %q", got)
	}
	s.in.Close() // the end of the input ends the engine
	if err := <-s.done; err != nil {
		t.Error(err)
	}
}

// Example_serve shows a session of the engine side: the handshake, a game
// and a move. The info lines, whose times vary, are left out. The input is
// closed once the bestmove is read: its end would stop the search.
func Example_serve() {
	inR, in := io.Pipe()
	out, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- engine.Serve(context.Background(), inR, outW, engine.ServeConfig{Player: "alphabeta"})
		outW.Close()
	}()
	io.WriteString(in, `bao
setoption name seed value 7
newgame kingulu
position start moves A3
isready
go nodes 500
`)
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		line := lines.Text()
		if !strings.HasPrefix(line, "info") {
			fmt.Println(line)
		}
		if strings.HasPrefix(line, "bestmove") {
			in.Close() // the end of the session
		}
	}
	if err := <-done; err != nil {
		fmt.Println(err)
	}
	// Output:
	// id name bao alphabeta(depth=6,nodes=200000)
	// id author bao-games/bao
	// option name seed type spin default 0 min 0 max 18446744073709551615
	// variants bawo kete kingulu kiswahili kujifunza
	// baook
	// readyok
	// bestmove a1
}

// ExampleParseSpec reads the spec of an outside engine.
func ExampleParseSpec() {
	c, err := engine.ParseSpec(`engine(cmd=python3,args="greedy.py --name 'my engine'",movetime=200ms,opt.level=3)`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s %q %v %v\n", c.Cmd, c.Args, c.Go.MoveTime, c.Options)
	fmt.Println(c.Spec())
	// Output:
	// python3 ["greedy.py" "--name" "my engine"] 200ms [{level 3}]
	// engine(cmd=python3,args="greedy.py --name 'my engine'",movetime=200ms,opt.level=3)
}

// Example_player plays bao's own engine, started as an outside program,
// against the built-in random player. The program is this example's own
// binary here; elsewhere it is the bao command:
// engine(cmd=bao,args="engine -player alphabeta(nodes=2000)").
func Example_player() {
	exe, _ := os.Executable()
	spec := `engine(cmd="` + exe + `",args="toy 'serve:alphabeta(nodes=2000)'")`
	v := bao.MustLookup("kiswahili")
	p, err := engine.New(spec, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer p.Close()
	m, err := p.Choose(context.Background(), v, v.Start())
	fmt.Println(m, err, p.EngineName())
	// Output:
	// A7> <nil> bao alphabeta(depth=6,nodes=2000)
}

// TestServePVAsAnalyse: the pv of bao engine's info line is in move text
// with its annotations, as bao analyse prints it (player.NewReport of
// player.Analyse, the call bao analyse makes) and as bestmove gives the move.
func TestServePVAsAnalyse(t *testing.T) {
	const spec = "alphabeta(depth=4)"
	s := serve(t, spec)
	s.send("bao")
	s.until("baook")
	s.send("newgame kiswahili", "position start", "go")
	got := s.until("bestmove")
	s.send("quit")
	if err := <-s.done; err != nil {
		t.Error(err)
	}
	var pv []string
	for _, l := range got {
		if in, err := engine.ParseInfo(l); err == nil && strings.HasPrefix(l, "info") {
			pv = in.PV
		}
	}
	v := bao.MustLookup("kiswahili")
	p, err := player.New(spec, 1)
	if err != nil {
		t.Fatal(err)
	}
	a, err := player.Analyse(context.Background(), p, v, v.Start())
	if err != nil {
		t.Fatal(err)
	}
	want := player.NewReport(v, v.Start(), a).PV
	if !slices.Equal(pv, want) || !strings.HasSuffix(got[len(got)-1], " "+want[0]) {
		t.Errorf("info pv %q, bestmove %q; want pv %q as bao analyse's", pv, got[len(got)-1], want)
	}
}
