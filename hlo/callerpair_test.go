package hlo

import "testing"

// TestCallerPair: for each caller, callerPair names the first other caller
// in text order, as the list it replaced did.
func TestCallerPair(t *testing.T) {
	a, b, c := &Instruction{Name: "a"}, &Instruction{Name: "b"}, &Instruction{Name: "c"}
	for _, tc := range []struct {
		callers []*Instruction
		in      *Instruction
		want    *Instruction
	}{
		{[]*Instruction{a}, a, nil},
		{[]*Instruction{a, a}, a, nil},
		{[]*Instruction{a, a, b}, a, b},
		{[]*Instruction{a, a, b}, b, a},
		{[]*Instruction{b, a, c}, a, b},
		{[]*Instruction{b, a, c}, b, a},
		{[]*Instruction{b, a, c}, c, b},
		{nil, a, nil},
	} {
		var p callerPair
		for _, x := range tc.callers {
			p = p.add(x)
		}
		// The list's answer: the first caller that is not in.
		var list *Instruction
		for _, x := range tc.callers {
			if x != tc.in {
				list = x
				break
			}
		}
		if got := p.other(tc.in); got != tc.want || got != list {
			t.Errorf("callers %v, other(%s) = %v, want %v (the list gives %v)", tc.callers, tc.in.Name, got, tc.want, list)
		}
	}
}
