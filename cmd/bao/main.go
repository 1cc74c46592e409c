package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

// command is one subcommand. Each lives in its own file and registers
// itself in init.
type command struct {
	name  string
	usage string // one line: the flags
	short string // one line: what it does
	run   func(env *env, args []string) int
}

var commands = map[string]*command{}

func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("bao: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// env is what a command talks to, so tests can drive it.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

func main() {
	os.Exit(run(&env{os.Stdin, os.Stdout, os.Stderr}, os.Args[1:]))
}

// run dispatches to a subcommand and returns the exit status.
func run(e *env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help" {
		usage(e.stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(e.stderr, "bao: unknown command %q\n", args[0])
		usage(e.stderr)
		return 2
	}
	return c.run(e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: bao <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, commands[n].short)
	}
	fmt.Fprintln(w, "\nRun 'bao <command> -h' for the flags of a command.")
}

// flags returns a flag set for command c that writes its usage to e.stderr,
// with the -variant flag every command has.
func (c *command) flags(e *env) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet("bao "+c.name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: bao %s %s\n\n%s\n\nflags:\n", c.name, c.usage, c.short)
		fs.PrintDefaults()
	}
	variant := fs.String("variant", "kiswahili", "variant `name`, with rule options in parentheses: "+strings.Join(bao.Names(), ", "))
	return fs, variant
}

// parse parses the flags; it returns -1 to go on, or an exit status (0 after
// -h, 2 after a flag error).
func parse(fs *flag.FlagSet, args []string) int {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 && fs.Name() != "bao replay" && fs.Name() != "bao show" {
		fmt.Fprintf(fs.Output(), "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		fs.Usage()
		return 2
	}
	return -1
}

// lookup finds the variant or reports the error; ok is false on error.
func lookup(e *env, name string) (bao.Variant, bool) {
	v, err := bao.Lookup(name)
	if err != nil {
		fmt.Fprintln(e.stderr, err) // Lookup's errors begin "bao: "
		return nil, false
	}
	return v, true
}

// position reads a position text of v, or v's start position if text is
// empty.
func position(e *env, v bao.Variant, text string) (bao.State, bool) {
	if text == "" {
		return v.Start(), true
	}
	s, err := bao.ParseState(v, text)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao:", err)
		return s, false
	}
	return s, true
}
