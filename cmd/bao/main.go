package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/atomicfile"
	"github.com/bao-games/bao/internal/interrupt"
)

// Exit statuses, the same for every subcommand (docs/interfaces.md, section
// 5). Every command returns one of these from run; exitUsage also after -h
// is wrong: -h returns exitOK.
const (
	exitOK    = 0 // success
	exitFail  = 1 // failure at run time: bad input data, a failed write
	exitUsage = 2 // bad usage: unknown flag, bad flag value, unknown variant or player spec
)

// exitText is the exit-status paragraph of a command's -h unless the
// command sets its own (command.exits).
const exitText = "Exit status: 0 success, 1 failure at run time (bad input data, a failed\nwrite), 2 bad usage (unknown flag, bad flag value, unknown variant)."

// command is one subcommand, listed in commands.
type command struct {
	name  string
	usage string // one line: the flags
	short string // one line: what it does
	// long, when set, is printed in -h between the short text and the
	// exit statuses: what the command reads and writes.
	long string
	// exits, when set, replaces exitText in -h (a command with statuses of
	// its own, such as play).
	exits string
	run   func(c *command, env *env, args []string) int
}

// commands are the subcommands by name: what each is called, the flags it
// takes and what it does (bao -h lists them); each runs, and keeps its
// longer help texts, in its own file.
var commands = byName(
	&command{name: "analyse", usage: "[-variant V] -player SPEC [-seed S] [-position P] [-keep]", short: "ask a built-in player for its move in each position (stdin, one per line, or -position) and print its analysis as JSON lines", long: analyseLong, exits: analyseExits, run: runAnalyse},
	&command{name: "balance", usage: "[-variant V] -balanced N [-balanced-nodes M] [-openings K] [-count C] [-seed S] [-workers W] [-o FILE]", short: "write balanced openings (no forced win for either side within N plies) to an openings file, for -openings-file", long: balanceHelp, exits: balanceExits, run: runBalance},
	&command{name: "engine", usage: "[-variant V] -player SPEC [-seed S]", short: "be an engine: answer the Bao engine protocol (docs/engine-protocol.md) on stdin/stdout with a built-in player's moves", long: engineLong, exits: engineExits, run: runEngine},
	&command{name: "eval", usage: "[-variant V] < positions", short: "describe each position read from stdin as a JSON line: outcome, legal moves, resulting positions", long: evalLong, run: runEval},
	&command{name: "merge", usage: "[-o FILE] [-summary] [-games N] [-variant V -openings-file FILE] FILE...", short: "merge the record files of selfplay shards by game number, checking for duplicates and gaps", long: mergeHelp, exits: mergeExits, run: runMerge},
	&command{name: "perft", usage: "[-variant V] [-position P] -depth D [-divide] [-workers W]", short: "count the move sequences of 1..D plies from a position", run: runPerft},
	&command{name: "play", usage: "[-variant V] [-south human|SPEC] [-north human|SPEC] [-seed S] [-position P] [-match] [-view auto|south|north] [-o FILE]", short: "play a game in the terminal against a built-in player or another person", long: playLong, exits: playExits, run: runPlay},
	&command{name: "replay", usage: "[-variant V] [-game N] [-q] FILE...", short: "replay game records, checking every move, and print each final position", long: replayLong, run: runReplay},
	&command{name: "review", usage: "[-variant V] [-player SPEC] [-seed S] [-game N] [-solve-nodes N] [-progress] FILE", short: "review every move of a game record: best move, scores before and after, proven values, and a verdict (gave away a win, blunder, mistake, ...) as JSON lines", long: reviewLong, exits: reviewExits, run: runReview},
	&command{name: "selfplay", usage: "[-variant V] [-games N] [-seed S] [-players A,B] [-workers W] [-o FILE [-resume]] [-shard I/N] [-openings K | -openings-file FILE] [-balanced N] [-match] [-match-games G] [-max-plies P] [-legal-every K] [-progress]", short: "play games between built-in players; print summary statistics, optionally write one JSON record per game", long: selfplayHelp + "\n\n" + openingsFileHelp, exits: selfplayExits, run: runSelfplay},
	&command{name: "serve", usage: "[-addr HOST:PORT] [-variant V] [-engine SPEC]...", short: "serve Bao in the browser: play, replay records, analyse (package web)", long: serveLong, exits: serveExits, run: runServe},
	&command{name: "show", usage: "[-variant V] [-position P | -record FILE [-game N] [-ply K]] [-format text|svg|position] [-svg OUT.svg] [-title T] [-caption C]", short: "draw a position, or the position of a game record, as text or SVG", long: showLong, run: runShow},
	&command{name: "site", usage: "-o DIR [-variant V] [-wasm FILE]", short: "write the page as a static site (WebAssembly engine, offline, installable) into DIR", long: siteLong, exits: siteExits, run: runSite},
	&command{name: "solve", usage: "[-variant V] [-position P] [-workers W] [-mem SIZE] [-time D] [-plies N] [-pn] [-all] [-shard I/N] [-o FILE] [-json] [-progress] [-q] | -merge [-o CERT] [-json] FILE...", short: "the exact game value of a position (win, loss or draw, and in how many plies)", run: runSolve},
	&command{name: "sprt", usage: "[-variant V] -players A,B -elo0 E0 -elo1 E1 [-alpha A] [-beta B] [-max-games N] [-openings K | -openings-file FILE] [-balanced N] [-seed S] [-workers W] [-o FILE] [-json] [-batch P] [-shard I/N [-resume] | -from FILE ...]", short: "play game pairs between two built-in players until a sequential test decides whether A is E1 rather than E0 Elo better", long: sprtHelp + "\n\n" + sprtShardHelp + "\n\n" + openingsFileHelp, exits: sprtExits, run: runSprt},
	&command{name: "tournament", usage: "[-variant V] -players A,B[,C...] [-games N] [-openings K | -openings-file FILE] [-balanced N] [-seed S] [-workers W] [-o FILE [-resume] [-shard I/N]] [-from FILE] [-json] [-reps B] [-max-plies P] [-progress]", short: "play a round robin between built-in players; print pairwise scores and Elo ratings with 95% intervals, and game pairs", long: tournamentHelp + "\n\n" + openingsFileHelp, exits: tournamentExits, run: runTournament},
	&command{name: "variants", usage: "[-v] [-players] [-variant V]", short: "list the registered variants, one name per line", long: variantsLong, run: runVariants},
	&command{name: "verify", usage: "[-variant V] FILE", short: "check a proof certificate (written by bao solve -o) with nothing but the rules", run: runVerify},
	&command{name: "version", usage: "", short: "print the version of bao: the module's, the commit it was built from, and Go's", run: runVersion},
)

