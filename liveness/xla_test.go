package liveness

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/schedule"
)

// TestXLAGaps plans each testdata/xla/*.hlo, a small module written for
// this project that reproduces one way the planner used to be above XLA's
// own buffer assignment (issue 10), and compares the figures with the
// "want" line of the file's header comment, which also says why those are
// the right bytes. Fields: temp (bytes of temp buffers, XLA's arena),
// temp_L and all_L (the lower bound L of the temp arena and of the one
// arena), the sizes of the parameter, constant and output buffers, and
// same=a,b when instructions a and b must hold their values in one buffer.
// Every array is 4 bytes an element under the dense policy, alignment 1.
func TestXLAGaps(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "xla", "*.hlo"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test inputs: %v", err)
	}
	wantRE := regexp.MustCompile(`(?m)^// want (.*)$`)
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".hlo"), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			w := wantRE.FindSubmatch(src)
			if w == nil {
				t.Fatal("no // want line")
			}
			ms, err := hlo.Parse(f, src)
			if err != nil {
				t.Fatal(err)
			}
			m := ms[0]
			seq, err := schedule.Order(m, schedule.Text, dense.Size)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			var temp *Result
			for _, arena := range []Arena{TempOnly, All} {
				opt := dense
				opt.Arena = arena
				// "// target cpu": XLA:CPU's sharing rule (CPUSharing).
				opt.CPUSharing = regexp.MustCompile(`(?m)^// target cpu$`).Match(src)
				r, err := Analyze(m, seq, opt)
				if err != nil {
					t.Fatal(err)
				}
				checkResult(t, r)
				checkNoClobber(t, m, r)
				l, _ := r.MaxLiveIn(arena)
				got[string(arena)+"_L"] = fmt.Sprint(l)
				if arena != TempOnly {
					continue
				}
				temp = r
				kinds := map[Kind][]string{}
				for _, b := range r.Buffers {
					if b.Size > 0 && b.Shape.IsArray() {
						kinds[b.Kind] = append(kinds[b.Kind], fmt.Sprint(b.Size))
					}
				}
				got["temp"] = fmt.Sprint(r.Bytes()[Temp])
				got["parameter"] = strings.Join(kinds[Parameter], ",")
				got["constant"] = strings.Join(kinds[Constant], ",")
				got["output"] = strings.Join(kinds[MaybeLiveOut], ",")
			}
			want := map[string]string{}
			for _, kv := range strings.Fields(string(w[1])) {
				k, v, _ := strings.Cut(kv, "=")
				want[k] = v
			}
			if pair, ok := want["same"]; ok {
				// same=a,b: instructions a and b hold their values in one
				// buffer of the temp-arena analysis ("a|b" when apart).
				x, y, _ := strings.Cut(pair, ",")
				got["same"] = x + "|" + y
				if bx, by := bufferOf(temp, x), bufferOf(temp, y); bx >= 0 && bx == by {
					got["same"] = pair
				}
			}
			for k := range got {
				if _, ok := want[k]; !ok {
					delete(got, k)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("figures (-want +got):\n%s", diff)
			}
		})
	}
}

// bufferOf returns the buffer holding the value of the instruction named
// name at the top level, or -1.
func bufferOf(r *Result, name string) int {
	for _, b := range r.Buffers {
		for _, v := range b.Values {
			if v.Instruction.Name == name && len(v.Index) == 0 && !v.Copy {
				return b.ID
			}
		}
	}
	return -1
}

// TestSortOddShapes analyzes sorts whose result is not one array per
// operand (ill-formed, as a builder can make them): the analysis must not
// write a result over an operand it does not correspond to, nor panic.
func TestSortOddShapes(t *testing.T) {
	for _, shape := range []hlo.Shape{
		tup(tup(f32(256), f32(256))), // four positions, one element
		tup(f32(256), tup(f32(256), f32(256))),
		f32(256),
	} {
		m := mod(t,
			comp("lt", false,
				in("a", f32(), "parameter", 0),
				in("b", f32(), "parameter", 1),
				in("l", pred(), "compare", "a", "b")),
			comp("main", true,
				in("p", f32(256), "parameter", 0),
				in("x", f32(256), "exponential", "p"),
				in("y", f32(256), "tanh", "p"),
				in("z", f32(256), "negate", "p"),
				in("s", shape, "sort", "x", "y", "z", call{"to_apply", "lt"})))
		r, err := Analyze(m, nil, dense)
		if err != nil {
			continue // refused: fine
		}
		for _, b := range r.Buffers {
			var names []string
			for _, v := range b.Values {
				names = append(names, v.Instruction.Name)
			}
			if len(names) > 1 && names[0] != "s" && slices.Contains(names, "s") {
				t.Errorf("%s: sort result shares %v", ShapeText(shape), names)
			}
		}
	}
}
