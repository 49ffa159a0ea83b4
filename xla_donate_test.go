package planner

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// donateCPU is the harness's configuration for XLA:CPU (gen/harness.py)
// with the donate remedy named.
var donateCPU = Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp",
	Remedies: []string{"recompute", "reorder", "donate"}}

// TestXLADonateHeldOut reads what XLA:CPU made of the planner's fits with
// the donate remedy (testdata/xla-remat/heldout-donate.tsv, written by
// gen/harness.py for the held-out rows the default remedies do not fit;
// no Python here). Each row must still fit as recorded, with the recorded
// total, donating the recorded arguments; the module --emit-hlo writes
// carries their input_output_alias; and XLA's compile of it (recorded)
// is under the limit with the outputs bit-identical to the original's,
// its alias_size the planner's aliased bytes.
func TestXLADonateHeldOut(t *testing.T) {
	for _, set := range []struct{ tsv, dir string }{
		{"heldout-donate.tsv", "heldout"},
		{"heldout2-donate.tsv", "heldout2"},
		{"heldout3-donate.tsv", "heldout3"},
		{"heldout4-donate.tsv", "heldout4"},
		{"results-donate.tsv", "."},
	} {
		t.Run(set.dir, func(t *testing.T) {
			testXLADonate(t, filepath.Join("testdata/xla-remat", set.tsv), filepath.Join("testdata/xla-remat", set.dir))
		})
	}
}

// donateMisses are the donated fits XLA:CPU does not keep, by file and
// row, with why; any other row must be kept.
var donateMisses = map[string]string{
	// seq2seq: outputs differ in rounding (xla_heldout2_test.go,
	// heldOut2Misses). Under the limit while orderExcess left donated
	// modules out (19,493,648); held to it (heldonce) its refit is over,
	// 19,843,048 (modeled 19,794,824).
	"testdata/xla-remat/heldout2-donate.tsv seq2seq 0.6": "outputs differ in rounding (XLA 19,843,048, over 19,814,020)",
	// The fourth held-out set's conformer 0.7: under the limit (XLA
	// 29,348,352 against 34,309,326), other bits (2.4e-7), as its 0.8 fit
	// (xla_heldout4_test.go, heldOut4Misses).
	"testdata/xla-remat/heldout4-donate.tsv conformer 0.7": "outputs differ (2.4e-7; XLA 29,348,352, under 34,309,326)",
	// The third held-out set's rope 0.6 was over the limit (14,875,232
	// against 14,803,584, modeled 14,531,392) while orderExcess left
	// donated modules out; held to its bfs order (heldonce) it fits
	// another way, which XLA compiles to 12,263,480 (TestDonatedXLAOrder).
	// adafactor 0.7 (first contact 19,940,472 over) is kept: 18,891,960.
}

func testXLADonate(t *testing.T, path, dir string) {
	f, err := os.Open(path)
	if err != nil {
		t.Skip("no " + path)
	}
	defer f.Close()
	steps := newHarnessSteps(dir)
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	n := 0
	for line := 2; sc.Scan(); line++ {
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 13 {
			t.Fatalf("%s:%d: %d columns, want 13", path, line, len(c))
		}
		key := c[0] + " " + c[1]
		if c[3] != "yes" {
			continue // the donate remedy does not fit it either
		}
		n++
		num := func(i int) int64 {
			x, err := strconv.ParseInt(c[i], 10, 64)
			if err != nil {
				t.Fatalf("%s:%d: %s: column %d %q, want an integer", path, line, key, i+1, c[i])
			}
			return x
		}
		limit, total, aliased, xlaFlags, xlaAlias := num(2), num(4), num(6), num(9), num(10)
		kept := xlaFlags <= limit && c[11] == "identical"
		switch why, known := donateMisses[path+" "+key]; {
		case !kept && !known:
			t.Errorf("%s: XLA compiled the donated fit to %d bytes (limit %d), outputs %s, not in donateMisses", key, xlaFlags, limit, c[11])
		case kept && known:
			t.Errorf("%s: XLA keeps the donated fit (%d, limit %d), but donateMisses names it (%s)", key, xlaFlags, limit, why)
		}
		if xlaAlias != aliased {
			t.Errorf("%s: XLA aliased %d bytes, the planner %d", key, xlaAlias, aliased)
		}
		m, _ := steps.module(t, c[0])
		cfg := donateCPU
		cfg.MemoryLimit = limit
		r, err := Plan(m, cfg)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		got, _ := r.XLATotals()
		if got != total {
			t.Errorf("%s: total %d, the harness recorded %d", key, got, total)
		}
		t.Logf("%s: fits %d with %s (XLA: %d, limit %d)", key, got, r.DonatedArgnums(), xlaFlags, limit)
		if got := r.DonatedArgnums(); got != c[5] {
			t.Errorf("%s: donates %q, the harness recorded %q", key, got, c[5])
		}
		var al int64
		for _, d := range r.Donations {
			al += d.Aliased
		}
		if al != aliased {
			t.Errorf("%s: aliases %d bytes, the harness recorded %d", key, al, aliased)
		}
		text := r.Emitted().String()
		if !strings.Contains(text, "input_output_alias={ {") || !strings.Contains(text, ", {}, may-alias)") {
			t.Errorf("%s: the emitted module has no input_output_alias:\n%.400s", key, text)
		}
	}
	if n == 0 {
		t.Fatalf("%s: no fit recorded", path)
	}
}

