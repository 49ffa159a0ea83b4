// The check of a checkpointed module against its input.

package remat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// CheckScans checks base, the module CheckpointScans made of orig, as far
// as it can without running either: base verifies, its entry has orig's
// parameters and result, and each of its computations is one of orig's or
// a copy of one (NAME.ckpt, NAME.recompute: the forward body, its
// condition and the fused computations they and the backward body run).
// It does not prove that the backward loop reads the rows the forward
// loop wrote: that argument is scan.go's, and the harness of
// testdata/xla-scan compares the outputs XLA computes for both modules.
// Check then checks the rounds' changes against base.
func CheckScans(orig, base *hlo.Module) error {
	if err := hlo.Verify(base); err != nil {
		return fmt.Errorf("checkpointed scan: the module does not verify: %w", err)
	}
	var errs []error
	if orig.Entry == nil || base.Entry == nil || len(orig.Entry.Params) != len(base.Entry.Params) {
		return errors.New("checkpointed scan: the entry's parameters changed")
	}
	for i, p := range orig.Entry.Params {
		if q := base.Entry.Params[i]; q.Shape.String() != p.Shape.String() {
			errs = append(errs, fmt.Errorf("entry parameter %d: %s, was %s", i, q.Shape, p.Shape))
		}
	}
	if orig.Entry.Root.Shape.String() != base.Entry.Root.Shape.String() {
		errs = append(errs, fmt.Errorf("entry result %s, was %s", base.Entry.Root.Shape, orig.Entry.Root.Shape))
	}
	names := map[string]bool{}
	for _, c := range orig.Computations {
		names[c.Name] = true
	}
	for _, c := range base.Computations {
		if !names[c.Name] && !names[copyBase(c.Name)] {
			errs = append(errs, fmt.Errorf("computation %s is neither in the original nor a copy of one", c.Name))
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("checkpointed scan: %w", errors.Join(errs...))
	}
	return nil
}

// copyBase strips the suffix scan.go gives its copies: "x.ckpt",
// "x.recompute3" give "x".
func copyBase(name string) string {
	for _, suf := range []string{".ckpt", ".recompute"} {
		i := strings.LastIndex(name, suf)
		if i <= 0 {
			continue
		}
		rest := name[i+len(suf):]
		if _, err := strconv.Atoi(rest); rest == "" || err == nil {
			return name[:i]
		}
	}
	return name
}
