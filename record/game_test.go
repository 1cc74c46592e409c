package record

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

func TestReplayExample15(t *testing.T) {
	g, err := example15.Replay()
	if err != nil {
		t.Fatal(err)
	}
	const final = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"
	if got := bao.FormatState(g.Variant(), g.State()); got != final {
		t.Errorf("final position %s, want %s", got, final)
	}
	if o := g.Outcome(); o.WinnerText() != "S" || o.Reason != bao.FrontRowEmpty {
		t.Errorf("outcome %v", o)
	}
}

func TestReplayErrors(t *testing.T) {
	with := func(change func(r *Record)) *Record {
		r := &Record{Tags: map[string]string{}, Moves: append([]string(nil), example15.Moves...)}
		for k, v := range example15.Tags {
			r.Tags[k] = v
		}
		change(r)
		return r
	}
	for _, tc := range []struct {
		name string
		r    *Record
		ply  int // 0: not a ReplayError
		want string
	}{
		{"illegal", with(func(r *Record) { r.Moves[2] = "A8<" }), 3, "move 3 (A8<): illegal move"},
		{"wrong annotation", with(func(r *Record) { r.Moves[4] = "A2>*" }), 5, "move 5 (A2>*)"},
		{"after the end", with(func(r *Record) { r.Moves = append(r.Moves, "a1<") }), 6, "move 6 (a1<)"},
		{"wrong result", with(func(r *Record) { r.Tags["Result"] = "N" }), 0, `the Result tag is "N", but the game ends: South wins (front row empty)`},
		{"unfinished marked finished", with(func(r *Record) { r.Moves = r.Moves[:4] }), 0, `the Result tag is "S", but the game is not over`},
		{"finished marked unfinished", with(func(r *Record) { r.Tags["Result"] = "*" }), 0, `the Result tag is "*", but the game ends`},
		{"unknown variant", with(func(r *Record) { r.Tags["Variant"] = "chess" }), 0, `unknown variant "chess"`},
		{"bad option", with(func(r *Record) { r.Tags["Variant"] = "kiswahili(x=y)" }), 0, "no option"},
		{"bad start", with(func(r *Record) { r.Tags["Start"] = "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0" }), 0, "Start tag"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.r.Replay()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Replay: error %v, want one containing %q", err, tc.want)
			}
			var re *bao.ReplayError
			if tc.ply != 0 {
				if !errors.As(err, &re) || re.Ply != tc.ply {
					t.Errorf("error %#v, want a *bao.ReplayError for move %d", err, tc.ply)
				}
				if !errors.Is(err, bao.ErrIllegalMove) {
					t.Errorf("error %v does not match bao.ErrIllegalMove", err)
				}
			} else if errors.As(err, &re) {
				t.Errorf("error %v is a ReplayError", err)
			}
			if strings.Contains(tc.want, "Result tag") && !errors.Is(err, ErrResult) {
				t.Errorf("error %v does not match ErrResult", err)
			}
		})
	}
}

func TestResignedGame(t *testing.T) {
	r := &Record{
		Tags:  map[string]string{"Variant": "kiswahili", "Result": "N", "Reason": "resigned"},
		Moves: []string{"A7>*", "a6<*"},
	}
	if _, err := r.Replay(); err != nil {
		t.Errorf("Replay of a resigned game: %v", err)
	}
	g, _ := r.Replay()
	got := FromGame(g, r.Tags)
	if got.Tags["Result"] != "N" || got.Tags["Reason"] != "resigned" {
		t.Errorf("FromGame kept %v", got.Tags)
	}
	got = FromGame(g, map[string]string{"Result": "N"})
	if got.Tags["Result"] != "*" {
		t.Errorf("FromGame of an unfinished game without a reason: Result %q, want *", got.Tags["Result"])
	}
}

