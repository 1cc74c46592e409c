package interrupt

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
)

// Notify starts relaying SIGINT and SIGTERM to ch; tests replace it.
var Notify = func(ch chan<- os.Signal) { signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM) }

// Signals is a command's catching of SIGINT and SIGTERM (Catch to End).
// While a command catches them, a process-wide fallback (Catching) leaves
// them alone.
type Signals struct {
	// Stop is closed by the first signal (arena's Config.Stop).
	Stop chan struct{}
	// Ctx is cancelled by the second signal, and by End.
	Ctx    context.Context
	cancel context.CancelFunc
	ch     chan os.Signal
	quit   chan struct{} // closed by End
	exited chan struct{} // closed when the relay has returned
	mu     sync.Mutex
	first  os.Signal
	ended  bool
}

// catching counts the commands that catch SIGINT and SIGTERM themselves
// (Catch to End).
var catching atomic.Int32

// Catching reports whether a command catches SIGINT and SIGTERM itself
// now, so that a process-wide handler leaves them to it.
func Catching() bool { return catching.Load() > 0 }

// Catchers returns the count that Catching reads, for a command that
// catches the signals by other means (signal.NotifyContext): it adds 1
// while it does.
func Catchers() *atomic.Int32 { return &catching }

// Catch starts listening for SIGINT and SIGTERM.
func Catch() *Signals {
	s := &Signals{Stop: make(chan struct{}), ch: make(chan os.Signal, 2), quit: make(chan struct{}), exited: make(chan struct{})}
	s.Ctx, s.cancel = context.WithCancel(context.Background())
	catching.Add(1)
	Notify(s.ch)
	select {
	case sig := <-s.ch: // already there: stop before the first game
		s.got(sig)
	default:
	}
	go func() {
		defer close(s.exited)
		for {
			select {
			case sig := <-s.ch:
				s.got(sig)
			case <-s.quit:
				return
			}
		}
	}()
	return s
}

func (s *Signals) got(sig os.Signal) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.first == nil {
		s.first = sig
		close(s.Stop)
	} else {
		s.cancel()
	}
}

// Received returns the first signal received so far, or nil.
func (s *Signals) Received() os.Signal {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.first
}

// End stops listening and returns the first signal received, or nil. It
// may be called more than once.
func (s *Signals) End() os.Signal {
	s.mu.Lock()
	ended := s.ended
	s.ended = true
	s.mu.Unlock()
	if !ended {
		signal.Stop(s.ch)
		close(s.quit)
		<-s.exited
		s.cancel()
		catching.Add(-1)
		select {
		case sig := <-s.ch: // taken by no one
			s.got(sig)
		default:
		}
	}
	return s.Received()
}

// Wait runs work and reports whether it finished before a signal stopped
// the command: the first signal, or the second if one came before the
// wait. Stopped, it returns at once and leaves work to finish (or not) in
// its goroutine, unseen: the command is about to exit.
func (s *Signals) Wait(work func()) bool {
	// Which signal stops the wait is settled before work starts, so that
	// a signal sent by work itself (or during it) counts as one that came
	// during the wait.
	var stop <-chan struct{} = s.Stop
	if s.Received() != nil {
		stop = s.Ctx.Done()
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
		return true
	case <-stop:
		select {
		case <-done:
			return true
		default:
			return false
		}
	}
}

// Name returns the usual name of a signal: "SIGINT", "SIGTERM".
func Name(sig os.Signal) string {
	switch sig {
	case syscall.SIGINT:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	if n := otherName(sig); n != "" {
		return n
	}
	return sig.String()
}

// Status returns the exit status after sig: 128 plus its number (130
// after SIGINT, 143 after SIGTERM); 1 for a signal without a number.
func Status(sig os.Signal) int {
	if n, ok := sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 1
}
