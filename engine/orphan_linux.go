//go:build linux

package engine

import "syscall"

// orphanSignal asks the kernel to SIGKILL the engine when the driver's
// process dies (prctl PR_SET_PDEATHSIG): an engine never outlives a
// driver that was killed and could not end it. An engine that bao serves
// also ends when its input closes, which the death of the driver does
// too.
func orphanSignal(a *syscall.SysProcAttr) {
	a.Pdeathsig = syscall.SIGKILL
}
