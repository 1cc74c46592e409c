package ops

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/web/static"
)

// ---- info

// OptionInfo is one rule option of a variant, from the registry.
type OptionInfo = bao.Option

// VariantInfo describes one registered variant (bao.Listings).
type VariantInfo = bao.Listing

// InfoAnswer is the answer of the info operation (GET /api/info).
type InfoAnswer struct {
	Variant  string        `json:"variant"` // the variant the page starts with
	Variants []VariantInfo `json:"variants"`
	Players  []string      `json:"players"`  // names of the built-in players
	Examples []string      `json:"examples"` // player specs to offer
	Levels   []LevelInfo   `json:"levels"`   // the strength levels, weakest first
	Default  string        `json:"default"`  // the name of the level offered first
	Limits   string        `json:"limits"`   // the search limits, in words
	// Operations are the operations this engine answers (Names).
	Operations []string `json:"operations"`
}

// LevelInfo is one strength level of the computer (player.Levels).
type LevelInfo struct {
	Name        string `json:"name"`
	Spec        string `json:"spec"`
	Description string `json:"description"`
	LimitMS     int64  `json:"limit_ms"` // the longest one move of the level may take
}

// Info returns the answer of the info operation: what the page offers.
func Info(cfg Config) *InfoAnswer {
	cfg = cfg.withDefaults()
	in := &InfoAnswer{
		Variant:  cfg.Variant,
		Variants: bao.Listings(),
		Players:  player.Names(),
		Examples: []string{"best", "solve(time=1s)", "random", "greedy", "alphabeta(depth=4)", "alphabeta(depth=6)", "mcts(iterations=2000)"},
		Levels:   []LevelInfo{},
		Default:  player.DefaultLevel,
		Limits:   limitsText(cfg.SearchTime),
		// A copy: the page may not change Names.
		Operations: append([]string(nil), Names...),
	}
	for _, l := range player.Levels() {
		in.Levels = append(in.Levels, LevelInfo{Name: l.Name, Spec: l.Spec, Description: l.Description, LimitMS: l.Limit.Milliseconds()})
	}
	in.Examples = append(in.Examples, cfg.Engines...) // the outside engines allowed
	return in
}

// ---- positions

// Game names a position: the variant spec and the position text (empty:
// the variant's start position). South and North are the players' names
// written on the board; Highlight a pit label to mark (the start of the
// last move).
type Game struct {
	Variant   string `json:"variant"`
	Position  string `json:"position,omitempty"`
	South     string `json:"south,omitempty"`
	North     string `json:"north,omitempty"`
	Highlight string `json:"highlight,omitempty"`
	// Narrow asks for the upright picture of a phone held upright
	// (render.Options.Narrow).
	Narrow bool `json:"narrow,omitempty"`
	// Lang is the language of the words of the picture, a column of the
	// page's words table (package web/static: "en", "sw"); empty:
	// English.
	Lang string `json:"lang,omitempty"`
}

// words returns the words of the picture in g's language
// (render.Options.Words): nil for English.
func (g *Game) words() func(string) string {
	if g.Lang == "" || g.Lang == "en" {
		return nil
	}
	return static.Table().In(g.Lang)
}

// maxName bounds the players' names drawn on the board.
const maxName = 80

// load looks up the variant and reads the position of g.
func (g *Game) load() (bao.Variant, bao.State, error) {
	if g.Variant == "" {
		return nil, bao.State{}, fail(BadRequest, "missing field \"variant\"")
	}
	v, err := bao.Lookup(g.Variant)
	if err != nil {
		return nil, bao.State{}, err
	}
	if len(g.South) > maxName || len(g.North) > maxName {
		return nil, bao.State{}, fail(BadRequest, "a player's name is longer than %d bytes", maxName)
	}
	if t := static.Table(); g.Lang != "" && !t.Has(g.Lang) {
		return nil, bao.State{}, fail(BadRequest, "field \"lang\": no language %q in the words table (it has %s)", g.Lang, strings.Join(t.Languages(), ", "))
	}
	if g.Position == "" {
		return v, v.Start(), nil
	}
	st, err := bao.ParseState(v, strings.TrimSpace(g.Position))
	if err != nil {
		return nil, bao.State{}, err
	}
	return v, st, nil
}

