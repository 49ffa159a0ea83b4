package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	planner "github.com/planner-dev/planner"
)

// corpusAbsent says once per test binary, on stderr, that the shared
// corpus is not beside the clone, so that a run without it does not pass
// silently; then it skips t.
var corpusAbsent sync.Once

// needCorpus returns the shared corpus's folder, or skips t loudly.
func needCorpus(t *testing.T) string {
	t.Helper()
	dir := corpusDir()
	if dir == "" {
		needCorpusNote()
		t.Skip("corpus absent: ../shared/corpus/xla")
	}
	return dir
}

// needCorpusNote says once, on stderr, that the corpus is absent.
func needCorpusNote() {
	corpusAbsent.Do(func() {
		fmt.Fprintln(os.Stderr, "planner tests: NO CORPUS at ../shared/corpus/xla (beside the clone): the tests and README/docs samples on real modules are SKIPPED")
	})
}

// plannerOut runs the command in-process and returns its stdout.
func plannerOut(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != exitOK {
		t.Fatalf("planner %s: exit %d\n%s", strings.Join(args, " "), code, errb.String())
	}
	return out.String()
}

// verdictsOf reads the verdicts of a JSON plan (one module or several).
func verdictsOf(t *testing.T, data string) []*planner.Verdict {
	t.Helper()
	type rep struct {
		Verdict *planner.Verdict `json:"verdict"`
		Stats   *struct {
			LowerBound int64 `json:"lower_bound"`
			Peak       int64 `json:"peak"`
		} `json:"stats"`
		// An explanation has the figures at the top.
		LowerBound int64 `json:"lower_bound"`
		Peak       int64 `json:"peak"`
		// A fit on XLA:CPU is held to what XLA's heap needs for the
		// module --emit-hlo writes, which may be above the arena's plan
		// (Result.PinnedExcess: tuple tables, barriers' orders).
		Remat *struct {
			XLATotal int64 `json:"xla_total"`
		} `json:"remat"`
	}
	var many []rep
	if strings.HasPrefix(strings.TrimSpace(data), "[") {
		if err := json.Unmarshal([]byte(data), &many); err != nil {
			t.Fatal(err)
		}
	} else {
		var one rep
		if err := json.Unmarshal([]byte(data), &one); err != nil {
			t.Fatal(err)
		}
		many = []rep{one}
	}
	var out []*planner.Verdict
	for _, r := range many {
		if r.Verdict == nil {
			t.Fatal("the JSON plan has no verdict")
		}
		l, p := r.LowerBound, r.Peak
		if r.Stats != nil {
			l, p = r.Stats.LowerBound, r.Stats.Peak
		}
		// With --arena temp the verdict is XLA's total: the arena's
		// figures plus what XLA allocates outside it.
		if out := r.Verdict.OutsideArena; out > 0 {
			l, p = l+out, p+out
		}
		if r.Remat != nil && r.Remat.XLATotal > 0 && r.Verdict.Fits != nil && *r.Verdict.Fits {
			// The rewritten module's figure: the verdict and
			// remat.xla_total are one number, at or above the plan's.
			if r.Remat.XLATotal < p || r.Verdict.Needs != r.Remat.XLATotal || r.Verdict.LowerBound != l {
				t.Errorf("verdict needs %d, L %d; remat.xla_total %d; the plan's peak %d, L %d: one quantity, two numbers",
					r.Verdict.Needs, r.Verdict.LowerBound, r.Remat.XLATotal, p, l)
			}
		} else if r.Verdict.Needs != p || r.Verdict.LowerBound != l {
			t.Errorf("verdict needs %d, L %d; the plan's peak %d, L %d: one quantity, two numbers",
				r.Verdict.Needs, r.Verdict.LowerBound, p, l)
		}
		out = append(out, r.Verdict)
	}
	return out
}

// headLine matches the exact figures of the text's bound line.
var headLine = regexp.MustCompile(`^lower bound L \S+ \(([0-9,]+) bytes\) · peak \S+ \(([0-9,]+) bytes\)`)

