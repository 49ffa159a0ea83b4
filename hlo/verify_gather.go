package hlo

// The dimension numbers of gather and scatter, checked as XLA's
// ShapeInference does before it infers their shapes
// (shape_inference.cc: ValidateGatherDimensionNumbers,
// ValidateScatterDimensionNumbers): every dimension a list names exists
// in the array it indexes, the sorted lists are sorted and name a
// dimension once, index_vector_dim is a dimension of the indices or one
// past the last, start_index_map and scatter_dims_to_operand_dims have
// one entry per index of a start vector, slice_sizes one per operand
// dimension and each at most that dimension, and every operand
// dimension is accounted for once (a window/offset dimension, a
// collapsed or inserted one, or a batching one). A module XLA refuses
// here used to be planned from its declared shapes, and the partitioner
// took its out-of-range numbers as given (collapsed_slice_dims={99},
// start_index_map={-5} planned, exit 0).

import (
	"strconv"
	"strings"
)

// isArray reports whether x is an instruction of array shape (an operand
// the parser could not resolve is nil).
func isArray(x *Instruction) bool { return x != nil && x.Shape.IsArray() }

// intsAttr reads the list attribute name={a,b,...} of in. present is
// false when in has no such attribute; ok is false (and the error
// reported) when it holds something other than integers.
func (v *verifier) intsAttr(in *Instruction, name string) (vals []int64, present, ok bool) {
	for _, a := range in.Attrs {
		if a.Name != name {
			continue
		}
		text := strings.TrimSpace(a.Value)
		if !strings.HasPrefix(text, "{") || !strings.HasSuffix(text, "}") {
			v.errorf(in.OpcodePos, what(in)+": "+name+"="+a.Value+": expected a list of integers in braces")
			return nil, true, false
		}
		text = strings.TrimSpace(text[1 : len(text)-1])
		if text == "" {
			return nil, true, true
		}
		for _, f := range strings.Split(text, ",") {
			d, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
			if err != nil {
				v.errorf(in.OpcodePos, what(in)+": "+name+"={"+text+"}: expected integers")
				return nil, true, false
			}
			vals = append(vals, d)
		}
		return vals, true, true
	}
	return nil, false, true
}

// dimList checks that every entry of the list name names a dimension of
// an array of rank rank (the array described by of), each once and, when
// sorted is set, in increasing order. It reports the first fault.
func (v *verifier) dimList(in *Instruction, name string, dims []int64, rank int, of string, sorted bool) bool {
	seen := make(map[int64]bool, len(dims))
	for i, d := range dims {
		switch {
		case d < 0 || d >= int64(rank):
			v.errorf(in.OpcodePos, what(in)+": "+name+"["+strconv.Itoa(i)+"] = "+strconv.FormatInt(d, 10)+
				": expected a dimension of "+of+" (0 to "+strconv.Itoa(rank-1)+")")
			return false
		case seen[d]:
			v.errorf(in.OpcodePos, what(in)+": "+name+"="+intList(dims)+" names dimension "+strconv.FormatInt(d, 10)+" twice")
			return false
		case sorted && i > 0 && d < dims[i-1]:
			v.errorf(in.OpcodePos, what(in)+": "+name+"="+intList(dims)+": expected the dimensions in increasing order")
			return false
		}
		seen[d] = true
	}
	return true
}

// indexVector checks index_vector_dim against the indices' shape and
// returns the number of indices a start vector holds (1 when
// index_vector_dim is the indices' rank).
func (v *verifier) indexVector(in *Instruction, indices *Instruction) (n int64, ok bool) {
	idx := indices.Shape
	ivd, present, ok := v.intAttr(in, "index_vector_dim")
	if !ok {
		return 0, false
	}
	if !present {
		ivd = int64(len(idx.Dims))
	}
	if ivd < 0 || ivd > int64(len(idx.Dims)) {
		v.errorf(in.OpcodePos, what(in)+": index_vector_dim="+strconv.FormatInt(ivd, 10)+": expected 0 to "+strconv.Itoa(len(idx.Dims))+
			" (a dimension of the indices "+quote(indices.Name)+", "+shapeText(idx)+", or their rank)")
		return 0, false
	}
	if ivd == int64(len(idx.Dims)) {
		return 1, true
	}
	return idx.Dims[ivd], true
}

