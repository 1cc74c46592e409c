package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bao-games/bao"
)

// Names of the tags that have a meaning (see the package documentation).
const (
	TagVariant = "Variant"
	TagEvent   = "Event"
	TagRound   = "Round"
	TagDate    = "Date"
	TagSouth   = "South"
	TagNorth   = "North"
	TagSeed    = "Seed"
	TagResult  = "Result"
	TagReason  = "Reason"
	TagScore   = "Score"
	TagStart   = "Start"
	// TagGenerator names the program that made the record: FromGame
	// gives bao.Version(), "bao v0.4.0 commit ... go1.26.0".
	TagGenerator = "Generator"
)

// The values of the Result tag and the result token.
const (
	ResultSouth      = "S"    // South won
	ResultNorth      = "N"    // North won
	ResultDraw       = "draw" // the game was drawn
	ResultUnfinished = "*"    // the game is not finished
)

// order is the order in which Write writes the tags that have a meaning;
// other tags follow, sorted by name.
var order = []string{TagVariant, TagEvent, TagRound, TagDate, TagSouth, TagNorth, TagSeed, TagResult, TagReason, TagScore, TagStart, TagGenerator}

// lineWidth is the longest move line Write writes (unless a single move
// text is longer).
const lineWidth = 79

// Record is one game record: its tags and its moves. A Record read by Read
// and written by Write is read back equal, and the other way round for a
// record that Write accepts.
type Record struct {
	// Tags maps each tag name to its value. Variant and Result are
	// required.
	Tags map[string]string
	// Moves holds the moves in move text as written, with or without
	// annotations ("A7>*", "a5<", "A2>#").
	Moves []string

	// line is the JSON line the record was read from (NewReader), nil
	// for one of the record format: Replay checks it as the readers of
	// a run's records do.
	line *ParsedLine
}

// Equal reports whether r and o are the same record: the same tags and
// the same moves, whatever format each was read from. (go-cmp compares
// records with it.)
func (r Record) Equal(o Record) bool {
	return maps.Equal(r.Tags, o.Tags) && slices.Equal(r.Moves, o.Moves)
}

// SyntaxError reports a record that does not follow the format: the line
// and what is wrong. It matches bao.ErrSyntax with errors.Is.
type SyntaxError struct {
	Line int // 1-based line number in the input
	Msg  string
}

// Error returns "record: line N: what is wrong".
func (e *SyntaxError) Error() string { return "record: line " + strconv.Itoa(e.Line) + ": " + e.Msg }

// Unwrap returns bao.ErrSyntax.
func (e *SyntaxError) Unwrap() error { return bao.ErrSyntax }

// ValidResult reports whether s is a result: "S", "N", "draw" or "*".
func ValidResult(s string) bool {
	switch s {
	case ResultSouth, ResultNorth, ResultDraw, ResultUnfinished:
		return true
	}
	return false
}

// validName reports whether s is a tag name: an ASCII letter followed by
// letters, digits or '_'.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '_')) {
			return false
		}
	}
	return true
}

// checkValue reports what is wrong with a tag value, or "".
func checkValue(v string) string {
	if !utf8.ValidString(v) {
		return "invalid UTF-8"
	}
	for _, c := range v {
		if c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) {
			return fmt.Sprintf("control character %U", c)
		}
	}
	return ""
}

// firstSide returns the player who makes the first move of a record with
// these tags: the side to move of the Start position, or South.
func firstSide(tags map[string]string) (bao.Player, error) {
	start, ok := tags[TagStart]
	if !ok {
		return bao.South, nil
	}
	fields := strings.Split(start, " ")
	if len(fields) >= 2 {
		switch fields[1] {
		case "S":
			return bao.South, nil
		case "N":
			return bao.North, nil
		}
	}
	return bao.South, fmt.Errorf("record: the Start tag %q is not a position text: its second field must be the side to move, S or N", start)
}

// check reports whether r can be written.
func (r *Record) check() error {
	for _, name := range []string{TagVariant, TagResult} {
		if r.Tags[name] == "" {
			return fmt.Errorf("record: the %s tag is required", name)
		}
	}
	for name, value := range r.Tags {
		if !validName(name) {
			return fmt.Errorf("record: bad tag name %q: want an ASCII letter followed by letters, digits or '_'", name)
		}
		if msg := checkValue(value); msg != "" {
			return fmt.Errorf("record: tag %s: %s in the value %q", name, msg, value)
		}
	}
	if res := r.Tags[TagResult]; !ValidResult(res) {
		return fmt.Errorf("record: Result tag %q: want S, N, draw or *", res)
	}
	if _, err := firstSide(r.Tags); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	for i, m := range r.Moves {
		if _, _, err := bao.ParseMove(m); err != nil {
			return fmt.Errorf("record: move %d: %w", i+1, err)
		}
	}
	return nil
}