// byName returns the commands cs by name; two of the same name are a
// mistake of the program.
func byName(cs ...*command) map[string]*command {
	m := map[string]*command{}
	for _, c := range cs {
		if _, dup := m[c.name]; dup {
			panic("bao: two commands named " + c.name)
		}
		m[c.name] = c
	}
	return m
}

// env is what a command talks to, so tests can drive it.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	locks  []*atomicfile.Lock // the output files' locks (lockOutput), released when the command returns
	name   string             // the command run ("solve"), for the messages of lookup and position
}

func main() {
	// A write to a closed pipe returns EPIPE, which the command reports
	// (one message, exit 1), rather than killing it by SIGPIPE.
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
	stopOnSignal()
	os.Exit(run(&env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}, os.Args[1:]))
}

// catching counts the commands that catch SIGINT and SIGTERM themselves
// (interrupt.Catchers), for stopOnSignal to leave the signals to them.
var catching = interrupt.Catchers()

// running is the name of the command being run, for stopOnSignal.
var running atomic.Value

// stopOnSignal makes SIGINT, SIGTERM and SIGHUP end a command that does
// not catch them itself (interrupt.Catch: selfplay, tournament, solve) the
// same way everywhere: the temporary files of atomicfile are removed (the
// files they would replace are left as they were), one message is
// printed, and the exit status is 128 plus the signal's number.
func stopOnSignal() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		for sig := range ch {
			if interrupt.Catching() && sig != syscall.SIGHUP {
				continue // the command's own handler has it
			}
			atomicfile.Stop() // the files being written are left as they were
			name, _ := running.Load().(string)
			fmt.Fprintf(os.Stderr, "bao %s: stopped by %s\n", name, interrupt.Name(sig))
			os.Exit(interrupt.Status(sig))
		}
	}()
}

