package cert

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/bao-games/bao"
)

// Claim is the first line of a certificate: the prover (Winner, "S" or
// "N") wins from Position within Plies plies.
type Claim struct {
	Variant  string `json:"variant"`
	Position string `json:"position"`
	Winner   string `json:"winner"`
	Plies    int    `json:"plies"`
}

// Line is one line after the claim: the prover's move in a position where
// he is to move.
type Line struct {
	Position string `json:"position"`
	Move     string `json:"move"`
}

// Writer writes a certificate line by line. Every write error is kept and
// returned by the next call and by Flush.
type Writer struct {
	bw  *bufio.Writer
	v   bao.Variant
	err error
}

// NewWriter writes the claim line to w and returns a Writer for the rest.
func NewWriter(w io.Writer, v bao.Variant, c Claim) (*Writer, error) {
	cw := &Writer{bw: bufio.NewWriterSize(w, 1<<16), v: v}
	cw.put(c)
	return cw, cw.err
}

func (w *Writer) put(x any) {
	if w.err != nil {
		return
	}
	enc := json.NewEncoder(w.bw) // one line, with '\n'
	enc.SetEscapeHTML(false)     // move text keeps its < and >
	w.err = enc.Encode(x)
}

// Add writes the line of position s, where the prover plays m.
func (w *Writer) Add(s bao.State, m bao.Move) error {
	text, err := bao.FormatMove(w.v, s, m)
	if err != nil {
		return err
	}
	w.put(Line{Position: bao.FormatState(w.v, s), Move: text})
	return w.err
}

// Line writes a line made elsewhere (another certificate's), as it is:
// Check will check it.
func (w *Writer) Line(l Line) error {
	w.put(l)
	return w.err
}

// Flush writes what is buffered and returns the first error of the
// Writer.
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	w.err = w.bw.Flush()
	return w.err
}

// ErrBad is matched (errors.Is) by every error that says a certificate is
// wrong, as opposed to an error reading it.
var ErrBad = errors.New("bad certificate")

// Error says where a certificate fails: the line whose move the failure
// is found under (1, the claim, before any prover move), the moves played
// from that line's position to the failing position, the failing
// position, and what is wrong.
type Error struct {
	Line     int
	Path     []string // moves from the line's position, its own move first
	Position string   // the position where the check fails
	Msg      string
}

// Error returns the message: where the certificate is wrong and why.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "line %d", e.Line)
	if len(e.Path) > 0 {
		fmt.Fprintf(&b, ": after %s", strings.Join(e.Path, " "))
	}
	if e.Position != "" {
		fmt.Fprintf(&b, ": position %q", e.Position)
	}
	return b.String() + ": " + e.Msg
}

// Is makes every *Error match ErrBad.
func (e *Error) Is(target error) bool { return target == ErrBad }

// Report is what a successful check found.
type Report struct {
	Claim     Claim
	Lines     int // prover lines read
	Positions int // distinct positions checked
}

type line struct {
	no   int
	move string
}

type checker struct {
	v      bao.Variant
	prover bao.Player
	lines  map[bao.State]line
	used   map[bao.State]bool
	ok     map[bao.State]int // positions proven won within this budget
	path   []string
	at     int // the line the path starts at
}

// maxLine is the longest line of a certificate Check reads.
const maxLine = 1 << 20

