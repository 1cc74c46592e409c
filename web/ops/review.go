package ops

import (
	"context"

	"github.com/bao-games/bao/review"
)

// ReviewRequest asks for the review of a game: its variant, start position
// (empty: the variant's) and moves, and the reviewing player (empty:
// review.DefaultPlayer; any other spec within the search limits).
type ReviewRequest struct {
	Variant string   `json:"variant"`
	Start   string   `json:"start,omitempty"`
	Moves   []string `json:"moves"`
	Player  string   `json:"player,omitempty"`
	Seed    uint64   `json:"seed,omitempty"`
}

// ReviewAnswer is the review of every move, the lines of `bao review`.
type ReviewAnswer struct {
	Plies []review.Ply `json:"plies"`
}

// Review answers the review operation: package review's Game on the game
// of req, each ply as `bao review` prints it. progress, when not nil,
// receives each step (the solver's positions, then every ply reviewed,
// with its line): the page's Web Worker posts them to the page as they
// come. The review stops at ctx's end (the server's request gone). A
// review is bounded by node budgets, not by Config.SearchTime.
func Review(ctx context.Context, cfg Config, req *ReviewRequest, progress func(review.Progress)) (*ReviewAnswer, error) {
	if req.Player != "" && req.Player != review.DefaultPlayer {
		p, err := NewPlayer(cfg, req.Player, req.Seed)
		if err != nil {
			return nil, err
		}
		if _, ext := p.(interface{ Close() error }); ext {
			return nil, fail(BadRequest, "player %s: an outside engine cannot review", p.Name())
		}
	}
	game, err := replayGame(Game{Variant: req.Variant, Position: req.Start}, req.Moves)
	if err != nil {
		return nil, err
	}
	plies, err := review.Game(ctx, game, review.Options{Player: req.Player, Seed: req.Seed, Progress: progress})
	if err != nil {
		return nil, fail(Unavailable, "%v", err)
	}
	return &ReviewAnswer{Plies: plies}, nil
}
