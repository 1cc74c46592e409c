package player_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	_ "github.com/bao-games/bao/kiswahili"
	"github.com/bao-games/bao/player"
)

// Any player's choice as an Analysis, shown as a Report: a searching
// player's with its principal variation, any other's with its move alone.
func ExampleAnalyse() {
	ctx, v := context.Background(), bao.MustLookup("kingulu")
	search, _ := player.New("alphabeta(depth=3)", 1)
	for _, p := range []player.Player{player.NewGreedy(1), search} {
		a, err := player.Analyse(ctx, p, v, v.Start())
		if err != nil {
			fmt.Println(err)
			continue
		}
		r := player.NewReport(v, v.Start(), a)
		fmt.Println(r.Player, r.Move, len(r.PV))
	}
	// Output:
	// greedy A3 0
	// alphabeta(depth=3,nodes=200000) A3 3
}

// cheat is a player that plays a move that is not legal.
type cheat struct{}

func (cheat) Name() string { return "cheat" }
func (cheat) Choose(context.Context, bao.Variant, bao.State) (bao.Move, error) {
	return bao.Move{Pit: bao.NoPit}, nil
}

// TestAnalyseIllegal checks that an illegal choice is an error naming the
// player, not an Analysis.
func TestAnalyseIllegal(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	_, err := player.Analyse(context.Background(), cheat{}, v, v.Start())
	if err == nil || !strings.Contains(err.Error(), "player cheat chose an illegal move") {
		t.Errorf("err = %v, want an illegal move of player cheat", err)
	}
}