// Check reads a certificate (plain or gzip-compressed JSON lines) for v
// and checks it with nothing but v's Legal, Apply and Outcome and the
// position and move text. A wrong certificate gives an *Error (matching
// ErrBad) that names the first bad line it meets.
func Check(v bao.Variant, r io.Reader) (Report, error) {
	if v == nil {
		return Report{}, fmt.Errorf("cert: %w", bao.ErrNoVariant)
	}
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return Report{}, err
		}
		defer zr.Close()
		br = bufio.NewReader(zr)
	}
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	bad := func(no int, pos, format string, a ...any) error {
		return &Error{Line: no, Position: pos, Msg: fmt.Sprintf(format, a...)}
	}
	var rep Report
	// readErr gives the scanner's error for line no: a line too long is a
	// bad certificate, at that line.
	readErr := func(no int, err error) error {
		if errors.Is(err, bufio.ErrTooLong) {
			return bad(no, "", "a line longer than %d bytes", maxLine)
		}
		return fmt.Errorf("line %d: %w", no, err)
	}
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return rep, readErr(1, err)
		}
		return rep, bad(1, "", "empty certificate: no claim line")
	}
	if err := strict(sc.Bytes(), &rep.Claim); err != nil {
		return rep, bad(1, "", "claim: %v", err)
	}
	c := rep.Claim
	if c.Variant != v.Name() {
		return rep, bad(1, "", "claim: variant %q, but checking %q", c.Variant, v.Name())
	}
	root, err := bao.ParseState(v, c.Position)
	if err != nil {
		return rep, bad(1, c.Position, "claim: %v", err)
	}
	ch := &checker{v: v, lines: map[bao.State]line{}, used: map[bao.State]bool{}, ok: map[bao.State]int{}}
	switch c.Winner {
	case "S":
		ch.prover = bao.South
	case "N":
		ch.prover = bao.North
	default:
		return rep, bad(1, c.Position, "claim: winner %q: want S or N", c.Winner)
	}
	if c.Plies < 0 {
		return rep, bad(1, c.Position, "claim: plies %d is negative", c.Plies)
	}
	no := 2
	for ; sc.Scan(); no++ {
		var l Line
		if err := strict(sc.Bytes(), &l); err != nil {
			return rep, bad(no, "", "%v", err)
		}
		s, err := bao.ParseState(v, l.Position)
		if err != nil {
			return rep, bad(no, l.Position, "%v", err)
		}
		if canon := bao.FormatState(v, s); canon != l.Position {
			return rep, bad(no, l.Position, "position text is not canonical: want %q", canon)
		}
		if s.Side != ch.prover {
			return rep, bad(no, l.Position, "the prover (%s) is not to move here", ch.prover)
		}
		if prev, dup := ch.lines[s]; dup {
			return rep, bad(no, l.Position, "position repeated: already on line %d", prev.no)
		}
		ch.lines[s] = line{no, l.Move}
	}
	if err := sc.Err(); err != nil {
		return rep, readErr(no, err)
	}
	rep.Lines = len(ch.lines)
	ch.at = 1
	if err := ch.check(root, c.Plies); err != nil {
		return rep, err
	}
	rep.Positions = len(ch.ok)
	return rep, nil
}

// strict decodes one JSON object and rejects unknown fields.
func strict(b []byte, x any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(x); err != nil {
		return fmt.Errorf("not a JSON line of the certificate format: %v", err)
	}
	if d.More() {
		return errors.New("not a JSON line of the certificate format: text after the object")
	}
	return nil
}

func (ch *checker) fail(s bao.State, format string, a ...any) error {
	return &Error{Line: ch.at, Path: append([]string(nil), ch.path...), Position: bao.FormatState(ch.v, s), Msg: fmt.Sprintf(format, a...)}
}

// check proves that the prover wins from s within budget plies.
func (ch *checker) check(s bao.State, budget int) error {
	if o := ch.v.Outcome(s); o.Over() {
		if o.Result == bao.Won && o.Winner == ch.prover {
			ch.ok[s] = 0
			return nil
		}
		return ch.fail(s, "the game is over and the prover (%s) has not won: %s", ch.prover, o)
	}
	if b, ok := ch.ok[s]; ok && b <= budget {
		return nil
	}
	if budget <= 0 {
		return ch.fail(s, "budget exhausted: the claimed plies are used up and the prover (%s) has not won", ch.prover)
	}
	if s.Side == ch.prover {
		l, ok := ch.lines[s]
		if !ok {
			return ch.fail(s, "the prover (%s) is to move and the certificate has no line for this position", ch.prover)
		}
		m, t, err := bao.ReadMove(ch.v, s, l.move)
		if err != nil {
			return &Error{Line: l.no, Position: bao.FormatState(ch.v, s), Msg: fmt.Sprintf("move %q: %v", l.move, err)}
		}
		at, path := ch.at, ch.path
		ch.at, ch.path = l.no, append(make([]string, 0, 8), bao.MoveText(ch.v, s, m))
		err = ch.check(t, budget-1)
		ch.at, ch.path = at, path
		if err != nil {
			return err
		}
	} else {
		for _, m := range ch.v.Legal(s, nil) {
			t, err := ch.v.Apply(s, m)
			if err != nil {
				return ch.fail(s, "legal move %s does not apply: %v", m, err)
			}
			ch.path = append(ch.path, bao.MoveText(ch.v, s, m))
			err = ch.check(t, budget-1)
			ch.path = ch.path[:len(ch.path)-1]
			if err != nil {
				return err
			}
		}
	}
	ch.ok[s] = budget
	return nil
}
