//go:build unix

package engine

import (
	"os/exec"
	"syscall"
)

// setGroup makes cmd start in a process group of its own: an interrupt
// typed at the terminal does not reach it (the driver decides when it
// stops), and killGroup ends it with every process it started.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the process group of cmd, started by setGroup.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Process.Kill()
	}
}
