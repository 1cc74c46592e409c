package arena

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestGameReader checks what NewGameReader tells apart and the errors of
// a JSON line: white space before the first record (and a byte order mark
// before a JSON line; the text format does not take one), a line without
// a variant, a line that is not JSON, and the strict replay of a line
// whose winner disagrees with its moves.
func TestGameReader(t *testing.T) {
	for _, c := range []struct {
		text string
		json bool
		err  string // of Next, or of Replay after "replay: "
	}{
		{" \n[Variant \"kiswahili\"]\n[Result \"*\"]\n\n*\n", false, ""},
		{"\ufeff {\"variant\":\"kiswahili\",\"moves\":[]}", true, ""},
		{`{"moves":[]}`, true, "no variant named"},
		{`{"variant":"kiswahili","moves":[1]}`, true, "json: cannot unmarshal"},
		{`{"variant":"kiswahili","moves":["A6>"],"winner":"S"}`, true, "replay: arena: the record does not agree with its game: winner"},
	} {
		rd := NewGameReader(c.text)
		if rd.JSON() != c.json {
			t.Errorf("%q: JSON %v", c.text, rd.JSON())
		}
		rg, err := rd.Next()
		if err == nil {
			var g *bao.Game
			g, err = rg.Replay()
			if err != nil {
				err = errors.New("replay: " + err.Error())
			}
			if g == nil {
				t.Errorf("%q: no game", c.text)
			}
		}
		if (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.err)
		}
		if c.err == "" {
			if _, err := rd.Next(); err != io.EOF {
				t.Errorf("%q: then %v, want io.EOF", c.text, err)
			}
		}
	}
}
