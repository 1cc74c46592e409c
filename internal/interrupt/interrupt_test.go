package interrupt

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// The first signal closes Stop, the second cancels Ctx; Wait returns
// false when a signal comes before its work is done; End returns the
// first signal and lets a process-wide handler have the next ones.
func TestSignals(t *testing.T) {
	defer func(f func(chan<- os.Signal)) { Notify = f }(Notify)
	var ch chan<- os.Signal
	Notify = func(c chan<- os.Signal) { ch = c }
	s := Catch()
	if !Catching() || s.Received() != nil {
		t.Fatal("caught nothing yet")
	}
	if !s.Wait(func() {}) {
		t.Error("Wait of work done: false")
	}
	block := make(chan struct{})
	defer close(block)
	// The signal is sent by the work, so it comes during the wait (sent
	// before it, it would leave Wait waiting for a second one).
	waited := make(chan bool, 1)
	go func() { waited <- s.Wait(func() { ch <- syscall.SIGINT; <-block }) }()
	select {
	case ok := <-waited:
		if ok {
			t.Error("Wait stopped by a signal: true")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Wait did not return after a signal")
	}
	<-s.Stop
	if s.Ctx.Err() != nil {
		t.Error("the first signal cancelled Ctx")
	}
	ch <- syscall.SIGTERM
	select {
	case <-s.Ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the second signal did not cancel Ctx")
	}
	if got := s.End(); got != syscall.SIGINT || Catching() {
		t.Errorf("End = %v, Catching %v; want SIGINT, false", got, Catching())
	}
	if s.End() != syscall.SIGINT {
		t.Error("End twice")
	}
}

func TestNameStatus(t *testing.T) {
	for sig, want := range map[os.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM", syscall.SIGHUP: "SIGHUP"} {
		if Name(sig) != want {
			t.Errorf("Name(%v) = %s", sig, Name(sig))
		}
	}
	if Status(syscall.SIGINT) != 130 || Status(syscall.SIGTERM) != 143 || Status(os.Interrupt) != 130 {
		t.Error("Status")
	}
}