// LegalMove is one legal move: its move text, its text with annotations,
// and the pit it starts from.
type LegalMove struct {
	Move string `json:"move"` // "A6>"
	Text string `json:"text"` // "A6>*"
	Pit  string `json:"pit"`  // "A6"
}

// View is a position as the page shows it: its text, its picture (the SVG
// of package render, one <g class="pit"> per pit whose <title> begins with
// the pit's label), the legal moves and the outcome.
type View struct {
	Variant  string      `json:"variant"`  // canonical spec
	Position string      `json:"position"` // canonical position text
	Side     string      `json:"side"`     // "S" or "N": to move (or who would move)
	SVG      string      `json:"svg"`
	Legal    []LegalMove `json:"legal"`
	Over     bool        `json:"over"`
	Winner   string      `json:"winner"`  // "S", "N", "draw" or ""
	Outcome  string      `json:"outcome"` // in the request's language (render.Options.Outcome)
}

// view builds the View of st.
func view(v bao.Variant, st bao.State, g *Game, opt render.Options) View {
	o := v.Outcome(st)
	opt.Words = g.words()
	vw := View{
		Variant:  v.Name(),
		Position: bao.FormatState(v, st),
		Side:     string(st.Side.Letter()),
		Legal:    []LegalMove{},
		Over:     o.Over(),
		Winner:   o.WinnerText(),
		Outcome:  opt.Outcome(o), // o.String() in English
	}
	for _, c := range bao.Children(v, st, nil) {
		vw.Legal = append(vw.Legal, LegalMove{
			Move: c.Move.String(),
			Text: c.Move.String() + bao.Annotate(v, st, c.Move, c.State).String(),
			Pit:  c.Move.Pit.String(),
		})
	}
	opt.Labels = true
	opt.Narrow = g.Narrow
	opt.South, opt.North = g.South, g.North
	if opt.Highlight == bao.NoPit && g.Highlight != "" {
		if x, err := bao.ParsePit(g.Highlight); err == nil && v.Geometry().Contains(x) {
			opt.Highlight = x
		}
	}
	vw.SVG = render.SVG(v, st, opt)
	return vw
}

// Position answers the position operation: the View of the position g.
func Position(g *Game) (*View, error) {
	v, st, err := g.load()
	if err != nil {
		return nil, err
	}
	vw := view(v, st, g, render.Options{})
	return &vw, nil
}

// ---- move

// MoveRequest asks to play a move (move text, annotations optional and
// checked) in a position.
type MoveRequest struct {
	Game
	Move string `json:"move"`
}

// Change is one pit (or store) whose count a move changed: Pit is a pit
// label, or "storeS", "storeN".
type Change = render.Change

// Frame is one picture of a move's animation (render.Frames), with a
// line saying what it shows.
type Frame = render.Frame

// MoveAnswer is the answer of the move operation.
type MoveAnswer struct {
	Move string `json:"move"` // the move text with its annotations: "A7<**"
	// Summary says what the move did, in the request's language
	// (render.Options.Summary), as the frames' notes are.
	Summary string   `json:"summary"`
	Changes []Change `json:"changes"`
	// Frames are the pictures of the move's animation, the first showing
	// the position before it with the start pit marked, the last the
	// position after it. In between come, for a variant that implements
	// bao.Tracer (all of this module's do), the positions after each lap
	// but the last, at most MaxFrames frames in all.
	Frames []Frame `json:"frames"`
	View   View    `json:"view"` // the position after the move
}

// MaxFrames bounds the frames of one move's animation: the position
// before the move, at most MaxFrames-2 laps, the position after it.
const MaxFrames = 200

