package liveness

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

var dense = PolicyOptions(layout.Dense(1))

func TestAnalyzeBuilt(t *testing.T) {
	tests := []struct {
		name string
		m    func(t *testing.T) *hlo.Module
	}{
		{"unary chain reuses one buffer", func(t *testing.T) *hlo.Module {
			return mod(t, comp("main", true,
				in("p", f32(256), "parameter", 0),
				in("e", f32(256), "exponential", "p"),
				in("h", f32(256), "tanh", "e"),
				in("e2", f32(256), "exponential", "h"),
				in("n", f32(256), "negate", "e2"),
			))
		}},
		{"reduce never reuses its input", func(t *testing.T) *hlo.Module {
			return mod(t,
				comp("add", false,
					in("a", f32(), "parameter", 0),
					in("b", f32(), "parameter", 1),
					in("s", f32(), "add", "a", "b")),
				comp("main", true,
					in("p", f32(256), "parameter", 0),
					in("e", f32(256), "exponential", "p"),
					in("z", f32(), "constant"),
					in("r", f32(), "reduce", "e", "z", call{"to_apply", "add"}),
					in("b", f32(256), "broadcast", "r"),
				))
		}},
		{"while state colocated", func(t *testing.T) *hlo.Module {
			st := tup(s32(), f32(256))
			return mod(t,
				comp("cond", false,
					in("p", st, "parameter", 0),
					in("i", s32(), "get-tuple-element", "p", 0),
					in("n", s32(), "constant"),
					in("c", pred(), "compare", "i", "n")),
				comp("body", false,
					in("p", st, "parameter", 0),
					in("i", s32(), "get-tuple-element", "p", 0),
					in("x", f32(256), "get-tuple-element", "p", 1),
					in("one", s32(), "constant"),
					in("i1", s32(), "add", "i", "one"),
					in("x1", f32(256), "exponential", "x"),
					in("t", st, "tuple", "i1", "x1")),
				comp("main", true,
					in("a", f32(256), "parameter", 0),
					in("z", s32(), "constant"),
					in("e", f32(256), "exponential", "a"),
					in("t", st, "tuple", "z", "e"),
					in("w", st, "while", "t", call{"condition", "cond"}, call{"body", "body"}),
					in("r", f32(256), "get-tuple-element", "w", 1),
				))
		}},

		{"conditional with two branches", func(t *testing.T) *hlo.Module {
			return mod(t,
				comp("br0", false,
					in("p", f32(256), "parameter", 0),
					in("e", f32(256), "exponential", "p")),
				comp("br1", false,
					in("p", f32(256), "parameter", 0),
					in("q", f32(256), "negate", "p")),
				comp("main", true,
					in("b", s32(), "parameter", 0),
					in("x", f32(256), "parameter", 1),
					in("y", f32(256), "parameter", 2),
					in("c", f32(256), "conditional", "b", "x", "y", call{"branch_computations", "br0"}, call{"branch_computations", "br1"}),
					in("n", f32(256), "negate", "c"),
				))
		}},
		{"call passes values through", func(t *testing.T) *hlo.Module {
			return mod(t,
				comp("f", false,
					in("p", f32(256), "parameter", 0),
					in("e", f32(256), "exponential", "p"),
					in("d", f32(), "dot", "e", "e")),
				comp("main", true,
					in("x", f32(256), "parameter", 0),
					in("c", f32(), "call", "x", call{"to_apply", "f"}),
					in("n", f32(), "negate", "c"),
				))
		}},
		{"donated parameter reused for temps", func(t *testing.T) *hlo.Module {
			m := mod(t, comp("main", true,
				in("x", f32(256), "parameter", 0),
				in("e", f32(256), "exponential", "x"),
				in("d", f32(), "dot", "e", "e"),
				in("b", f32(256), "broadcast", "d"),
			))
			m.InputOutputAlias = []hlo.Alias{{OutputIndex: nil, Param: 0}}
			return m
		}},
		{"live-out takes a slot of exactly its size", func(t *testing.T) *hlo.Module {
			return mod(t, comp("main", true,
				in("x", f32(256), "parameter", 0),
				in("e", f32(256), "exponential", "x"),
				in("h", hlo.Shape{Element: "f16", Dims: []int64{256}}, "convert", "e"),
				in("e2", f32(256), "exponential", "x"),
				in("n", f32(256), "negate", "e2"),
				in("t", tup(hlo.Shape{Element: "f16", Dims: []int64{256}}, f32(256)), "tuple", "h", "n"),
			))
		}},
		{"bitcast of a kept parameter is copied to the output", func(t *testing.T) *hlo.Module {
			return mod(t, comp("main", true,
				in("x", f32(16, 16), "parameter", 0),
				in("b", f32(256), "bitcast", "x"),
			))
		}},
		{"while passes a kept parameter through without a copy", func(t *testing.T) *hlo.Module {
			st := tup(s32(), f32(256), f32(256))
			return mod(t,
				comp("cond", false,
					in("p", st, "parameter", 0),
					in("i", s32(), "get-tuple-element", "p", 0),
					in("c", pred(), "compare", "i", "i")),
				comp("body", false,
					in("p", st, "parameter", 0),
					in("i", s32(), "get-tuple-element", "p", 0),
					in("w", f32(256), "get-tuple-element", "p", 1),
					in("x", f32(256), "get-tuple-element", "p", 2),
					in("i1", s32(), "negate", "i"),
					in("y", f32(256), "multiply", "w", "x"),
					in("t", st, "tuple", "i1", "w", "y")),
				comp("main", true,
					in("i", s32(), "parameter", 0),
					in("w", f32(256), "parameter", 1),
					in("x", f32(256), "parameter", 2),
					in("e", f32(256), "exponential", "x"),
					in("t", st, "tuple", "i", "w", "e"),
					in("l", st, "while", "t", call{"condition", "cond"}, call{"body", "body"}),
					in("r", f32(256), "get-tuple-element", "l", 2),
				))
		}},
		{"dynamic-update-slice in place and copied", func(t *testing.T) *hlo.Module {
			return mod(t, comp("main", true,
				in("p", f32(256), "parameter", 0),
				in("u", f32(16), "parameter", 1),
				in("i", s32(), "parameter", 2),
				in("e", f32(256), "exponential", "p"),
				in("d", f32(256), "dynamic-update-slice", "e", "u", "i"),
				in("e2", f32(256), "exponential", "p"),
				in("d2", f32(256), "dynamic-update-slice", "e2", "u", "i"),
				in("m", f32(256), "multiply", "d2", "e2"),
				in("t", tup(f32(256), f32(256)), "tuple", "d", "m"),
			))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Analyze(tt.m(t), nil, dense)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "built", slug(tt.name)+".golden"), timeline(t, r))
		})
	}
}

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with the file at path, or rewrites it under -update.
func golden(t *testing.T, path string, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./liveness -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s (-want +got)\n%s", path, diff)
	}
}

// timeline renders r as the golden files hold it.
func timeline(t *testing.T, r *Result) string {
	t.Helper()
	var buf bytes.Buffer
	if err := r.WriteTimeline(&buf); err != nil {
		t.Fatal(err)
	}
	checkResult(t, r)
	return buf.String()
}

func slug(name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(name, " ", "_"), "/", "_")
}
