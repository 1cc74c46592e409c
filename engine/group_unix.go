//go:build unix

package engine

import (
	"os/exec"
	"syscall"
)

// setGroup makes cmd start in a process group of its own: an interrupt
// typed at the terminal does not reach it (the driver decides when it
// stops), and killGroup ends it with every process it started. Where the
// system can (Linux: orphanSignal), the engine is also killed when the
// driver's process dies, however it dies (SIGKILL too).
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	orphanSignal(cmd.SysProcAttr)
}

// killGroup kills the process group of cmd, started by setGroup.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Process.Kill()
	}
}