// Play answers the move operation: it plays req.Move and describes it.
func Play(req *MoveRequest) (*MoveAnswer, error) {
	v, before, err := req.load()
	if err != nil {
		return nil, err
	}
	if req.Move == "" {
		return nil, fail(BadRequest, "missing field \"move\"")
	}
	if o := v.Outcome(before); o.Over() {
		return nil, fail(Unprocessable, "%s", req.word("move.over", "move", req.Move, "outcome", req.outcome(o)))
	}
	m, after, err := bao.ReadMove(v, before, strings.TrimSpace(req.Move))
	if err != nil && errors.Is(err, bao.ErrIllegalMove) && !req.english() {
		return nil, &Error{Status: Unprocessable, Msg: req.illegal(err), err: err}
	}
	if err != nil {
		return nil, err
	}
	e, err := render.Describe(v, before, m, MaxFrames-1)
	if err != nil {
		return nil, err
	}
	ans := &MoveAnswer{Move: e.Text, Summary: render.Options{Words: req.words()}.Summary(e), Changes: e.Changes()}
	ans.View = view(v, after, &req.Game, render.Options{Highlight: m.Pit})
	ans.Frames = render.Frames(v, e, render.Options{Labels: true, Narrow: req.Narrow, South: req.South, North: req.North, Words: req.words()}, MaxFrames)
	// The last frame is the view's picture, which marks the request's
	// Highlight when the move has no start pit (a Bawo gambit).
	ans.Frames[len(ans.Frames)-1].SVG = ans.View.SVG
	return ans, nil
}

// ---- analyse

// AnalyseRequest asks a player for its move in a position.
type AnalyseRequest struct {
	Game
	Player string `json:"player"` // a player spec of package player
	Seed   uint64 `json:"seed"`
}

// Analysis is the answer of the analyse operation: the player's report in the
// form of `bao analyse` (player.Report: the move with its annotations, and
// for the searching players the score, proofs, depth, nodes, principal
// variation and every root move's score or visits and value), and the time
// the search took.
type Analysis struct {
	player.Report
	ElapsedMS float64 `json:"elapsed_ms"`
}

// Analyse asks the player req.Player for its move in the position of req,
// within the search limits and cfg.SearchTime, under ctx: the answer of
// the analyse operation.
func Analyse(ctx context.Context, cfg Config, req *AnalyseRequest) (*Analysis, error) {
	cfg = cfg.withDefaults()
	v, st, err := req.load()
	if err != nil {
		return nil, err
	}
	if o := v.Outcome(st); o.Over() {
		return nil, fail(Unprocessable, "the game is over (%v): there is no move to choose", o)
	}
	p, err := NewPlayer(cfg, req.Player, req.Seed)
	if err != nil {
		return nil, err
	}
	if c, ok := p.(io.Closer); ok {
		defer c.Close() // an outside engine's process
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.SearchTime)
	defer cancel()
	t0 := time.Now()
	a, err := player.Analyse(ctx, p, v, st)
	if err != nil {
		return nil, fail(Unavailable, "search failed: %v", err)
	}
	return &Analysis{Report: player.NewReport(v, st, a), ElapsedMS: float64(time.Since(t0).Microseconds()) / 1000}, nil
}

// maxEngineSpec bounds the length of an engine's spec in a request.
const maxEngineSpec = 4096

// limits are the search limits: a player spec beyond them is refused with
// 400.
var limits = player.Limits{
	Depth:        12,
	Nodes:        2_000_000,
	TableSize:    1 << 20,
	Iterations:   20_000,
	PlayoutPlies: 1000,
	Time:         5 * time.Second,
	Memory:       256 << 20, // bytes of one MCTS tree (mem=)
}

// limitsText says the search limits in words, with the time after which
// every search stops.
func limitsText(search time.Duration) string {
	return limits.String() + "; every search stops after " + search.String()
}

// maxSpec bounds the length of a player spec.
const maxSpec = 200