// checkVerdictText checks that every figure of the text's verdict blocks
// and bound lines is the JSON verdict's.
func checkVerdictText(t *testing.T, what, text string, vs []*planner.Verdict) {
	t.Helper()
	lines := strings.Split(text, "\n")
	k := 0 // the verdict being read
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if m := headLine.FindStringSubmatch(l); m != nil {
			v := vs[k-1]
			if m[1] != commas(v.LowerBound) || m[2] != commas(v.Needs) {
				t.Errorf("%s: %q: want L %s and peak %s bytes, the verdict's", what, l, commas(v.LowerBound), commas(v.Needs))
			}
			continue
		}
		if !strings.HasPrefix(l, "verdict: ") {
			continue
		}
		if k == len(vs) {
			t.Fatalf("%s: more verdicts in the text than in the JSON", what)
		}
		v := vs[k]
		k++
		block := []string{l}
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "  ") {
			i++
			block = append(block, lines[i])
		}
		find := func(prefix string) string {
			for _, b := range block {
				if strings.HasPrefix(b, prefix) {
					return b
				}
			}
			t.Errorf("%s: verdict of %s: no line %q in\n%s", what, v.Module, prefix, strings.Join(block, "\n"))
			return ""
		}
		want := func(line, s string) {
			if !strings.Contains(line, s) {
				t.Errorf("%s: verdict of %s: %q does not say %q", what, v.Module, line, s)
			}
		}
		want(block[0], "verdict: "+v.Module+" ")
		needs := find("  needs ")
		want(needs, " "+human(v.Needs)+" ")
		want(needs, "lower bound L "+human(v.LowerBound)+" ")
		want(needs, "the peak of the plan, "+strings.SplitN(stageText(v), " ", 2)[0])
		stages := find("  stages ")
		for _, s := range v.Stages {
			want(stages, fmt.Sprintf("%s %s (L %s", s.Stage, human(s.Peak), human(s.LowerBound)))
		}
		if v.Stages[len(v.Stages)-1].Stage != v.Stage || v.Stages[len(v.Stages)-1].Peak != v.Needs {
			t.Errorf("%s: verdict of %s: the last stage is not the verdict's figure: %+v", what, v.Module, v)
		}
		if len(v.Against) == 0 {
			want(find("  against "), "nothing given")
			want(block[0], "no limit given")
		}
		for _, a := range v.Against {
			line := find("  " + limitName(a) + " ")
			want(line, " "+human(a.Bytes))
			if a.Fits {
				want(line, "fits, "+human(a.Spare)+" to spare")
				want(block[0], limitName(a)+" ("+human(a.Spare)+" to spare)")
			} else {
				want(line, "does not fit, over by "+human(-a.Spare))
				want(block[0], limitName(a)+" (over by "+human(-a.Spare)+")")
			}
			if (a.Spare >= 0) != a.Fits || a.Spare != a.Bytes-v.Needs {
				t.Errorf("%s: %s: spare %d, fits %v, for %d of %d", what, limitName(a), a.Spare, a.Fits, v.Needs, a.Bytes)
			}
		}
		if v.Fits != nil {
			want(block[0], map[bool]string{true: " fits ", false: " DOES NOT FIT "}[*v.Fits])
		}
	}
	if k != len(vs) {
		t.Errorf("%s: %d verdicts in the text, %d in the JSON", what, k, len(vs))
	}
}

// TestVerdictTextIsJSON checks that every figure the text's verdict and
// bound line print is the JSON verdict's field, on the built-in example
// under each kind of limit and on corpus modules.
func TestVerdictTextIsJSON(t *testing.T) {
	cases := [][]string{
		{},
		{"--as-written"},
		{"--device", "h100-80g"},
		{"--device", "v5e", "--capacity", "80GiB"},
		{"--capacity", "1.5MiB", "--device", "a100-40g", "--mem-fraction", "0.9"},
		{"--memory-limit", "1MiB"},
		{"--as-written", "--memory-limit", "1MiB", "--device", "h200"},
		{"--memory-limit", "device", "--device", "a100-80g"},
	}
	for _, args := range cases {
		what := "plan " + strings.Join(args, " ")
		text := plannerOut(t, append([]string{"plan"}, args...)...)
		js := plannerOut(t, append([]string{"plan", "--format", "json"}, args...)...)
		checkVerdictText(t, what, text, verdictsOf(t, js))
		// explain opens with the same block.
		checkVerdictText(t, "explain "+strings.Join(args, " "), strings.Split(plannerOut(t, append([]string{"explain"}, args...)...), "\nbuffers live")[0], verdictsOf(t, js))
	}
}

// TestVerdictCorpus is TestVerdictTextIsJSON on corpus modules: sharded
// (per device), modeled and as written, several modules in one file.
func TestVerdictCorpus(t *testing.T) {
	dir := needCorpus(t)
	for _, c := range []struct {
		file string
		args []string
	}{
		{"hlo_llama3_8b_bf16_activation_offloading_1x8.hlo", []string{"--device", "h100-80g"}},
		{"hlo_llama3_8b_bf16_activation_offloading_1x8.hlo", []string{"--memory-limit", "30GiB", "--explain"}},
		{"hlo_llama31_70b_bf16_16x8.hlo", []string{"--device", "v5p"}},
		{"resnet50_keras_jax_f32.hlo", []string{"--as-written", "--capacity", "80GiB"}},
		{"dlrm_keras_jax_f32_test_step.hlo", nil},
		{"mha_block_1x12x128x64_bf16.hlo", []string{"--device", "v5e"}},
		{"kernel_reuse.hlo", nil},
	} {
		path := filepath.Join(dir, c.file)
		if !fileExists(path) {
			t.Errorf("%s: not in the corpus", path)
			continue
		}
		cmd, args := "plan", c.args
		if len(args) > 0 && args[len(args)-1] == "--explain" {
			// A limit nothing meets fails plan; explain explains it.
			cmd, args = "explain", args[:len(args)-1]
		}
		what := cmd + " " + c.file + " " + strings.Join(args, " ")
		text := plannerOut(t, append([]string{cmd, path}, args...)...)
		js := plannerOut(t, append([]string{cmd, path, "--format", "json"}, args...)...)
		checkVerdictText(t, what, text, verdictsOf(t, js))
	}
}

