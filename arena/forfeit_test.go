package arena

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// sulker is an outside player of the tests (registered as "sulker(N)"): it
// plays the first legal move N times in a game, then forfeits; it names
// itself "sulky" once it has moved, and counts its Close calls.
type sulker struct {
	n, moved int
	closed   *int
	mu       *sync.Mutex
}

func (s *sulker) Name() string  { return "sulker(" + string(rune('0'+s.n)) + ")" }
func (s *sulker) Reseed(uint64) { s.moved = 0 }
func (s *sulker) EngineName() string {
	if s.moved == 0 {
		return ""
	}
	return "sulky"
}
func (s *sulker) Close() error {
	s.mu.Lock()
	*s.closed++
	s.mu.Unlock()
	return nil
}
func (s *sulker) Choose(ctx context.Context, v bao.Variant, st bao.State) (bao.Move, error) {
	legal := v.Legal(st, nil)
	if len(legal) == 0 {
		return bao.Move{}, player.ErrNoMove
	}
	s.moved++
	if s.moved > s.n {
		return bao.Move{}, &player.Forfeit{Reason: "sulking"}
	}
	return legal[0], nil
}

var (
	sulkerOnce   sync.Once
	sulkerMu     sync.Mutex
	sulkerClosed int
)

func registerSulker() {
	sulkerOnce.Do(func() {
		player.Register("sulker", func(spec string, seed uint64) (player.Player, error) {
			n := 0
			if rest, ok := strings.CutPrefix(spec, "sulker("); ok && len(rest) == 2 {
				n = int(rest[0] - '0')
			}
			return &sulker{n: n, closed: &sulkerClosed, mu: &sulkerMu}, nil
		})
	})
}

// TestForfeit: a player's forfeit loses its game with the forfeit's reason,
// the run goes on, the record names the outside player, and every worker
// closes its players.
func TestForfeit(t *testing.T) {
	registerSulker()
	sulkerMu.Lock()
	sulkerClosed = 0
	sulkerMu.Unlock()
	v := bao.MustLookup("kiswahili")
	recs, sum, err := Play(context.Background(), Config{Variant: v, A: "sulker(3)", B: "greedy", Games: 4, Workers: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Games != 4 {
		t.Errorf("%d games", sum.Games)
	}
	for _, r := range recs {
		if r.Winner != r.A.Other().String()[:1] || r.Reason != "sulking" {
			t.Errorf("game %d: %s %q", r.Game, r.Winner, r.Reason)
		}
		if r.Plies != 6+int(r.A) { // three moves each, and South one more when the sulker is North
			t.Errorf("game %d: %d plies", r.Game, r.Plies)
		}
		line := string(r.AppendJSON(nil))
		want := `"south":"sulker(3)","north":"greedy","south_engine":"sulky",`
		if r.A == bao.North {
			want = `"south":"greedy","north":"sulker(3)","north_engine":"sulky",`
		}
		if !strings.Contains(line, want) {
			t.Errorf("game %d: %s", r.Game, line)
		}
	}
	sulkerMu.Lock()
	defer sulkerMu.Unlock()
	if sulkerClosed != 2 {
		t.Errorf("%d players closed, want 2 (one a worker)", sulkerClosed)
	}
}
