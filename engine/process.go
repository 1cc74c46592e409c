package engine

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// process is one running engine: its pipes, the goroutine that reads its
// lines, and what its handshake said.
type process struct {
	cmd    *exec.Cmd
	in     *os.File    // the engine's standard input, written by the driver
	out    *os.File    // its standard output, read by readLines
	lines  chan string // the lines read; closed at the end of its output
	quit   chan struct{}
	exited chan struct{} // closed when the process has exited
	once   sync.Once

	// What the handshake said.
	name, author string
	options      []Option
	variants     []string // nil: no variants line
}

// errStart wraps the failure to start a program.
var errStart = errors.New("engine: cannot start")

// startProcess starts the program of c with its standard input and output
// on pipes of the driver's and its standard error discarded, in a process
// group of its own (on Unix), so that kill ends it with its children.
func startProcess(c *Config) (*process, error) {
	cmd := exec.Command(c.Cmd, c.Args...)
	setGroup(cmd)
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("%w %s: %v", errStart, c.Cmd, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("%w %s: %v", errStart, c.Cmd, err)
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	err = cmd.Start()
	inR.Close() // the child's ends, now its own
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("%w %s: %v", errStart, c.Cmd, err)
	}
	p := &process{
		cmd: cmd, in: inW, out: outR,
		lines: make(chan string, 64), quit: make(chan struct{}), exited: make(chan struct{}),
	}
	go func() {
		cmd.Wait()
		close(p.exited)
	}()
	go readLines(p.out, p.lines, p.quit)
	return p, nil
}

// readLines sends the lines of in to lines, each cut at MaxLine bytes
// and without its line ending ("\n" or "\r\n"), until in ends (then it
// closes lines) or quit is closed.
func readLines(in io.Reader, lines chan<- string, quit <-chan struct{}) {
	defer close(lines)
	r := bufio.NewReaderSize(in, 4096)
	var line []byte
	long := false // the line being read is longer than MaxLine
	for {
		chunk, err := r.ReadSlice('\n')
		if len(chunk) > 0 {
			complete := chunk[len(chunk)-1] == '\n'
			if complete {
				chunk = chunk[:len(chunk)-1]
			}
			if !long {
				if room := MaxLine - len(line); len(chunk) > room {
					chunk, long = chunk[:room], true
				}
				line = append(line, chunk...)
			}
			if complete || err == io.EOF {
				text := string(line)
				if n := len(text); n > 0 && text[n-1] == '\r' {
					text = text[:n-1]
				}
				line, long = line[:0], false
				select {
				case lines <- text:
				case <-quit:
					return
				}
			}
		}
		if err != nil && err != bufio.ErrBufferFull {
			return
		}
	}
}

// send writes one line to the engine. A write that cannot be made within
// limit (an engine that does not read its input) fails.
func (p *process) send(line string, limit time.Duration) error {
	p.in.SetWriteDeadline(time.Now().Add(limit))
	_, err := p.in.WriteString(line + "\n")
	return err
}

// result of next.
type result int

const (
	gotLine    result = iota
	gotEOF            // the engine's output ended
	gotTimeout        // the timer fired
	gotCancel         // the done channel was closed
)

// next returns the next line of the engine, or why there is none: its
// output ended, the timer t fired, or done was closed.
func (p *process) next(t <-chan time.Time, done <-chan struct{}) (string, result) {
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", gotEOF
		}
		return line, gotLine
	case <-t:
		return "", gotTimeout
	case <-done:
		return "", gotCancel
	}
}

// kill ends the process (and its process group) and releases its pipes.
func (p *process) kill() {
	p.once.Do(func() {
		close(p.quit)
		killGroup(p.cmd)
		p.in.Close()
		p.out.Close()
	})
}

// close asks the engine to quit, waits a little for it to exit, and kills
// it if it has not.
func (p *process) close() {
	if p.send("quit", 100*time.Millisecond) == nil {
		p.in.Close()
		select {
		case <-p.exited:
		case <-time.After(500 * time.Millisecond):
		}
	}
	p.kill()
}

// dead reports whether the process has exited.
func (p *process) dead() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}