// run dispatches to a subcommand and returns the exit status. "bao -h"
// and "bao help" print the list of commands on stdout and exit 0; "bao
// help CMD" is "bao CMD -h", and "bao help rules [VARIANT]" says how a
// game is played (helpRules); bao alone prints the list on stderr and exits
// 2 (bad usage).
func run(e *env, args []string) int {
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	isHelp := func(a string) bool { return a == "-h" || a == "-help" || a == "--help" || a == "help" }
	if isHelp(args[0]) {
		if len(args) == 2 && isHelp(args[1]) {
			args = args[:1] // bao help -h: the list of commands
		}
		if args[0] == "help" && len(args) > 1 && args[1] == "rules" {
			return helpRules(e, args[2:])
		}
		if args[0] == "help" && len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok || len(args) > 2 {
				fmt.Fprintf(e.stderr, "bao help: want one command name, got %q\n", strings.Join(args[1:], " "))
				usage(e.stderr)
				return exitUsage
			}
			running.Store(c.name)
			return c.run(c, e, []string{"-h"})
		}
		w := newOutput(e.stdout)
		usage(w)
		return finish(e, "help", w, exitOK)
	}
	c, ok := commands[args[0]]
	running.Store(args[0])
	if !ok {
		fmt.Fprintf(e.stderr, "bao: unknown command %q\n", args[0])
		usage(e.stderr)
		return exitUsage
	}
	e.name = c.name
	defer func() {
		for _, l := range e.locks {
			l.Unlock()
		}
		e.locks = nil
	}()
	return c.run(c, e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: bao <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, commands[n].short)
	}
	fmt.Fprintln(w, "\nRun 'bao <command> -h' or 'bao help <command>' for the flags of a command,\n'bao help rules [VARIANT]' for how a game is played.\n"+exitText)
}

// flagOutput is the output of a command's flag set: the flag package's
// errors go to stderr; -h writes the command's usage to stdout instead
// (printUsage), and helpErr keeps the error of that write for parse.
type flagOutput struct {
	stderr  io.Writer
	helpErr error
}

func (f *flagOutput) Write(p []byte) (int, error) { return f.stderr.Write(p) }

// flags returns a flag set for command c with the -variant flag every
// command has. Its errors go to e.stderr; its -h prints the command's whole
// usage on e.stdout (writeUsage).
func (c *command) flags(e *env) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet("bao "+c.name, flag.ContinueOnError)
	fs.SetOutput(&flagOutput{stderr: e.stderr})
	fs.Usage = func() { c.printUsage(e, fs) }
	variant := fs.String("variant", "kiswahili", "variant `name`, with rule options in parentheses: "+strings.Join(bao.Names(), ", "))
	return fs, variant
}

// printUsage prints the whole usage of c (writeUsage) on e.stdout, for
// -h, and keeps the error of the write for parse.
func (c *command) printUsage(e *env, fs *flag.FlagSet) {
	w := newOutput(e.stdout)
	c.writeUsage(w, fs)
	if out, ok := fs.Output().(*flagOutput); ok {
		out.helpErr = w.Flush()
	}
}

