// The donate remedy: entry parameters whose buffers an output can take.
//
// A JAX argument the caller donates (jax.jit(f, donate_argnums=(i,))) is
// lowered to input_output_alias pairs: jax's _set_up_aliases
// (jax/_src/interpreters/mlir.py) walks the donated argument's leaves in
// order and gives each the first output not yet taken whose abstract
// value (element type and dimensions, and the layout where one is fixed)
// is the leaf's, and the pair is written as tf.aliasing_output, which
// XLA reads as a may-alias of the header's input_output_alias. XLA's own
// check of such a pair (HloInputOutputAliasConfig::Verify,
// xla/hlo/ir/hlo_input_output_alias_config.cc) asks that the two are
// arrays of the same byte size and that neither side is aliased twice;
// equal shapes and layouts meet that.
//
// What it saves is what memory_analysis() then counts: the output's
// bytes leave the total (alias_size_in_bytes, subtracted from arguments
// + outputs + temp). But where the program still reads the parameter
// after the output is written, the two cannot share one buffer: XLA's
// copy insertion (CopyInsertion::AddCopiesForAliasedInputOutputs,
// xla/service/copy_insertion.cc) copies the parameter, and the copy is a
// temp that RemoveUnnecessaryCopies keeps. The liveness analysis inserts
// the same copies (liveness/), so the saving of a donation is measured,
// not assumed: the caller plans the module with the aliases and without
// (the root package's donate step). Measured on XLA:CPU (jaxlib 0.10.2)
// for the held-out Adam step of testdata/xla-remat: donating params
// aliases its 12 outputs (3,145,728 bytes) and adds one 256 KiB copy to
// the temp (8,388,608 → 8,650,752), a parameter that the backward pass
// reads after its update is written in XLA's order.
//
// Candidates are grouped by the JAX argument they come from: jax writes
// each entry parameter's op_name as the argument's path ("params[0][1]",
// "batch"), and the top-level names, in parameter order, are the
// positional arguments donate_argnums counts.

package remat