// TestFromGameRoundTrip plays random games of every registered variant, from
// the start and from a later position, and checks that their records are
// written, read and replayed to the same game.
func TestFromGameRoundTrip(t *testing.T) {
	names := bao.Names()
	if len(names) < 2 {
		t.Fatalf("variants %v", names)
	}
	for _, name := range names {
		v := bao.MustLookup(name)
		for seed := range uint64(6) {
			p, err := player.New("random", seed)
			if err != nil {
				t.Fatal(err)
			}
			g := bao.NewGame(v)
			skip := int(seed) // games with seed > 0 start from a later position
			for !g.Outcome().Over() && g.Ply() < 400 {
				m, err := p.Choose(context.Background(), v, g.State())
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				if g.Ply() == skip {
					g, _ = bao.NewGameFrom(v, g.State())
					skip = -1
				}
			}
			r := FromGame(g, map[string]string{"South": "random", "North": "random", "Seed": "7", "Round": "1"})
			var b bytes.Buffer
			if err := r.Write(&b); err != nil {
				t.Fatal(err)
			}
			back, err := Read(&b)
			if err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			if diff := cmp.Diff(r, back); diff != "" {
				t.Fatalf("%s: round trip (-want +got):\n%s", name, diff)
			}
			g2, err := back.Replay()
			if err != nil {
				t.Fatalf("%s seed %d: Replay: %v", name, seed, err)
			}
			if g2.State() != g.State() || g2.Start() != g.Start() || !cmp.Equal(g2.Moves(), g.Moves()) {
				t.Errorf("%s seed %d: the replayed game differs", name, seed)
			}
			_, hasStart := r.Tags["Start"]
			if hasStart != (seed > 0) {
				t.Errorf("%s seed %d: Start tag %q", name, seed, r.Tags["Start"])
			}
			if o := g.Outcome(); o.Scored {
				if r.Tags["Score"] == "" {
					t.Errorf("%s: no Score tag for %v", name, o)
				}
				bad := *back
				bad.Tags = map[string]string{}
				for k, v := range back.Tags {
					bad.Tags[k] = v
				}
				bad.Tags["Score"] = "0-0"
				if _, err := bad.Replay(); !errors.Is(err, ErrResult) {
					t.Errorf("%s: a wrong Score tag: %v", name, err)
				}
			}
		}
	}
}

// TestReplayTo checks ReplayTo against Replay: every prefix of a record is
// the game's prefix, all of it for a negative count, and a count beyond
// the moves is an error, not a panic; an illegal move is a
// *bao.ReplayError.
func TestReplayTo(t *testing.T) {
	r := &Record{Tags: map[string]string{TagVariant: "kiswahili", TagResult: "S"}, Moves: []string{"A7>", "a6<", "A6<", "a5<", "A2>"}}
	v, err := r.Variant()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for n := -1; n <= len(r.Moves); n++ {
		g, err := r.ReplayTo(v, n)
		if err != nil {
			t.Fatalf("ReplayTo(%d): %v", n, err)
		}
		want := n
		if n < 0 {
			want = whole.Ply()
		}
		if g.Ply() != want || g.State() != whole.StateAt(want) {
			t.Errorf("ReplayTo(%d): ply %d, position %v", n, g.Ply(), g.State())
		}
	}
	if _, err := r.ReplayTo(v, len(r.Moves)+1); err == nil {
		t.Error("ReplayTo beyond the moves: no error")
	}
	r.Moves[3] = "a1<"
	var re *bao.ReplayError
	if g, err := r.ReplayTo(v, -1); !errors.As(err, &re) || re.Ply != 4 || g.Ply() != 3 {
		t.Errorf("illegal 4th move: %v", err)
	}
}

// TestFromGameFillsDateAndGenerator: FromGame gives a record the day it is
// made (UTC) and the version that made it, unless the tags give them; the
// players and the seed, which a Game does not know, stay unknown.
func TestFromGameFillsDateAndGenerator(t *testing.T) {
	g := bao.NewGame(bao.MustLookup("kiswahili"))
	before := time.Now().UTC().Format(DateLayout)
	r := FromGame(g, nil)
	after := time.Now().UTC().Format(DateLayout)
	if d := r.Tags[TagDate]; d != before && d != after {
		t.Errorf("Date %q, want %q", d, after)
	}
	if gen := r.Tags[TagGenerator]; gen != bao.Version() {
		t.Errorf("Generator %q, want %q", gen, bao.Version())
	}
	for _, tag := range []string{TagSouth, TagNorth, TagSeed} {
		if r.Tags[tag] != Unknown {
			t.Errorf("%s %q, want %q", tag, r.Tags[tag], Unknown)
		}
	}
	r = FromGame(g, map[string]string{TagDate: Unknown, TagGenerator: "client 1.0", TagSeed: "7"})
	if r.Tags[TagDate] != Unknown || r.Tags[TagGenerator] != "client 1.0" || r.Tags[TagSeed] != "7" {
		t.Errorf("tags given: %v", r.Tags)
	}
	// Written after the tags of the format, and read back.
	text := r.String()
	if !strings.Contains(text, "[Result \"*\"]\n[Generator \"client 1.0\"]\n") {
		t.Errorf("Generator not after the other tags:\n%s", text)
	}
	back, err := Read(strings.NewReader(text))
	if err != nil || back.Tags[TagGenerator] != "client 1.0" {
		t.Errorf("read back: %v, %v", back, err)
	}
}