// NewPlayer builds the player of spec, once: a strength level's spec
// (player.Levels) as it is; an outside engine only when
// cfg.Engines allows it (its spec may be up to maxEngineSpec long),
// any other player only within the search limits, so that one request
// cannot occupy the machine or its memory.
func NewPlayer(cfg Config, spec string, seed uint64) (player.Player, error) {
	if spec == "" {
		return nil, fail(BadRequest, "missing field \"player\": want a player spec such as alphabeta(depth=4)")
	}
	tooLong := fail(BadRequest, "player spec longer than %d bytes", maxSpec)
	if len(spec) > maxEngineSpec {
		return nil, tooLong
	}
	// A strength level's own spec is allowed as it is: the levels bound
	// their time themselves (player.Level.Limit).
	for _, l := range player.Levels() {
		if strings.TrimSpace(spec) == l.Spec {
			return player.New(l.Spec, seed)
		}
	}
	p, err := player.NewWithin(spec, seed, limits, cfg.Engines)
	var no *player.Refusal
	_, engine := p.(player.External)
	if errors.As(err, &no) {
		engine = no.Engine
	}
	switch {
	case len(spec) > maxSpec && !engine:
		return nil, tooLong
	case no != nil && no.Engine:
		return nil, fail(BadRequest, "player %s: outside engines are not allowed here, but for those bao serve was started with (bao serve -engine SPEC); the page in a browser alone has none", no.Player)
	case no != nil:
		return nil, fail(BadRequest, "player %s: %v on this page", no.Player, no.Err)
	case err != nil:
		return nil, fail(BadRequest, "%v", err)
	}
	return p, nil
}

// ---- record

// RecordRequest carries game records to load: the text format of package
// record (one or more records), or selfplay JSON lines (package arena),
// told apart by the first character that is not white space ("{" for
// JSON).
type RecordRequest struct {
	Text string `json:"text"`
}

// LoadedGame is one game of a loaded record, replayed with every move
// checked: its positions, one per ply, start included. Error reports the
// first illegal move (the game stops before it) or a result that does not
// agree with the moves.
type LoadedGame struct {
	Variant   string            `json:"variant"`
	Tags      map[string]string `json:"tags"`
	Moves     []string          `json:"moves"`     // annotated move texts, as replayed
	Positions []string          `json:"positions"` // len(Moves)+1 position texts
	Result    string            `json:"result"`
	Error     string            `json:"error,omitempty"`
}

// RecordAnswer is the answer of the record operation.
type RecordAnswer struct {
	Format string       `json:"format"` // "record" or "json"
	Games  []LoadedGame `json:"games"`
	// More reports games beyond the MaxGames that are loaded.
	More bool `json:"more,omitempty"`
}

// MaxGames and MaxTotalMoves bound the games loaded from one request, and
// the moves of all of them; a text with more is loaded up to the bound,
// with More set.
const (
	MaxGames      = 100
	MaxTotalMoves = 20000
)

// LoadRecords answers the record operation: it reads and replays the
// records of text: game records or selfplay JSON lines, read and checked
// by package record (record.Reader, Record.Replay), as bao replay reads
// them.
func LoadRecords(text string) (*RecordAnswer, error) {
	if strings.TrimLeft(text, " \t\r\n\ufeff") == "" {
		return nil, fail(BadRequest, "no record: paste a game record or selfplay JSON lines")
	}
	rd := record.NewReader(strings.NewReader(text))
	ans, what := &RecordAnswer{Format: "record", Games: []LoadedGame{}}, "game record"
	if rd.JSON() {
		ans.Format, what = "json", "selfplay JSON line"
	}
	total := 0 // moves of the games loaded
	for n := 1; ; n++ {
		rg, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fail(BadRequest, "%s %d: %v", what, n, err)
		}
		if len(rg.Moves) > MaxMoves {
			return nil, fail(BadRequest, "%s %d: more than %d moves", what, n, MaxMoves)
		}
		if len(ans.Games) == MaxGames || total+len(rg.Moves) > MaxTotalMoves {
			ans.More = true
			break
		}
		total += len(rg.Moves)
		g, err := rg.Replay()
		if g == nil { // an unknown variant, a Start that does not read
			return nil, fail(StatusOf(err), "%s %d: %v", what, n, err)
		}
		ans.Games = append(ans.Games, *loadedGame(g, rg.Tags, err))
	}
	if len(ans.Games) == 0 {
		return nil, fail(BadRequest, "no game record in the text")
	}
	return ans, nil
}

