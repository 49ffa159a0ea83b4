package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
)

// TestJAXTempInJSON: the text's "JAX memory_analysis()" temp figure is
// in the JSON and YAML as stats.jax_temp_bytes, the same number. Under
// the one arena it is the temp arena of XLA's structure, not
// stats.temp_bytes (the one arena less parameters, constants and
// outputs), so before the field the JSON had no way to give it; under
// --arena temp the two are one figure.
func TestJAXTempInJSON(t *testing.T) {
	const path = "../../testdata/xla-remat/conv.lowered.hlo"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no " + path)
	}
	for _, arena := range []string{"all", "temp"} {
		rs, err := planner.PlanFile(path, planner.Config{Arena: arena})
		if err != nil {
			t.Fatal(err)
		}
		r := rs[0]
		jax := r.JAXTempBytes()
		if st := r.Report().Stats; st.JAXTempBytes != jax {
			t.Errorf("arena %s: Report's jax_temp_bytes %d, JAXTempBytes %d", arena, st.JAXTempBytes, jax)
		}
		switch arena {
		case "all":
			c, err := planner.CompareArenas(r)
			if err != nil {
				t.Fatal(err)
			}
			if jax != c.Temp || jax == r.Stats.TempBytes {
				t.Errorf("arena all: jax temp %d, want XLA's structure's temp %d (and not the one arena's %d: pick a module where they differ)", jax, c.Temp, r.Stats.TempBytes)
			}
		case "temp":
			if jax != r.Stats.TempBytes {
				t.Errorf("arena temp: jax temp %d, want the plan's temp %d", jax, r.Stats.TempBytes)
			}
		}
		var text, js, ym, errb bytes.Buffer
		for _, o := range []struct {
			format string
			w      *bytes.Buffer
		}{{"text", &text}, {"json", &js}, {"yaml", &ym}} {
			if code := run([]string{"plan", "--arena", arena, "--format", o.format, path}, o.w, &errb); code != exitOK {
				t.Fatalf("--format %s: exit %d: %s", o.format, code, errb.String())
			}
		}
		if want := " · temp " + human(jax); !strings.Contains(text.String(), want) {
			t.Errorf("arena %s: text has no %q", arena, want)
		}
		if want := fmt.Sprintf(`"jax_temp_bytes": %d,`, jax); !strings.Contains(js.String(), want) {
			t.Errorf("arena %s: JSON has no %s", arena, want)
		}
		if want := fmt.Sprintf("jax_temp_bytes: %d\n", jax); !strings.Contains(ym.String(), want) {
			t.Errorf("arena %s: YAML has no %q", arena, want)
		}
	}
}

// TestFlopsText: flop counts carry an SI prefix from a thousand up, the
// same two decimals at every scale (a small recompute read "131072 FLOP"
// beside "114.40 TFLOP").
func TestFlopsText(t *testing.T) {
	for _, c := range []struct {
		in   float64
		want string
	}{
		{0, "0 FLOP"},
		{999, "999 FLOP"},
		{1000, "1.00 kFLOP"},
		{131072, "131.07 kFLOP"},
		{2.5e6, "2.50 MFLOP"},
		{3e9, "3.00 GFLOP"},
		{1.144e14, "114.40 TFLOP"},
	} {
		if got := flopsText(c.in); got != c.want {
			t.Errorf("flopsText(%g) = %q, want %q", c.in, got, c.want)
		}
	}
}
