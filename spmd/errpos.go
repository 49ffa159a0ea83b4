package spmd

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/planner-dev/planner/hlo"
)

// instLine matches an instruction's line of printed HLO and captures its
// name. It is compiled on first use, not at every command's start.
var instLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(?:ROOT\s+)?%?([A-Za-z_][\w.\-]*)\s*=`)
})

// userErrors turns the errors of the per-device module's text, whose
// positions are in no file the user has (m.per-device.hlo:5:7), into
// errors at the user's input: each at the instruction of m the failing
// per-device instruction partitions (its sharding's value when it has
// one), saying that it cannot be partitioned and why. An error on an
// instruction the partitioner inserted, or on no instruction, is at the
// module's header, as a bug in the partitioner.
func userErrors(m *hlo.Module, text string, err error) error {
	var list hlo.ErrorList
	if !errors.As(err, &list) {
		return fmt.Errorf("%s: spmd: the per-device module of %s does not verify (a bug): %v", m.Pos, m.Name, err)
	}
	byName := map[string]*hlo.Instruction{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			byName[in.Name] = in
		}
	}
	lines := strings.Split(text, "\n")
	var out hlo.ErrorList
	for _, e := range list {
		var orig *hlo.Instruction
		if line := int(e.Pos.Line); line >= 1 && line <= len(lines) {
			if mt := instLine().FindStringSubmatch(lines[line-1]); mt != nil {
				orig = byName[mt[1]]
			}
		}
		if orig == nil {
			out.Add(m.Pos, "module "+m.Name+": the per-device module does not verify (a bug in the partitioner): "+e.Msg)
			continue
		}
		pos, how := orig.Pos, ""
		if orig.Sharding != nil && orig.ShardingPos.Line > 0 {
			pos, how = orig.ShardingPos, " with its sharding"
		}
		out.Add(pos, fmt.Sprintf("%s %q%s cannot be partitioned: in the per-device module, %s", orig.Opcode, orig.Name, how, e.Msg))
	}
	out.Sort()
	return out
}