// writeUsage writes the whole usage of c, whose flags are fs, to w: the
// synopsis, what the command does, its longer text, its exit statuses and
// its flags. bao CMD -h prints it, and docs/commandline.md is made of it.
func (c *command) writeUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: bao %s %s\n\n%s\n\n", c.name, c.usage, c.short)
	if c.long != "" {
		fmt.Fprintf(w, "%s\n\n", strings.TrimRight(c.long, "\n"))
	}
	exits := c.exits
	if exits == "" {
		exits = exitText
	}
	fmt.Fprintf(w, "%s\n\nflags:\n", exits)
	if f := fs.Lookup("workers"); f != nil && f.DefValue == strconv.Itoa(min(runtime.NumCPU(), arena.MaxWorkers)) && f.DefValue != "0" {
		// The default that depends on the machine says so, and the
		// usage (and docs/commandline.md) is the same everywhere.
		f.DefValue = "one per CPU"
	}
	prev := fs.Output()
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(prev)
}

// parse parses the flags; it returns -1 to go on, or an exit status (0
// after -h, 2 after a flag error). Flags may follow the arguments (bao
// merge a.jsonl b.jsonl -o m.jsonl); after "--" every word is an argument.
// Only replay, show, merge, verify, review and sprt (the files of -from)
// take arguments.
//
// -h prints the command's whole usage (fs.Usage) on stdout and returns 0
// (1 when that write fails); an unknown -variant returns 2; a bad flag prints its
// error and one line that points at -h, and so do the later calls of
// fs.Usage by the command after a bad value.
func parse(fs *flag.FlagSet, args []string) int {
	full := fs.Usage
	fs.Usage = func() {} // the flag package calls it after -h and after an error
	var pos []string
	var err error
	// The flag package writes a bad flag's error bare ("flag provided but
	// not defined: -n"); parse writes it after the command's name instead.
	out := fs.Output()
	fs.SetOutput(io.Discard)
	for {
		if err = fs.Parse(args); err != nil {
			break
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			pos = append(pos, rest...) // after "--": arguments only
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	fs.SetOutput(out)
	hint := func() {
		fmt.Fprintf(fs.Output(), "Run '%s -h' for its flags.\n", fs.Name())
	}
	fs.Usage = hint
	if err != nil && err != flag.ErrHelp {
		fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
	}
	if err != nil {
		if err == flag.ErrHelp {
			full()
			if out, ok := fs.Output().(*flagOutput); ok && out.helpErr != nil {
				fmt.Fprintf(out.stderr, "%s: writing the usage: %v\n", fs.Name(), unwrapPath(out.helpErr))
				return exitFail
			}
			return exitOK
		}
		hint()
		return exitUsage
	}
	fs.Parse(append([]string{"--"}, pos...)) // so that fs.Args() is pos
	if f := fs.Lookup("variant"); f != nil && f.Value.String() != "" {
		// Every command that takes -variant refuses an unknown one, even
		// one that would not use it (bao version -variant nosuch).
		if _, err := bao.Lookup(f.Value.String()); err != nil {
			// Lookup's errors begin "bao: ", which the command's name
			// and the flag replace.
			fmt.Fprintf(fs.Output(), "%s: -variant: %s\n", fs.Name(), strings.TrimPrefix(err.Error(), "bao: "))
			hint()
			return exitUsage
		}
	}
	switch fs.Name() {
	case "bao replay", "bao show", "bao merge", "bao verify", "bao sprt", "bao review", "bao solve": // solve: -merge FILE...
	default:
		if fs.NArg() > 0 {
			fmt.Fprintf(fs.Output(), "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
			hint()
			return exitUsage
		}
	}
	return -1
}

// lookup finds the variant of the -variant flag or reports the error,
// naming the command and the flag; ok is false on error, and the command
// then exits with exitUsage (an unknown variant is bad usage).
func lookup(e *env, name string) (bao.Variant, bool) {
	v, err := bao.Lookup(name)
	if err != nil {
		// Lookup's errors begin "bao: ", which the command's name replaces.
		fmt.Fprintf(e.stderr, "%s: -variant: %s\n", e.command(), strings.TrimPrefix(err.Error(), "bao: "))
		return nil, false
	}
	return v, true
}

// command returns "bao" and the name of the command run: the prefix of its
// messages.
func (e *env) command() string {
	if e.name == "" {
		return "bao"
	}
	return "bao " + e.name
}

// position looks up the variant name (lookup) and reads a position text
// of it (the -position flag), or returns its start position if text is empty; ok is false after
// an error, and a command then exits with exitUsage when name and text
// came from flags.
func position(e *env, name, text string) (v bao.Variant, s bao.State, ok bool) {
	if v, ok = lookup(e, name); !ok {
		return nil, s, false
	}
	if text == "" {
		return v, v.Start(), true
	}
	s, err := bao.ParseState(v, text)
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: -position: %v\n", e.command(), err)
		return v, s, false
	}
	return v, s, true
}

// followRecord changes the help of the -variant flag of fs for a command
// that reads the variant from its input (replay, show -record): there the
// flag has no default and only checks.
func followRecord(fs *flag.FlagSet) {
	f := fs.Lookup("variant")
	f.DefValue = ""
	f.Usage = "check that every record is of variant `name` (default: each record's own variant)"
}

// output is the buffered, checked writer every command writes its results
// through: it remembers the first write error, after which writes do
// nothing and return that error, so a command may write without checking
// each call and ask once at the end (finish). Flush before waiting for
// input (bao play).
type output struct {
	bw  *bufio.Writer
	err error
}

// newOutput returns an output writing to w.
func newOutput(w io.Writer) *output { return &output{bw: bufio.NewWriterSize(w, 1<<16)} }

// Write writes p unless an earlier write failed.
func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.bw.Write(p)
	if err != nil {
		o.err = err
	}
	return n, err
}

// Printf is fmt.Fprintf to o.
func (o *output) Printf(format string, args ...any) { fmt.Fprintf(o, format, args...) }

// Print is fmt.Fprint to o.
func (o *output) Print(args ...any) { fmt.Fprint(o, args...) }

// Println is fmt.Fprintln to o.
func (o *output) Println(args ...any) { fmt.Fprintln(o, args...) }

// Flush writes the buffered output and returns the first write error.
func (o *output) Flush() error {
	if o.err == nil {
		if err := o.bw.Flush(); err != nil {
			o.err = err
		}
	}
	return o.err
}

// Err returns the first write error, without flushing.
func (o *output) Err() error { return o.err }

// finish ends command name: it flushes o and, if a write failed, reports
// it once on stderr ("bao NAME: writing the output: ...") and returns
// exitFail; otherwise it returns status. Every command that writes through
// an output returns finish(e, name, o, status).
func finish(e *env, name string, o *output, status int) int {
	if err := o.Flush(); err != nil {
		fmt.Fprintf(e.stderr, "bao %s: writing the output: %v\n", name, unwrapPath(err))
		return exitFail
	}
	return status
}

// unwrapPath drops the "write /dev/stdout:" of an *os.PathError on the
// standard output, whose name says nothing.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) && pe.Path == "/dev/stdout" {
		return pe.Err
	}
	return err
}

// writeWhole writes data to the file name whole (atomicfile.WriteBytes).
func writeWhole(name string, data []byte) error { return atomicfile.WriteBytes(name, data) }

// usageFailer returns the usage error of the command name: it prints
// "bao name: " and the message, then the command's usage, and returns
// exitUsage.
func usageFailer(e *env, fs *flag.FlagSet, name string) func(format string, a ...any) int {
	return func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "bao "+name+": "+format+"\n", a...)
		fs.Usage()
		return exitUsage
	}
}