// Names returns the tag names of r in the order Write writes them.
func (r *Record) Names() []string {
	names := make([]string, 0, len(r.Tags))
	for _, n := range order {
		if _, ok := r.Tags[n]; ok {
			names = append(names, n)
		}
	}
	var rest []string
	for n := range r.Tags {
		if !slices.Contains(order, n) {
			rest = append(rest, n)
		}
	}
	slices.Sort(rest)
	return append(names, rest...)
}

// MarshalText returns the text of r as Write writes it, without the blank
// line that follows it. It fails if a required tag is missing, a tag name or
// value cannot be written, the Result is not a result, or a move does not read
// as move text.
func (r *Record) MarshalText() ([]byte, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for _, name := range r.Names() {
		v := r.Tags[name]
		v = strings.ReplaceAll(v, `\`, `\\`)
		v = strings.ReplaceAll(v, `"`, `\"`)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, v)
	}
	b.WriteByte('\n')
	first, _ := firstSide(r.Tags)
	units := make([]string, 0, len(r.Moves)+1)
	for i, m := range r.Moves {
		switch {
		case (int(first)+i)%2 == 0, i == 0:
			units = append(units, MoveNumber(first, i)+" "+m)
		default:
			units = append(units, m)
		}
	}
	units = append(units, r.Tags[TagResult])
	n := 0
	for i, u := range units {
		if i > 0 {
			if n+1+len(u) > lineWidth {
				b.WriteByte('\n')
				n = 0
			} else {
				b.WriteByte(' ')
				n++
			}
		}
		b.WriteString(u)
		n += len(u)
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// Write writes r followed by a blank line, so that records written one
// after the other form a stream that NewReader reads back. It writes nothing
// and returns the error of MarshalText for a record that cannot be written.
func (r *Record) Write(w io.Writer) error {
	b, err := r.MarshalText()
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// String returns the text of r, or an error message for a record that
// cannot be written.
func (r *Record) String() string {
	b, err := r.MarshalText()
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// UnmarshalText reads exactly one record from text into r.
func (r *Record) UnmarshalText(text []byte) error {
	rec, err := Read(bytes.NewReader(text))
	if err != nil {
		return err
	}
	*r = *rec
	return nil
}

// Read reads a stream that holds exactly one record.
func Read(r io.Reader) (*Record, error) {
	rd := NewReader(r)
	rec, err := rd.Read()
	if err == io.EOF {
		return nil, &SyntaxError{Line: rd.line, Msg: "no record in the input"}
	}
	if err != nil {
		return nil, err
	}
	if _, err := rd.Read(); err != io.EOF {
		if err == nil {
			return nil, &SyntaxError{Line: rd.start, Msg: "a second record: want exactly one"}
		}
		return nil, err
	}
	return rec, nil
}

// ReadAll reads every record of a stream. On an error it returns the
// records read before it.
func ReadAll(r io.Reader) ([]*Record, error) {
	rd := NewReader(r)
	var out []*Record
	for {
		rec, err := rd.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, rec)
	}
}

// Reader reads the records of a stream one after the other.
type Reader struct {
	sc    *bufio.Scanner
	line  int   // number of the last line read
	start int   // line where the last record began
	err   error // sticky error
	// pending is a line read but not used yet.
	pending    string
	hasPending bool
	// format is what the stream holds, known from its first non-blank
	// line: 0 not known yet, 1 records, 2 JSON lines.
	format int
	size   int // bytes of the lines of the record being read
}

// maxLine is the longest line a Reader accepts.
const maxLine = 1 << 20

// MaxRecord is the most bytes a Reader reads for one record (its lines,
// blank lines before it included): a longer record is an error, so that
// a Reader's memory stays bounded whatever its input. A record of 100000
// plies takes less than 1 MB.
const MaxRecord = 8 << 20

// NewReader returns a Reader that reads from r: records in the format of
// the package, or JSON lines of bao selfplay (see Read).
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	return &Reader{sc: sc}
}

// Line returns the line number where the record last returned by Read
// began.
func (rd *Reader) Line() int { return rd.start }

// next returns the next line without its line ending.
func (rd *Reader) next() (string, bool) {
	if rd.hasPending {
		rd.hasPending = false
		return rd.pending, true
	}
	if rd.err != nil || !rd.sc.Scan() {
		return "", false
	}
	rd.line++
	if rd.size += len(rd.sc.Bytes()) + 1; rd.size > MaxRecord {
		rd.fail("the record that begins on line %d is longer than %d bytes", max(rd.start, 1), MaxRecord)
		return "", false
	}
	l := strings.TrimSuffix(rd.sc.Text(), "\r")
	if rd.line == 1 {
		l = strings.TrimPrefix(l, "\ufeff") // a byte order mark
	}
	return l, true
}

// nextNonBlank returns the next line that is not blank (white space only),
// as next does; false at the end of the input or on an error.
func (rd *Reader) nextNonBlank() (string, bool) {
	for {
		l, ok := rd.next()
		if !ok || strings.TrimSpace(l) != "" {
			return l, ok
		}
	}
}

// fail records a sticky syntax error at the current line.
func (rd *Reader) fail(format string, args ...any) error {
	rd.err = &SyntaxError{Line: rd.line, Msg: fmt.Sprintf(format, args...)}
	return rd.err
}

// eof reports the end of input: a read error if there was one, else
// io.EOF when atEnd, else a syntax error with msg.
func (rd *Reader) eof(msg string) error {
	if rd.err != nil { // the record was too long (next)
		return rd.err
	}
	if err := rd.sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			rd.line++
			return rd.fail("line longer than %d bytes", maxLine)
		}
		rd.err = fmt.Errorf("record: after line %d: %w", rd.line, err)
		return rd.err
	}
	if msg == "" {
		rd.err = io.EOF
		return io.EOF
	}
	return rd.fail("%s", msg)
}

// sniff reads the first non-blank line, keeps it pending and tells the
// format of the stream from it; false at the end of the input or on an
// error.
func (rd *Reader) sniff() bool {
	l, ok := rd.nextNonBlank()
	if !ok {
		return false
	}
	rd.format = 1
	if isJSON(l) {
		rd.format = 2
	}
	rd.pending, rd.hasPending = l, true
	return true
}

// JSON reports whether the stream holds JSON lines of bao selfplay rather
// than records of the format: whether its first non-blank line begins with
// "{" (after a byte order mark). Before the first Read it reads that line,
// which Read then reads as the first record.
func (rd *Reader) JSON() bool {
	if rd.format == 0 && rd.err == nil {
		rd.sniff()
	}
	return rd.format == 2
}

// Read returns the next record, or io.EOF when the stream holds no more.
// After an error, Read returns the same error again.
//
// The stream is either records in the format of the package or JSON lines
// of bao selfplay, one game per line (docs/interfaces.md, section 5); the
// first non-blank line tells which (JSON lines begin with "{"). A JSON line
// becomes a record with the tags Variant, South, North, Seed, Result
// ("winner"; "*" when empty), Reason, and Game, Final, Opening, Match, Start
// from the fields of those names when present; other fields are ignored.
// Its "plies", when present, must equal the number of moves. A record of
// more than MaxRecord bytes is an error.
func (rd *Reader) Read() (*Record, error) {
	if rd.err != nil {
		return nil, rd.err
	}
	rd.size = len(rd.pending) + 1
	if !rd.hasPending {
		rd.size = 0
	}
	if rd.format == 0 && !rd.sniff() {
		return nil, rd.eof("")
	}
	if rd.format == 2 {
		l, ok := rd.nextNonBlank()
		if !ok {
			return nil, rd.eof("")
		}
		return rd.readJSON(l)
	}
	rec := &Record{Tags: map[string]string{}}
	tagLines := map[string]int{}
	// Tags.
	var line string
	for {
		l, ok := rd.next()
		if !ok {
			if len(rec.Tags) == 0 {
				return nil, rd.eof("")
			}
			return nil, rd.eof(fmt.Sprintf("the input ends in the tags of the record that begins on line %d: want the moves and a result", rd.start))
		}
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "[") {
			if len(rec.Tags) == 0 {
				return nil, rd.fail("%q: a record begins with tag lines such as [Variant \"kiswahili\"]", clip(t))
			}
			line = l
			break
		}
		if len(rec.Tags) == 0 {
			rd.start = rd.line
		}
		name, value, msg := parseTag(t)
		if msg != "" {
			return nil, rd.fail("%s", msg)
		}
		if _, dup := rec.Tags[name]; dup {
			return nil, rd.fail("tag %s given twice (first on line %d)", name, tagLines[name])
		}
		switch name {
		case TagResult:
			if !ValidResult(value) {
				return nil, rd.fail("Result tag %q: want S, N, draw or *", value)
			}
		case TagVariant:
			if value == "" {
				return nil, rd.fail("empty Variant tag")
			}
		case TagGame, TagOpening, TagMatch:
			// A number from 0, as a JSON line's "game", "opening" and
			// "match" must be: a Game tag that is not one would be
			// replaced by the record's place in the file, silently.
			if n, err := strconv.Atoi(value); err != nil || n < 0 || strconv.Itoa(n) != value {
				return nil, rd.fail("%s tag %q: want a number from 0", name, clip(value))
			}
		}
		rec.Tags[name] = value
		tagLines[name] = rd.line
	}
	for _, name := range []string{TagVariant, TagResult} {
		if _, ok := rec.Tags[name]; !ok {
			return nil, rd.fail("the record that begins on line %d has no %s tag", rd.start, name)
		}
	}
	first, err := firstSide(rec.Tags)
	if err != nil {
		rd.line = tagLines[TagStart]
		return nil, rd.fail("%v", err)
	}
	// Moves.
	numbered := false // a move number has been read for the next move
	for {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") {
			return nil, rd.fail("a tag line among the moves: the moves of the record that begins on line %d end with a result (S, N, draw or *)", rd.start)
		}
		tokens := strings.Fields(t)
		for i, tok := range tokens {
			ply := len(rec.Moves)
			southToMove := (int(first)+ply)%2 == 0
			want := ""
			switch {
			case southToMove:
				want = strconv.Itoa((int(first)+ply)/2+1) + "."
			case ply == 0:
				want = "1..."
			}
			switch {
			case ValidResult(tok):
				if numbered {
					return nil, rd.fail("move number %s without a move", want)
				}
				if res := rec.Tags[TagResult]; tok != res {
					return nil, rd.fail("result %q does not agree with the Result tag %q", tok, res)
				}
				if i < len(tokens)-1 {
					return nil, rd.fail("%q after the result %q: the moves end with the result", clip(strings.Join(tokens[i+1:], " ")), tok)
				}
				return rec, nil
			case tok[0] >= '0' && tok[0] <= '9':
				if numbered || want == "" {
					return nil, rd.fail("unexpected move number %q: want the move of %s", clip(tok), sideName(southToMove))
				}
				if tok != want {
					return nil, rd.fail("move number %q, want %q", clip(tok), want)
				}
				numbered = true
			default:
				if want != "" && !numbered {
					return nil, rd.fail("%q: want the move number %q before it", clip(tok), want)
				}
				if _, _, err := bao.ParseMove(tok); err != nil {
					var pe *bao.ParseError
					if errors.As(err, &pe) {
						return nil, rd.fail("move %d %q: %s", ply+1, clip(tok), pe.Msg)
					}
					return nil, rd.fail("move %d %q: %v", ply+1, clip(tok), err)
				}
				rec.Moves = append(rec.Moves, tok)
				numbered = false
			}
		}
		var ok bool
		line, ok = rd.next()
		if !ok {
			return nil, rd.eof(fmt.Sprintf("the input ends in the moves of the record that begins on line %d: want a result (S, N, draw or *) after the moves", rd.start))
		}
	}
}

