//go:build !linux

package main

// dropExecutablePages does nothing: the mappings are read on Linux only.
func dropExecutablePages() int64 { return 0 }
