package hlo

import "testing"

// TestLookupOpcode checks the hash table against the opcodes map: every
// row found with its properties, names not in the map (near misses
// included) given the zero row.
func TestLookupOpcode(t *testing.T) {
	for name, want := range opcodes {
		if got := lookupOpcode(name); got != want {
			t.Errorf("lookupOpcode(%q) = %+v, want %+v", name, got, want)
		}
	}
	for _, name := range []string{"", "a", "ad", "adds", "Add", "parameter", "fusion", "tuple",
		"get-tuple-element", "dot", "broadcast", "scatterx", "xscatter", "send-don", "all-reduce-starts",
		"rng-get-and-update-stat", "exponential-minus-on", "exponential-minus-twe"} {
		if _, ok := opcodes[name]; ok {
			continue
		}
		if got := lookupOpcode(name); got != (opcodeInfo{}) {
			t.Errorf("lookupOpcode(%q) = %+v, want the zero row", name, got)
		}
	}
	most := 0
	for b := range opcodeBuckets {
		most = max(most, int(opcodeTable.start[b+1]-opcodeTable.start[b]))
	}
	t.Logf("%d opcodes in %d buckets, at most %d in one", len(opcodes), opcodeBuckets, most)
}

// BenchmarkLookupOpcode looks up a mix of opcodes, listed and not, as the
// passes ask about a module's instructions.
func BenchmarkLookupOpcode(b *testing.B) {
	ops := []string{"add", "parameter", "fusion", "multiply", "get-tuple-element", "dot", "tuple",
		"broadcast", "all-reduce", "dynamic-update-slice", "constant", "convert"}
	n := 0
	for b.Loop() {
		for _, op := range ops {
			if IsElementwise(op) || HasSideEffect(op) {
				n++
			}
		}
	}
	if n == 0 {
		b.Fatal("no opcode found elementwise or with a side effect")
	}
}
