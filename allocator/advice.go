package allocator

// Advice after an out-of-memory error, in JAX's terms: the client settings
// a user can change (XLA_PYTHON_CLIENT_MEM_FRACTION, _PREALLOCATE,
// _ALLOCATOR=platform or vmm) and the program changes that remove the failure (donate the
// restored state, stop holding device arrays in a Python list), each with
// what it gives in the simulation: whether the script then runs on this
// device and the pool or device memory it needs.

import (
	"fmt"
)

// Advice is one change and its figure.
type Advice struct {
	// Change is the setting or the program change, as the user writes it.
	Change string
	// Runs says whether the script runs to the end on the options' device
	// with the change.
	Runs bool
	// Figure is what the change gives, in words.
	Figure string
}

// Advise returns the changes worth trying when the script runs out of
// memory under opts, each simulated on opts' device. The settings come
// first, then the program changes the script allows.
func (sim *Simulator) Advise(opts Options) ([]Advice, error) {
	var out []Advice
	dev := opts.DeviceMemory
	outcome := func(o Options, s *Simulator) (bool, string, error) {
		res, err := s.Run(o)
		if err != nil {
			return false, "", err
		}
		if res.OOM != nil {
			return false, fmt.Sprintf("still out of memory, at step %d", res.OOM.Step), nil
		}
		return true, fmt.Sprintf("runs; peak reserved %s", HumanBytes(res.PeakReserved)), nil
	}
	// The fraction: the least from which every larger pool runs.
	bfc := opts
	bfc.Allocator, bfc.Columns, bfc.Progress, bfc.Check = KindBFC, 0, nil, false
	l, err := sim.LeastPool(bfc)
	if err != nil {
		return nil, err
	}
	switch {
	case !l.Found:
		out = append(out, Advice{Change: "XLA_PYTHON_CLIENT_MEM_FRACTION", Figure: "no pool up to 2^50 bytes runs the script"})
	case l.Fraction <= 1:
		out = append(out, Advice{Change: fmt.Sprintf("XLA_PYTHON_CLIENT_MEM_FRACTION=%.4g", l.Fraction), Runs: true,
			Figure: fmt.Sprintf("a pool of %s, the least from which every larger pool runs", HumanBytes(roundUpTo(int64(l.Fraction*float64(dev)), bfc.granularity())))})
	default:
		out = append(out, Advice{Change: "XLA_PYTHON_CLIENT_MEM_FRACTION",
			Figure: fmt.Sprintf("no fraction of this device runs it: BFC needs a pool of %s, a device of %s at %g", HumanBytes(l.Pool), HumanBytes(l.Device), bfc.fraction())})
	}
	// Growth on demand, at the same fraction.
	o := bfc
	o.NoPreallocate = true
	ok, fig, err := outcome(o, sim)
	if err != nil {
		return nil, err
	}
	out = append(out, Advice{Change: "XLA_PYTHON_CLIENT_PREALLOCATE=false", Runs: ok, Figure: fig + fmt.Sprintf(" (regions grown on demand up to %s)", HumanBytes(bfc.Pool(dev)))})
	// The platform allocator: the whole device, no pool.
	o = bfc
	o.Allocator = KindPlatform
	ok, fig, err = outcome(o, sim)
	if err != nil {
		return nil, err
	}
	if pl, err := sim.LeastPool(o); err == nil && pl.Found {
		fig += fmt.Sprintf("; needs %s of device memory", HumanBytes(pl.Pool))
	}
	out = append(out, Advice{Change: "XLA_PYTHON_CLIENT_ALLOCATOR=platform", Runs: ok, Figure: fig + " (slower: every array from the driver)"})
	// The VMM allocator: a budget of the same fraction, every allocation
	// padded to the granularity, no fragmentation.
	o = bfc
	o.Allocator = KindVMM
	ok, fig, err = outcome(o, sim)
	if err != nil {
		return nil, err
	}
	if vl, err := sim.LeastPool(o); err == nil && vl.Found {
		if vl.Fraction <= 1 {
			fig += fmt.Sprintf("; needs a budget of %s, fraction %.4g", HumanBytes(vl.Pool), vl.Fraction)
		} else {
			fig += fmt.Sprintf("; needs a budget of %s, more than the device", HumanBytes(vl.Pool))
		}
	}
	out = append(out, Advice{Change: "XLA_PYTHON_CLIENT_ALLOCATOR=vmm", Runs: ok,
		Figure: fig + fmt.Sprintf(" (every array padded to %s; jaxlib versions that accept vmm)", HumanBytes(o.vmmGranularity()))})
	// Program changes, each a new script run under the same options.
	for _, ch := range []struct {
		change string
		edit   func(*Stmt) bool
	}{
		{"donate the restored state (drop nodonate: jax.jit(..., donate_argnums) on arrays nothing else holds)", func(st *Stmt) bool {
			if st.Kind == Run && st.NoDonate {
				st.NoDonate = false
				return true
			}
			return false
		}},
		{"do not hold device arrays in a list (float(loss), or jax.device_get, before appending)", func(st *Stmt) bool {
			changed := false
			for i := range st.Outs {
				if st.Outs[i].Append {
					st.Outs[i].Slot, st.Outs[i].Append = -1, false
					changed = true
				}
			}
			return changed
		}},
	} {
		s, changed := editScript(sim.script, ch.edit)
		if !changed {
			continue
		}
		alt, err := NewSimulator(s)
		if err != nil {
			return nil, err
		}
		ok, fig, err := outcome(bfc, alt)
		if err != nil {
			return nil, err
		}
		if al, err := alt.LeastPool(bfc); err == nil && al.Found {
			fig += fmt.Sprintf("; least pool %s", HumanBytes(al.Pool))
		}
		out = append(out, Advice{Change: ch.change, Runs: ok, Figure: fig})
	}
	return out, nil
}

// editScript returns a copy of s whose statements edit changed, and
// whether it changed any; s is left as it was.
func editScript(s *Script, edit func(*Stmt) bool) (*Script, bool) {
	changed := false
	var walk func([]*Stmt) []*Stmt
	walk = func(body []*Stmt) []*Stmt {
		out := make([]*Stmt, len(body))
		for i, st := range body {
			c := *st
			c.Outs = append([]Ref(nil), st.Outs...)
			c.Body = walk(st.Body)
			if edit(&c) {
				changed = true
			}
			out[i] = &c
		}
		return out
	}
	c := *s
	c.Body = walk(s.Body)
	return &c, changed
}
