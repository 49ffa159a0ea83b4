package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// dropNames deletes what only a dump with locations can say from a
// decoded JSON plan: every op_name and source, and an argument's name and
// number where a donation names one (without locations the parameter is
// named by its instruction).
func dropNames(v any) {
	switch x := v.(type) {
	case map[string]any:
		delete(x, "op_name")
		delete(x, "source")
		if _, ok := x["arg"]; ok {
			delete(x, "arg")
			delete(x, "name")
			delete(x, "argnums")
		}
		// A donation's JAX argument and its donate_argnums (ux5): only
		// the argument's location names them.
		delete(x, "argument")
		delete(x, "argnums")
		for _, e := range x {
			dropNames(e)
		}
	case []any:
		for _, e := range x {
			dropNames(e)
		}
	}
}

// TestStableHLODebugInfo plans each program of testdata/stablehlo/gen/
// locinfo.py from both its dumps, lowered.as_text(debug_info=True) and
// as_text(), and holds the plans equal: the text plan byte for byte, the
// JSON plan (with a memory limit under the peak too, so the remedies
// run) apart from the op_names, source lines and argument names that
// only the locations give. The debug_info dump's plan names the
// generator's lines.
func TestStableHLODebugInfo(t *testing.T) {
	files, err := filepath.Glob("../../testdata/stablehlo/*.debuginfo.mlir")
	if err != nil || len(files) < 4 {
		t.Fatalf("want the four dumps of gen/locinfo.py, found %v (%v)", files, err)
	}
	run1 := func(args ...string) string {
		var out, errb bytes.Buffer
		run(args, &out, &errb)
		if errb.Len() > 0 && !strings.Contains(errb.String(), "does not fit") {
			t.Fatalf("%v: %s", args, errb.String())
		}
		return out.String()
	}
	for _, debug := range files {
		plain := strings.TrimSuffix(debug, ".debuginfo.mlir") + ".plain.mlir"
		name := filepath.Base(plain)
		if a, b := run1("plan", plain), run1("plan", debug); a != b {
			t.Errorf("%s: text plans differ:\n%s\n---\n%s", name, a, b)
		}
		for _, extra := range [][]string{nil, {"--memory-limit", "100KiB"}} {
			args := append([]string{"plan", "--format", "json"}, extra...)
			var a, b any
			if err := json.Unmarshal([]byte(run1(append(args, plain)...)), &a); err != nil {
				t.Fatal(err)
			}
			db := run1(append(args, debug)...)
			if err := json.Unmarshal([]byte(db), &b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(db, `"source": "gen/locinfo.py:`) {
				t.Errorf("%s %v: no source line of gen/locinfo.py in the debug_info plan", name, extra)
			}
			dropNames(a)
			dropNames(b)
			ja, _ := json.MarshalIndent(a, "", " ")
			jb, _ := json.MarshalIndent(b, "", " ")
			if !bytes.Equal(ja, jb) {
				t.Errorf("%s %v: JSON plans differ beyond names:\n%s\n---\n%s", name, extra, ja, jb)
			}
		}
	}
	// The argument's location is its name: the donation remedy names it
	// and its donate_argnums, where as_text() leaves only Arg_0.1.
	var out, errb bytes.Buffer
	run([]string{"plan", "--memory-limit", "400KiB", "../../testdata/stablehlo/locremat.debuginfo.mlir"}, &out, &errb)
	if !strings.Contains(out.String()+errb.String(), "donate w: jax.jit(ckpt_step, donate_argnums=(0,))") {
		t.Errorf("locremat under 400KiB: no donation of w by name:\n%s%s", out.String(), errb.String())
	}
}
