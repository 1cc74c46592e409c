//go:build !unix

package engine

import "os/exec"

// setGroup does nothing here: process groups are a Unix notion.
func setGroup(cmd *exec.Cmd) {}

// killGroup kills the process of cmd.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
