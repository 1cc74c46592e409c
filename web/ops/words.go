package ops

import (
	"errors"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/web/static"
)

// word returns the word id of the page's words table in g's language
// (English when g.Lang is empty), its braces replaced by args (name,
// value, name, value ...).
func (g *Game) word(id string, args ...string) string {
	lang := g.Lang
	if lang == "" {
		lang = "en"
	}
	return render.Options{Words: static.Table().In(lang)}.Word(id, args...)
}

// english reports whether g asks for English words.
func (g *Game) english() bool { return g.Lang == "" || g.Lang == "en" }

// illegal returns the message of err, an error of a move that the rules
// do not allow, in g's language. In English it is err's own message, the
// rules engine's words. In another language, an illegal move that names
// its rule (a *bao.MoveError) is said with the row why.illegal of the
// words table and the row why.rule.<rule> for what the rule asks, the
// rule's citation ("(kiswahili.md rule N2)") kept as the engine wrote it;
// a rule the table lacks a row for is said in the engine's English words
// inside the language's sentence, and any other error is its English
// message after the row why.english.
func (g *Game) illegal(err error) string {
	if g.english() {
		return err.Error()
	}
	var me *bao.MoveError
	if !errors.As(err, &me) {
		return g.word("why.english", "reason", err.Error())
	}
	cite := me.Citation() // "(kiswahili.md rule N2)", as the engine cites it
	if cite != "" {
		cite = " " + cite
	}
	reason := me.Reason
	if me.Rule != "" {
		if s := g.word("why.rule."+me.Rule, "pit", me.Move.Pit.String()); s != "" {
			reason = s
		}
	}
	return g.word("why.illegal", "move", me.Move.String(), "reason", reason) + cite
}

// outcome returns the outcome o in g's language, as the page shows it
// under the board: o.String() in English.
func (g *Game) outcome(o bao.Outcome) string {
	return render.Options{Words: g.words()}.Outcome(o)
}