// TestVerdictCapacityFits: a --capacity that fits says so, with the
// spare bytes, in the text's first line.
func TestVerdictCapacityFits(t *testing.T) {
	out := plannerOut(t, "plan", "--capacity", "80GiB")
	first := strings.SplitN(out, "\n", 2)[0]
	if !regexp.MustCompile(`^verdict: jit_train_step fits --capacity \(80.0GiB to spare\)$`).MatchString(first) {
		t.Errorf("first line %q: want the fit under --capacity", first)
	}
	if !strings.Contains(out, "\n  --capacity     80.0GiB: fits, 80.0GiB to spare\n") {
		t.Errorf("no --capacity line in\n%s", out[:min(len(out), 800)])
	}
}

// TestDevices checks the device table: usable memory is 0.75 of a GPU's
// (JAX's default fraction) and all of a TPU's HBM; names resolve.
func TestDevices(t *testing.T) {
	for _, c := range []struct {
		name   string
		frac   float64
		usable int64
		f      float64
	}{
		{"h100-80g", 0, 81559 << 20 * 3 / 4, 0.75},
		{"a100-40g", 0.5, 40960 << 20 / 2, 0.5},
		{"v5e", 0, 16 << 30, 1},
		{"TPU-v5p", 0.5, 95 << 30, 1}, // the fraction does not apply to a TPU
		{"v6e", 0, 32 << 30, 1},
	} {
		d, err := planner.LookupDevice(c.name)
		if err != nil {
			t.Fatal(err)
		}
		u, f := d.Usable(c.frac)
		if u != c.usable || f != c.f {
			t.Errorf("%s at %g: usable %d at %g, want %d at %g", c.name, c.frac, u, f, c.usable, c.f)
		}
	}
	if _, err := planner.LookupDevice("h100"); err == nil {
		t.Error("h100: want an error (h100-80g or h100-94g)")
	}
}

// TestVersion: the module version when there is one, else the VCS
// revision (+dirty), never a bare "(devel)".
func TestVersion(t *testing.T) {
	for _, c := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}}, "v1.2.3"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}, {Key: "vcs.time", Value: "2025-11-25T23:35:00Z"}}},
			"devel 0123456789ab+dirty 2025-11-25T23:35:00Z"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}},
			"devel 0123456789ab"},
	} {
		if got := buildVersion(&c.bi); got != c.want {
			t.Errorf("buildVersion = %q, want %q", got, c.want)
		}
	}
	got := buildVersion(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}})
	if strings.Contains(got, "(devel)") || !strings.Contains(got, "no module version or VCS revision") {
		t.Errorf("without a revision: %q", got)
	}
}

// TestRematLineArenaTemp checks that with --arena temp the remat step's
// summary line names the user's limit and the peaks on the verdict's
// footing (XLA's total), not the temp arena's alone: it printed the temp
// arena's limit and the modeled temp peak beside the rewritten total.
func TestRematLineArenaTemp(t *testing.T) {
	const limit = "14470387"
	in := filepath.Join("..", "..", "testdata", "xla-remat", "resid.lowered.hlo")
	args := []string{"plan", "--target", "cpu", "--layout", "dense", "--align", "64", "--arena", "temp", "--memory-limit", limit}
	text := plannerOut(t, append(args, in)...)
	vs := verdictsOf(t, plannerOut(t, append(args, "--format", "json", in)...))
	v := vs[0]
	if v.OutsideArena == 0 {
		t.Fatalf("want bytes outside the arena with --arena temp, got none")
	}
	line := ""
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "memory limit ") {
			line = l
		}
	}
	if line == "" {
		t.Fatalf("no remat summary line in\n%s", text)
	}
	if want := "memory limit " + human(14470387) + " (XLA's total"; !strings.HasPrefix(line, want) {
		t.Errorf("summary line %q: want it to start %q", line, want)
	}
	modeled := v.Stages[0].Peak // XLA's total, as v.Needs
	if want := "peak modeled " + human(modeled) + " → rewritten " + human(v.Needs); !strings.Contains(line, want) {
		t.Errorf("summary line %q: want %q", line, want)
	}
}