// loadedGame returns the LoadedGame of g, a game replayed from a record
// with the tags tags, whose replay ended with err (nil: none): its
// positions and annotated moves up to the first illegal move, if any.
func loadedGame(g *bao.Game, tags map[string]string, err error) *LoadedGame {
	v := g.Variant()
	lg := &LoadedGame{Variant: v.Name(), Tags: tags, Moves: []string{}, Positions: []string{bao.FormatState(v, g.Start())}, Result: tags["Result"]}
	for k, m := range g.Moves() {
		lg.Moves = append(lg.Moves, bao.MoveText(v, g.StateAt(k), m)) // legal: replayed
		lg.Positions = append(lg.Positions, bao.FormatState(v, g.StateAt(k+1)))
	}
	if err != nil {
		lg.Error = err.Error()
	}
	return lg
}

// ---- export

// ExportRequest asks for the game record of a game: its variant, start
// position (empty: the variant's) and moves, and optional names.
type ExportRequest struct {
	Variant string   `json:"variant"`
	Start   string   `json:"start,omitempty"`
	Moves   []string `json:"moves"`
	South   string   `json:"south,omitempty"`
	North   string   `json:"north,omitempty"`
	Seed    string   `json:"seed,omitempty"`
}

// ExportAnswer holds the record text.
type ExportAnswer struct {
	Record string `json:"record"`
}

// MaxMoves bounds the moves of an exported game.
const MaxMoves = 5000

// replayGame replays moves (at most MaxMoves, each legal) from the
// position of g.
func replayGame(g Game, moves []string) (*bao.Game, error) {
	if len(moves) > MaxMoves {
		return nil, fail(BadRequest, "more than %d moves", MaxMoves)
	}
	v, st, err := g.load()
	if err != nil {
		return nil, err
	}
	return bao.ReplayText(v, st, moves)
}

// Export answers the export operation: the record of the game req.
func Export(req *ExportRequest) (*ExportAnswer, error) {
	game, err := replayGame(Game{Variant: req.Variant, Position: req.Start, South: req.South, North: req.North}, req.Moves)
	if err != nil {
		return nil, err
	}
	tags := map[string]string{record.TagSouth: req.South, record.TagNorth: req.North, record.TagSeed: req.Seed} // FromGame gives the Date (UTC)
	var b bytes.Buffer
	if err := record.FromGame(game, tags).Write(&b); err != nil {
		return nil, fail(BadRequest, "%v", err)
	}
	return &ExportAnswer{Record: b.String()}, nil
}

// Replay answers the replay operation: the game of req (its variant,
// start position and moves; names and seed are not used) replayed with
// every move checked, as a LoadedGame: its annotated moves and positions
// up to the first move that is not legal, whose error is then in Error.
// The page restores a game from its link or its storage with it.
func Replay(req *ExportRequest) (*LoadedGame, error) {
	if len(req.Moves) > MaxMoves {
		return nil, fail(BadRequest, "more than %d moves", MaxMoves)
	}
	g := Game{Variant: req.Variant, Position: req.Start}
	v, st, err := g.load()
	if err != nil {
		return nil, err
	}
	game, err := bao.NewGameFrom(v, st)
	if err != nil {
		return nil, err
	}
	for i, text := range req.Moves {
		if o := game.Outcome(); o.Over() {
			err = fmt.Errorf("move %d, %s: the game is over (%v)", i+1, text, o)
			break
		}
		if _, e := game.PlayText(strings.TrimSpace(text)); e != nil {
			err = fmt.Errorf("move %d: %w", i+1, e)
			break
		}
	}
	return loadedGame(game, map[string]string{}, err), nil
}
