package player_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kiswahili"
	"github.com/bao-games/bao/player"
)

// Any player's choice as an Analysis: a searching player's with its score
// and principal variation, any other's with its move alone.
func ExampleAnalyse() {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	for _, spec := range []string{"alphabeta(depth=4)", "greedy"} {
		p, _ := player.New(spec, 1)
		a, err := player.Analyse(context.Background(), p, v, s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		r := player.NewReport(v, s, a)
		fmt.Println(r.Player, r.Move, len(r.PV) > 0)
	}
	// Output:
	// alphabeta(depth=4) A2># true
	// greedy A2># false
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