// intAttr reads the integer attribute name of in.
func (v *verifier) intAttr(in *Instruction, name string) (val int64, present, ok bool) {
	for _, a := range in.Attrs {
		if a.Name != name {
			continue
		}
		d, err := strconv.ParseInt(strings.TrimSpace(a.Value), 10, 64)
		if err != nil {
			v.errorf(in.OpcodePos, what(in)+": "+name+"="+a.Value+": expected an integer")
			return 0, true, false
		}
		return d, true, true
	}
	return 0, false, true
}

// gather checks a gather's dimension numbers against its operand,
// indices and result (XLA's ValidateGatherDimensionNumbers and the slice
// size checks of InferGatherShape).
func (v *verifier) gather(in *Instruction) {
	if len(in.Operands) != 2 || !in.Shape.IsArray() || !isArray(in.Operands[0]) || !isArray(in.Operands[1]) {
		return
	}
	op, indices := in.Operands[0], in.Operands[1]
	rank := len(op.Shape.Dims)
	lists := map[string][]int64{}
	for _, name := range []string{"offset_dims", "collapsed_slice_dims", "start_index_map", "operand_batching_dims", "start_indices_batching_dims", "slice_sizes"} {
		vals, _, ok := v.intsAttr(in, name)
		if !ok {
			return
		}
		lists[name] = vals
	}
	n, ok := v.indexVector(in, indices)
	if !ok {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	if !v.dimList(in, "offset_dims", lists["offset_dims"], len(in.Shape.Dims), "the result "+shapeText(in.Shape), true) ||
		!v.dimList(in, "collapsed_slice_dims", lists["collapsed_slice_dims"], rank, operand, true) ||
		!v.dimList(in, "start_index_map", lists["start_index_map"], rank, operand, false) ||
		!v.dimList(in, "operand_batching_dims", lists["operand_batching_dims"], rank, operand, true) ||
		!v.dimList(in, "start_indices_batching_dims", lists["start_indices_batching_dims"], len(indices.Shape.Dims), "the indices "+quote(indices.Name)+", "+shapeText(indices.Shape), false) {
		return
	}
	if got := int64(len(lists["start_index_map"])); n >= 0 && got != n { // n < 0: an unbounded dimension
		v.errorf(in.OpcodePos, what(in)+": start_index_map="+intList(lists["start_index_map"])+": expected one entry per index of a start vector of the indices "+
			quote(indices.Name)+" ("+shapeText(indices.Shape)+"): "+strconv.FormatInt(n, 10)+", found "+strconv.FormatInt(got, 10))
		return
	}
	if got := len(lists["offset_dims"]) + len(lists["collapsed_slice_dims"]) + len(lists["operand_batching_dims"]); got != rank {
		v.errorf(in.OpcodePos, what(in)+": offset_dims, collapsed_slice_dims and operand_batching_dims name "+strconv.Itoa(got)+
			" dimensions: expected the "+strconv.Itoa(rank)+" of "+operand)
		return
	}
	sizes := lists["slice_sizes"]
	if len(sizes) != rank {
		v.errorf(in.OpcodePos, what(in)+": slice_sizes="+intList(sizes)+": expected "+plural(rank, "size")+", one per dimension of "+operand)
		return
	}
	for i, s := range sizes {
		if s < 0 || (op.Shape.Dims[i] >= 0 && s > op.Shape.Dims[i]) {
			v.errorf(in.OpcodePos, what(in)+": slice_sizes["+strconv.Itoa(i)+"] = "+strconv.FormatInt(s, 10)+
				": expected 0 to "+strconv.FormatInt(op.Shape.Dims[i], 10)+", the size of dimension "+strconv.Itoa(i)+" of "+operand)
			return
		}
	}
	for _, d := range append(append([]int64(nil), lists["collapsed_slice_dims"]...), lists["operand_batching_dims"]...) {
		if sizes[d] > 1 {
			v.errorf(in.OpcodePos, what(in)+": dimension "+strconv.FormatInt(d, 10)+" is collapsed or batching but slice_sizes["+
				strconv.FormatInt(d, 10)+"] = "+strconv.FormatInt(sizes[d], 10)+": expected at most 1")
			return
		}
	}
}

// scatter checks a scatter's dimension numbers against its operands,
// indices and updates (XLA's ValidateScatterDimensionNumbers). A
// variadic scatter takes n operands, the indices, then n updates.
func (v *verifier) scatter(in *Instruction) {
	if len(in.Operands) < 3 || len(in.Operands)%2 != 1 {
		return
	}
	nOps := (len(in.Operands) - 1) / 2
	op, indices, updates := in.Operands[0], in.Operands[nOps], in.Operands[nOps+1]
	if !isArray(op) || !isArray(indices) || !isArray(updates) {
		return
	}
	rank := len(op.Shape.Dims)
	lists := map[string][]int64{}
	for _, name := range []string{"update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims", "input_batching_dims", "scatter_indices_batching_dims"} {
		vals, _, ok := v.intsAttr(in, name)
		if !ok {
			return
		}
		lists[name] = vals
	}
	n, ok := v.indexVector(in, indices)
	if !ok {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	if !v.dimList(in, "update_window_dims", lists["update_window_dims"], len(updates.Shape.Dims), "the updates "+quote(updates.Name)+", "+shapeText(updates.Shape), true) ||
		!v.dimList(in, "inserted_window_dims", lists["inserted_window_dims"], rank, operand, true) ||
		!v.dimList(in, "scatter_dims_to_operand_dims", lists["scatter_dims_to_operand_dims"], rank, operand, false) ||
		!v.dimList(in, "input_batching_dims", lists["input_batching_dims"], rank, operand, true) ||
		!v.dimList(in, "scatter_indices_batching_dims", lists["scatter_indices_batching_dims"], len(indices.Shape.Dims), "the indices "+quote(indices.Name)+", "+shapeText(indices.Shape), false) {
		return
	}
	if got := int64(len(lists["scatter_dims_to_operand_dims"])); n >= 0 && got != n {
		v.errorf(in.OpcodePos, what(in)+": scatter_dims_to_operand_dims="+intList(lists["scatter_dims_to_operand_dims"])+": expected one entry per index of a start vector of the indices "+
			quote(indices.Name)+" ("+shapeText(indices.Shape)+"): "+strconv.FormatInt(n, 10)+", found "+strconv.FormatInt(got, 10))
		return
	}
	if got := len(lists["update_window_dims"]) + len(lists["inserted_window_dims"]) + len(lists["input_batching_dims"]); got != rank {
		v.errorf(in.OpcodePos, what(in)+": update_window_dims, inserted_window_dims and input_batching_dims name "+strconv.Itoa(got)+
			" dimensions: expected the "+strconv.Itoa(rank)+" of "+operand)
	}
}

// dimensionNumbers checks the attributes that name dimensions of an
// operand or of the result of the instructions that are not checked
// whole elsewhere: each names a dimension that exists, once (XLA's
// ShapeInference: InferReduceShape, InferConcatOpShape, InferReverseShape,
// the sort, all-gather, reduce-scatter and all-to-all handlers,
// InferDotOpShape's ValidateDotDimensionNumbers, and the iota handler of
// the verifier). These were planned from the declared shapes
// (reduce dimensions={7} of an f32[4,8], concatenate dimensions={-3}).
func (v *verifier) dimensionNumbers(in *Instruction) {
	if len(in.Operands) == 0 && in.Opcode != "iota" {
		return
	}
	arrayRank := func(x *Instruction) (int, string, bool) {
		if x == nil || !x.Shape.IsArray() {
			return 0, "", false
		}
		return len(x.Shape.Dims), "operand " + quote(x.Name) + ", " + shapeText(x.Shape), true
	}
	check := func(name string, x *Instruction, exactlyOne bool) {
		dims, present, ok := v.intsAttr(in, name)
		if !ok || !present {
			return
		}
		rank, of, isArray := arrayRank(x)
		if !isArray {
			return
		}
		if exactlyOne && len(dims) != 1 {
			v.errorf(in.OpcodePos, what(in)+": "+name+"="+intList(dims)+": expected one dimension")
			return
		}
		v.dimList(in, name, dims, rank, of, false)
	}
	switch in.Opcode {
	case "reduce", "reverse", "all-gather", "all-gather-start", "reduce-scatter", "all-to-all":
		check("dimensions", in.Operands[0], false)
	case "concatenate", "sort":
		check("dimensions", in.Operands[0], true)
	case "dot":
		if len(in.Operands) == 2 {
			check("lhs_contracting_dims", in.Operands[0], false)
			check("lhs_batch_dims", in.Operands[0], false)
			check("rhs_contracting_dims", in.Operands[1], false)
			check("rhs_batch_dims", in.Operands[1], false)
		}
	case "iota":
		d, present, ok := v.intAttr(in, "iota_dimension")
		if ok && present && in.Shape.IsArray() && (d < 0 || d >= int64(len(in.Shape.Dims))) {
			v.errorf(in.OpcodePos, what(in)+": iota_dimension="+strconv.FormatInt(d, 10)+": expected a dimension of the result "+
				shapeText(in.Shape)+" (0 to "+strconv.Itoa(len(in.Shape.Dims)-1)+")")
		}
	}
}
