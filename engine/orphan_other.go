//go:build unix && !linux

package engine

import "syscall"

// orphanSignal does nothing here: the system has no signal for the death
// of the parent, so an engine ends when its input closes (as the
// protocol requires and bao engine does) once a killed driver is gone.
func orphanSignal(*syscall.SysProcAttr) {}