import (
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// ArgDonation is one JAX argument of the entry whose leaves outputs of
// their shape could take.
type ArgDonation struct {
	// Arg is the argument's position (the number donate_argnums takes),
	// -1 when the parameters carry no argument paths; Name its name as
	// jax writes it in the op_name ("params"), or the parameter's
	// instruction name when there is none.
	Arg  int
	Name string
	// Params are the entry parameter numbers of its leaves.
	Params []int
	// Aliases are the pairs donating it adds to input_output_alias, in
	// parameter order; Bytes what their outputs hold.
	Aliases []hlo.Alias
	Bytes   int64
}

// argName returns the top-level argument name of a parameter's op_name
// path: "params" for "params[0][1]" or "params['w']"; "" for none.
func argName(op string) string {
	if i := strings.IndexAny(op, "[."); i >= 0 {
		op = op[:i]
	}
	if op == "" || strings.ContainsAny(op, " /()") {
		return "" // not an argument path (a jit-scoped op_name)
	}
	return op
}

// ArgOf returns the JAX argument entry parameter param of m belongs to,
// as DonationCandidates numbers them: its name as jax writes it in the
// op_name ("params" for "params['w2']") and its position, the number
// donate_argnums takes (jax donates a whole argument, every leaf of the
// pytree). arg is -1 when some parameter carries no argument path (a
// module dumped without debug info), or param is not an entry
// parameter.
func ArgOf(m *hlo.Module, param int) (name string, arg int) {
	if m == nil || m.Entry == nil || param < 0 || param >= len(m.Entry.Params) {
		return "", -1
	}
	index := map[string]int{} // argument name → position
	for _, p := range m.Entry.Params {
		n := ""
		if p != nil {
			n = argName(p.Meta().OpName)
		}
		if n == "" {
			return "", -1
		}
		if _, ok := index[n]; !ok {
			index[n] = len(index)
		}
	}
	n := argName(m.Entry.Params[param].Meta().OpName)
	return n, index[n]
}

// sameDonee reports whether an output of shape b can take the buffer of
// a parameter of shape a: one array, layout and memory space (a missing
// layout is the default one), as jax pairs them (sameArray, check.go).
func sameDonee(a, b hlo.Shape) bool {
	return sameArray(a, b) && slices.Equal(a.Dynamic, b.Dynamic) && space(a) == space(b)
}

// DonationCandidates returns, for each JAX argument of m's entry with a
// leaf that could be donated, the aliases donating the whole argument
// adds (jax's pairing, above): leaves neither aliased already nor
// marked as buffer donors, paired in parameter order with the first
// output leaf not aliased already of the same shape and layout. An
// argument none of whose leaves pairs is left out. The arguments come in
// order.
func DonationCandidates(m *hlo.Module, size func(hlo.Shape) int64) []ArgDonation {
	if m == nil || m.Entry == nil || m.Entry.Root == nil {
		return nil
	}
	e := m.Entry
	taken := map[string]bool{} // parameter leaves aliased or donated
	takenOut := map[string]bool{}
	for _, a := range m.InputOutputAlias {
		taken[donationKey(a.Param, a.ParamIndex)] = true
		takenOut[donationKey(-1, a.OutputIndex)] = true
	}
	for _, d := range m.BufferDonors {
		taken[donationKey(d.Param, d.ParamIndex)] = true
	}
	type outLeaf struct {
		index hlo.ShapeIndex
		shape hlo.Shape
		used  bool
	}
	var outs []*outLeaf
	e.Root.Shape.ForEachSubshape(func(s hlo.Shape, idx hlo.ShapeIndex) {
		if s.IsArray() && !takenOut[donationKey(-1, idx)] {
			outs = append(outs, &outLeaf{index: slices.Clone(idx), shape: s})
		}
	})
	params := make([]*hlo.Instruction, len(e.Params))
	copy(params, e.Params)
	// Arguments by name, in parameter order; a parameter without an
	// argument path makes every argument number unknown.
	named := true
	for _, p := range params {
		if p == nil || argName(p.Meta().OpName) == "" {
			named = false
		}
	}
	var args []ArgDonation
	index := map[string]int{} // argument name → index in args
	for num, p := range params {
		if p == nil {
			continue
		}
		name := p.Name
		if named {
			name = argName(p.Meta().OpName)
		}
		k, ok := index[name]
		if !ok {
			k = len(args)
			index[name] = k
			arg := -1
			if named {
				arg = k
			}
			args = append(args, ArgDonation{Arg: arg, Name: name})
		}
		a := &args[k]
		p.Shape.ForEachSubshape(func(s hlo.Shape, idx hlo.ShapeIndex) {
			if !s.IsArray() || taken[donationKey(num, idx)] {
				return
			}
			for _, o := range outs {
				if o.used || !sameDonee(s, o.shape) {
					continue
				}
				o.used = true
				a.Aliases = append(a.Aliases, hlo.Alias{OutputIndex: o.index, Param: num, ParamIndex: slices.Clone(idx), Kind: "may-alias"})
				if n := size(s); n > 0 {
					a.Bytes += n
				}
				if !slices.Contains(a.Params, num) {
					a.Params = append(a.Params, num)
				}
				return
			}
		})
	}
	out := args[:0]
	for _, a := range args {
		if len(a.Aliases) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// Donate returns a shallow copy of m whose input_output_alias adds the
// pairs of the donations ds, sorted by output index as XLA prints them.
// m is never changed.
func Donate(m *hlo.Module, ds []ArgDonation) *hlo.Module {
	out := *m
	out.InputOutputAlias = slices.Clone(m.InputOutputAlias)
	for _, d := range ds {
		out.InputOutputAlias = append(out.InputOutputAlias, d.Aliases...)
	}
	slices.SortStableFunc(out.InputOutputAlias, func(a, b hlo.Alias) int { return slices.Compare(a.OutputIndex, b.OutputIndex) })
	return &out
}

// DonateArgnums writes the jax.jit argument that donates ds, the numbers
// in order: "donate_argnums=(0,)", or "" when an argument's number is
// unknown.
func DonateArgnums(ds []ArgDonation) string {
	var args []int
	for _, d := range ds {
		if d.Arg < 0 {
			return ""
		}
		args = append(args, d.Arg)
	}
	slices.Sort(args)
	var nums []string
	for _, a := range args {
		nums = append(nums, strconv.Itoa(a))
	}
	if len(nums) == 1 {
		return "donate_argnums=(" + nums[0] + ",)"
	}
	return "donate_argnums=(" + strings.Join(nums, ", ") + ")"
}

// donationKey keys a parameter leaf (param, index), or with param -1 an
// output leaf.
func donationKey(param int, index hlo.ShapeIndex) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(param))
	for _, k := range index {
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(int(k)))
	}
	return b.String()
}
