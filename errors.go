package bao

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error of this module that concerns user input wraps
// one of them, so errors.Is tells the kind; the message says what and where.
var (
	// ErrSyntax: a position, move, label or variant name that does not
	// follow the text forms of this module.
	ErrSyntax = errors.New("syntax error")
	// ErrInvalidPosition: a position that reads but cannot arise under the
	// rules (wrong seed total, house flag on an empty house, ...).
	ErrInvalidPosition = errors.New("invalid position")
	// ErrIllegalMove: a move that the rules do not allow in the position.
	ErrIllegalMove = errors.New("illegal move")
	// ErrUnknownVariant: a variant name that is not registered.
	ErrUnknownVariant = errors.New("unknown variant")
	// ErrUnknownOption: a rule option, or option value, that the variant
	// does not have.
	ErrUnknownOption = errors.New("unknown option")
	// ErrNoVariant: a nil Variant, or a Game that was not made by NewGame
	// or NewGameFrom (its zero value has no variant).
	ErrNoVariant = errors.New("no variant")
)

// errNoVariant is the error of a function given a nil Variant.
var errNoVariant = errorf(ErrNoVariant, "bao: no variant (a nil Variant, or a zero Game)")

// kindError is an error of one sentinel kind with its own message.
type kindError struct {
	kind error
	msg  string
}

func (e *kindError) Error() string { return e.msg }
func (e *kindError) Unwrap() error { return e.kind }

func errorf(kind error, format string, args ...any) error {
	return &kindError{kind: kind, msg: fmt.Sprintf(format, args...)}
}

// MoveError reports an illegal move: which move, the rule that forbids it,
// and why. It matches ErrIllegalMove with errors.Is.
type MoveError struct {
	Move   Move
	Rule   string // the rule, as numbered in the variant's rules document ("N1", "F2"); may be empty
	Reason string // what is wrong, in words: "a capture is available"
	// Doc is the rules document that numbers Rule, as docs/ names it
	// ("kiswahili.md", "bawo.md"); may be empty.
	Doc string
}

// Error returns the message: the move, why it is illegal, and the rule
// with its document, "illegal move a1>: a capture is compulsory and
// available: a5<, a5> (kiswahili.md rule N1)"; "(rule N1)" without Doc.
func (e *MoveError) Error() string {
	s := "illegal move " + e.Move.String() + ": " + e.Reason
	if c := e.Citation(); c != "" {
		s += " " + c
	}
	return s
}

// Citation returns the rule the move breaks as Error cites it,
// "(kiswahili.md rule N1)", "(rule N1)" without Doc, or "" without Rule:
// for a message in other words that keeps the citation.
func (e *MoveError) Citation() string {
	switch {
	case e.Rule != "" && e.Doc != "":
		return "(" + e.Doc + " rule " + e.Rule + ")"
	case e.Rule != "":
		return "(rule " + e.Rule + ")"
	}
	return ""
}

// Unwrap returns ErrIllegalMove.
func (e *MoveError) Unwrap() error { return ErrIllegalMove }

// Illegal returns a *MoveError for m.
func Illegal(m Move, rule, format string, args ...any) error {
	return &MoveError{Move: m, Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// IllegalIn returns a *MoveError for m that cites rule of the rules
// document doc ("kiswahili.md"), as the built-in variants do.
func IllegalIn(doc string, m Move, rule, format string, args ...any) error {
	return &MoveError{Move: m, Rule: rule, Doc: doc, Reason: fmt.Sprintf(format, args...)}
}

// ParseError reports a position or move text that cannot be used: the text,
// the field that is wrong, and why. Its Unwrap is ErrSyntax for text that does
// not read and ErrInvalidPosition for a position that reads but breaks a rule.
type ParseError struct {
	Text  string // the whole input
	Field string // the field at fault, e.g. "row 2 (a8..a1)", "side", "stores"; empty for the whole text
	Msg   string
	Err   error // ErrSyntax or ErrInvalidPosition
}

// Error returns the message: what is invalid in the position text, and where.
func (e *ParseError) Error() string {
	s := "invalid position"
	if e.Err != nil {
		s = e.Err.Error()
	}
	if e.Text != "" {
		s += fmt.Sprintf(" in %q", e.Text)
	}
	if e.Field != "" {
		s += ": " + e.Field
	}
	return s + ": " + e.Msg
}

// Unwrap returns the kind of the error.
func (e *ParseError) Unwrap() error { return e.Err }

// Invalid returns a *ParseError of kind ErrInvalidPosition, for Validators:
// field names what is wrong ("houses", "restricted", "pit a5").
func Invalid(field, format string, args ...any) error {
	return &ParseError{Field: field, Msg: fmt.Sprintf(format, args...), Err: ErrInvalidPosition}
}