// TestDonateAdviceAdam: without the donate remedy the held-out Adam step
// does not fit 0.7 of its total (10,276,112 bytes), and the plan names
// the argument to donate, params (donate_argnums=(0,)), with its saving
// (3 MiB of outputs aliased less the 256 KiB copy of a parameter read
// after its update is written) and the total that then fits.
func TestDonateAdviceAdam(t *testing.T) {
	const path = "testdata/xla-remat/heldout/adam.lowered.hlo"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no " + path)
	}
	m, _ := newHarnessSteps("testdata/xla-remat/heldout").module(t, "adam")
	cfg := donateCPU
	cfg.Remedies = nil // the defaults: no donation
	cfg.MemoryLimit = 10276112
	_, err := Plan(m, cfg)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("err %v, want a LimitError: adam does not fit 0.7 without donation", err)
	}
	r := le.Result
	if len(r.Donations) != 1 {
		t.Fatalf("donations %+v, want params alone", r.Donations)
	}
	d := r.Donations[0]
	needs := r.Verdict().Needs
	if d.Applied || d.Name != "params" || d.Argnums != "donate_argnums=(0,)" || d.Aliased != 3<<20 || d.Saved != 3<<20-256<<10 ||
		d.Needs != needs-d.Saved || !d.Fits || len(d.Params) != 12 {
		t.Errorf("donation %+v: want params, donate_argnums=(0,), 12 parameters, 3 MiB aliased, 2.75 MiB saved, fits at %d", d, needs-(3<<20-256<<10))
	}
	if got := r.Verdict().Donations; len(got) != 1 || got[0].Saved != d.Saved {
		t.Errorf("verdict donations %+v, want the result's", got)
	}
}

