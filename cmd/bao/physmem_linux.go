package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// physicalMemory returns the memory the process may have in bytes: the
// machine's, or the limit of its control group (a container's) when that
// is lower; 0 when neither is known.
func physicalMemory() int64 {
	var si syscall.Sysinfo_t
	total := int64(0)
	if err := syscall.Sysinfo(&si); err == nil {
		total = int64(si.Totalram) * int64(si.Unit)
	}
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if n, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64); err == nil && n > 0 && (total == 0 || n < total) {
			total = n // "max" (no limit) does not parse
		}
	}
	return total
}