func sideName(south bool) string {
	if south {
		return "South"
	}
	return "North"
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// parseTag reads a tag line (trimmed of surrounding white space); msg says
// what is wrong, or is empty.
func parseTag(t string) (name, value, msg string) {
	bad := func(format string, args ...any) (string, string, string) {
		return "", "", fmt.Sprintf(format, args...)
	}
	if !strings.HasSuffix(t, "]") {
		return bad("tag line %q: want [Name \"value\"]", clip(t))
	}
	inner := t[1 : len(t)-1]
	i := strings.IndexAny(inner, " \t")
	if i < 0 {
		return bad("tag line %q: want [Name \"value\"]", clip(t))
	}
	name, rest := inner[:i], strings.TrimLeft(inner[i:], " \t")
	if !validName(name) {
		return bad("bad tag name %q: want an ASCII letter followed by letters, digits or '_'", clip(name))
	}
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return bad("tag %s: want the value in double quotes", name)
	}
	raw := rest[1 : len(rest)-1]
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch c {
		case '\\':
			if i+1 == len(raw) || (raw[i+1] != '"' && raw[i+1] != '\\') {
				return bad("tag %s: bad escape in the value: only \\\" and \\\\ exist", name)
			}
			i++
			b.WriteByte(raw[i])
		case '"':
			return bad("tag %s: a double quote inside the value must be written \\\"", name)
		default:
			b.WriteByte(c)
		}
	}
	value = b.String()
	if m := checkValue(value); m != "" {
		return bad("tag %s: %s in the value", name, m)
	}
	return name, value, ""
}