// TestDonateNotApplied: the donate remedy leaves alone what cannot give
// its buffer to an output, or gains nothing by it. Each module is over
// its limit with the remedy named; want lists the donated arguments.
func TestDonateNotApplied(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      string // the donated arguments' names, comma-separated
	}{
		// XLA:CPU compiles it to 12,436 bytes, and with the alias to
		// 8,340 (alias 4,096, temp unchanged).
		{"donates", `HloModule m
ENTRY e {
  p = f32[1024]{0} parameter(0), metadata={op_name="x"}
  n = f32[1024]{0} negate(p)
  z = f32[] constant(0)
  s = f32[] reduce(n, z), dimensions={0}, to_apply=add
  ROOT t = (f32[1024]{0}, f32[]) tuple(n, s)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}`, "x"},
		{"shape mismatch", `HloModule m
ENTRY e {
  p = f32[1024]{0} parameter(0), metadata={op_name="x"}
  n = f32[1024]{0} negate(p)
  ROOT c = f32[2048]{0} concatenate(n, n), dimensions={0}
}`, ""},
		{"layout mismatch", `HloModule m
ENTRY e {
  p = f32[32,32]{1,0} parameter(0), metadata={op_name="x"}
  n = f32[32,32]{0,1} negate(p)
  c = f32[64,32]{1,0} concatenate(p, p), dimensions={0}
  z = f32[] constant(0)
  s = f32[] reduce(c, z), dimensions={0,1}, to_apply=add
  ROOT t = (f32[32,32]{0,1}, f32[]) tuple(n, s)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}`, ""},
		// p is aliased to the one output of its shape already; q, of the
		// same shape, has no output left to take its buffer.
		{"already aliased", `HloModule m, input_output_alias={ {0}: (0, {}, may-alias) }
ENTRY e {
  p = f32[1024]{0} parameter(0), metadata={op_name="x"}
  q = f32[1024]{0} parameter(1), metadata={op_name="y"}
  n = f32[1024]{0} negate(p)
  c = f32[2048]{0} concatenate(p, q), dimensions={0}
  z = f32[] constant(0)
  s = f32[] reduce(c, z), dimensions={0}, to_apply=add
  ROOT t = (f32[1024]{0}, f32[]) tuple(n, s)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}`, ""},
		// The output n is written before p's last read (the add), and the
		// dots between them are live with it: n cannot take p's buffer
		// until p is read last, so copy insertion keeps a copy, and the
		// copy takes back what the alias saves. XLA:CPU (jaxlib 0.10.2,
		// gen/xlarun.py) compiles this module to 16,404 bytes without the
		// alias and with it (temp 8,192 -> 12,288, alias 4,096).
		{"read after the output", `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}

ENTRY e {
  p = f32[32,32]{1,0} parameter(0), metadata={op_name="x"}
  n = f32[32,32]{1,0} negate(p)
  d = f32[32,32]{1,0} dot(n, n), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  d2 = f32[32,32]{1,0} dot(d, d), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  a = f32[32,32]{1,0} add(p, d2)
  z = f32[] constant(0)
  s = f32[] reduce(a, z), dimensions={0,1}, to_apply=add
  ROOT t = (f32[32,32]{1,0}, f32[]) tuple(n, s)
}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			ms, err := hlo.Parse(c.name+".hlo", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			cfg := Config{Layout: "dense", Align: 64, Arena: "temp", AsWritten: true, Remedies: []string{"donate"}}
			whole, err := Plan(ms[0], cfg)
			if err != nil {
				t.Fatal(err)
			}
			cfg.MemoryLimit = whole.Stats.TotalBytes - 1
			r, err := Plan(ms[0], cfg)
			var le *LimitError
			if errors.As(err, &le) {
				r, err = le.Result, nil
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range r.Donations {
				if d.Applied {
					got = append(got, d.Name)
				}
			}
			if strings.Join(got, ",") != c.want {
				t.Errorf("donated %q, want %q (donations %+v)", got, c.want, r.Donations)
			}
			if c.want != "" && !strings.Contains(r.Emitted().String(), "input_output_alias={ {0}: (0, {}, may-alias) }") {
				t.Errorf("the emitted module has no alias:\n%s", r.Emitted())
			}
		})
	}
}

// TestDonatedXLAOrder: a donated fit is held to its emitted text in
// XLA:CPU's bfs order too (orderExcess, no longer skipped for a module
// with input_output_alias), and that order seeds the parameters by
// number (schedule/bfs.go), as XLA's does. The held-out rope step at 0.6
// of its total, donated, was claimed at 14,531,392 bytes: its text
// re-plans at 16,890,624 in bfs order, and XLA compiled it to 14,875,232,
// over the limit 14,803,584; the fit claimed now fits in bfs order (XLA
// compiled it to 12,263,480). The tuned mlp step at 0.6, donated, still
// fits: its text in bfs order needs the best order's 3,407,872 bytes of
// temp (XLA 3,409,088), where seeded in text order it needed 4,456,448
// and the fit was refused.
func TestDonatedXLAOrder(t *testing.T) {
	for _, c := range []struct {
		path  string
		limit int64
	}{
		{"testdata/xla-remat/heldout3/rope.lowered.hlo", 14803584},
		{"testdata/xla-remat/mlp.lowered.hlo", 6920630},
	} {
		src, err := os.ReadFile(c.path)
		if err != nil {
			t.Skipf("no %s: %v", c.path, err)
		}
		cfg := donateCPU
		cfg.MemoryLimit = c.limit
		rs, err := PlanSource(c.path, src, cfg)
		if errors.As(err, new(*LimitError)) {
			t.Errorf("%s: no fit claimed at %d: %v", c.path, c.limit, err)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		r := rs[0]
		if len(r.Donations) == 0 || !strings.Contains(r.Emitted().String(), "input_output_alias={ {") {
			t.Fatalf("%s: the fit donates nothing", c.path)
		}
		again := map[string]*Result{}
		for _, s := range []string{"best", "bfs"} {
			re := donateCPU
			re.Schedule = s
			rs, err := PlanSource("emitted.hlo", []byte(r.Emitted().String()), re)
			if err != nil {
				t.Fatal(err)
			}
			again[s] = rs[0]
		}
		claimed, _ := r.XLATotals()
		if got := again["bfs"].Stats.TotalBytes; got > c.limit {
			t.Errorf("%s: the fit claims %d bytes; its emitted text in XLA:CPU's bfs order needs %d, over the limit %d", c.path, claimed, got, c.limit)
		}
		t.Logf("%s: claimed %d; emitted text: best %d, bfs %d (temp)", c.path, claimed, again["best"].Stats.TempBytes, again["bfs"].Stats.TempBytes)
	}
}
