package render

import (
	"slices"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
)

// english holds the words of the SVG picture, and of the outcome, the
// notes of a move's frames and its summary (Options.Outcome, Frames,
// Options.Summary), by their id: the English words render writes when
// Options.Words is nil. A text in braces ({side})
// is replaced by what it names. The ids are those of the rows of the
// page's words table (web/static/words.tsv), whose "en" column holds the
// same texts, so that the page draws the board in any language of the
// table.
var english = map[string]string{
	"south":                   "South",
	"north":                   "North",
	"board.title":             "Bao position",
	"board.tomove":            "{side} to move",
	"board.gameover":          "Game over: {outcome}",
	"board.wins":              "{side} wins",
	"board.draw":              "draw",
	"board.reason.frontempty": "front row empty",
	"board.reason.nolegal":    "no legal move",
	"board.inprogress":        "game in progress",
	"board.store":             "store",
	"board.bank":              "bank",
	"board.storetitle":        "{side} {store}: {n}",
	"board.houses":            "house (dashed: no longer owned); houses owned: {houses}",
	"board.flags":             "kuu moved: {moved}; gambit pending: {gambit}",
	"board.restricted":        "restricted pit: {pit}",
	"board.reserved":          "reserved by {side}: {pits}",
	"board.lastmove":          "last move started at",
	"board.plays":             "{side} plays {move} from",
	// The notes of a move's frames and its summary (Frames, Summary).
	"move.plays":       "{side} plays {move}",
	"move.lap":         "{side} plays {move}: lap {k} of {n}",
	"move.lapmore":     "{side} plays {move}: lap {k} of more than {n} (the rest not shown)",
	"move.played":      "{side} played {move}",
	"move.takasa":      "takasa (no capture)",
	"move.taken1":      "{n} seed taken from {pits} {list}",
	"move.taken":       "{n} seeds taken from {pits} {list}",
	"move.pit":         "{side}'s pit",
	"move.pits":        "{side}'s pits",
	"move.storechange": "{side}'s {store} {before} → {after}",
	"move.houselost":   "{side}'s house lost",
	"move.takasia":     "takasia: {pit} restricted",
	"move.restricted":  "restricted: {pit} restricted",
	"move.reserves":    "{side} reserves {pits}",
	"move.gameover":    "game over: {outcome}",
}

// WordIDs returns the ids of the words of the SVG picture and of the
// texts beside it (see Options.Words), sorted.
func WordIDs() []string {
	ids := make([]string, 0, len(english))
	for id := range english {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// English returns the English text of the word id of the SVG picture,
// its braces unreplaced ("{side} to move"), or "" for an id that is not
// one of WordIDs.
func English(id string) string { return english[id] }

// word returns the word id in the picture's language, its braces
// replaced by args (name, value, name, value ...).
func (d *drawing) word(id string, args ...string) string { return d.opt.Word(id, args...) }

// Word returns the word id in the language of o.Words (its English,
// English(id), where Words is nil or gives ""), its braces replaced by
// args (name, value, name, value ...): Word("board.tomove", "side",
// "South") is "South to move".
func (o Options) Word(id string, args ...string) string {
	s := ""
	if o.Words != nil {
		s = o.Words(id)
	}
	if s == "" {
		s = english[id]
	}
	for i := 0; i+1 < len(args); i += 2 {
		s = strings.ReplaceAll(s, "{"+args[i]+"}", args[i+1])
	}
	return s
}

// side returns the name of player p in the picture's language.
func (d *drawing) side(p bao.Player) string { return d.opt.side(p) }

// side returns the name of player p in the language of o.Words.
func (o Options) side(p bao.Player) string {
	if p == bao.North {
		return o.Word("north")
	}
	return o.Word("south")
}

// storeName returns the word of the seeds off the board, store or bank
// (storeWord), in the picture's language.
func (d *drawing) storeName() string { return d.word("board." + storeWord(d.g)) }

// outcome returns the outcome o in the picture's language.
func (d *drawing) outcome(o bao.Outcome) string { return d.opt.Outcome(o) }

// Outcome returns the outcome x in the language of o.Words, as
// bao.Outcome.String writes it in English, byte for byte when Words is
// nil: "South wins (front row empty)", "North wins 26-22 (no legal
// move)", "draw 24-24", "game in progress". The page of package web
// shows it under the board.
func (o Options) Outcome(x bao.Outcome) string {
	var s string
	switch x.Result {
	case bao.Won:
		s = o.Word("board.wins", "side", o.side(x.Winner))
	case bao.Drawn:
		s = o.Word("board.draw")
	case bao.Ongoing:
		return o.Word("board.inprogress")
	default:
		return x.String()
	}
	if x.Scored {
		first := bao.South
		if x.Result == bao.Won && x.Winner == bao.North {
			first = bao.North
		}
		s += " " + strconv.Itoa(x.Score[first]) + "-" + strconv.Itoa(x.Score[first.Other()])
	}
	switch x.Reason {
	case bao.NotOver:
	case bao.FrontRowEmpty:
		s += " (" + o.Word("board.reason.frontempty") + ")"
	case bao.NoLegalMove:
		s += " (" + o.Word("board.reason.nolegal") + ")"
	default:
		s += " (" + x.Reason.String() + ")"
	}
	return s
}
