package planner

import (
	"fmt"
	"time"
)

// Config chooses how Plan turns a module into an offset plan. The zero
// Config is valid: every empty field takes the default written next to it.
type Config struct {
	// Schedule is the instruction-order algorithm: "text" (the order in the
	// file), "postorder", "dfs", "list" or "best" (run the others, keep the
	// order with the lowest lower bound). Default: "text" for a module marked
	// is_scheduled=true (its text order is its schedule), "best" otherwise.
	Schedule string
	// Layout is the byte-size policy: "tpu" (tiles padded to 128-multiples,
	// 128-byte alignment) or "dense" (element count × element bytes).
	// Default: "tpu".
	Layout string
	// Align is the offset alignment in bytes, for the dense policy (64 like
	// XLA:CPU, 256 like XLA:GPU). 0 takes the policy's own default.
	Align int64
	// Arena is what goes into the one arena the plan lays out: "all" (every
	// buffer, parameters and constants included) or "temp" (temporaries
	// only, as XLA's preallocated temp allocation). Default: "all".
	Arena string
	// Algorithm is the packer: "auto" (the best of the fast packers, then
	// exact search while Budget remains), "bestfit", "greedy-size", "p2ffd"
	// or "search". Default: "auto".
	Algorithm string
	// Capacity, when positive, is a hard limit on the arena in bytes: Plan
	// fails with an error wrapping assign.ErrCapacity when no plan within it
	// was found.
	Capacity int64
	// Budget bounds the time the packers may spend searching for a lower
	// peak. 0 takes the packers' own default.
	Budget time.Duration
}

// Defaults for the fields of Config.
const (
	DefaultLayout    = "tpu"
	DefaultArena     = "all"
	DefaultAlgorithm = "auto"
)

// withDefaults returns cfg with every empty field filled in for a module
// whose is_scheduled flag is scheduled.
func (cfg Config) withDefaults(scheduled bool) Config {
	if cfg.Schedule == "" {
		if scheduled {
			cfg.Schedule = "text"
		} else {
			cfg.Schedule = "best"
		}
	}
	if cfg.Layout == "" {
		cfg.Layout = DefaultLayout
	}
	if cfg.Arena == "" {
		cfg.Arena = DefaultArena
	}
	if cfg.Algorithm == "" {
		cfg.Algorithm = DefaultAlgorithm
	}
	return cfg
}

// check reports the first field of cfg that cannot be right whatever the
// module, so that a bad flag fails before any work is done.
func (cfg Config) check() error {
	switch cfg.Arena {
	case "", "all", "temp":
	default:
		return fmt.Errorf("arena %q: want all or temp", cfg.Arena)
	}
	if cfg.Align < 0 {
		return fmt.Errorf("align %d: want a positive number of bytes", cfg.Align)
	}
	if cfg.Capacity < 0 {
		return fmt.Errorf("capacity %d: want a positive number of bytes", cfg.Capacity)
	}
	if cfg.Budget < 0 {
		return fmt.Errorf("budget %v: want a positive duration", cfg.Budget)
	}
	return nil
}
