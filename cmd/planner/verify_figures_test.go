package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/memspace"
)

// fastPlanJSON is the built-in example's plan with a 64 KiB fast memory
// on tpu-v4 and a copy latency of 10ns, as plan --format json writes it.
func fastPlanJSON(t testing.TB) []byte {
	t.Helper()
	name := filepath.Join(t.TempDir(), "plan.json")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "--fast-memory", "64KiB", "--copy-latency", "10ns", "--target", "tpu-v4", "-o", name}, &stdout, &stderr); code != exitOK {
		t.Fatalf("plan: exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestVerifyRecomputes alters one thing in a valid plan at a time, as the
// hostile round did, and wants verify to refuse each (every case was
// accepted with exit 0): the file's figures are recomputed from its
// buffers, and its fast-memory copies checked against the intervals they
// fill and the copy limit.
func TestVerifyRecomputes(t *testing.T) {
	valid := fastPlanJSON(t)
	type plan = map[string]any
	num := func(v any) float64 { return v.(float64) }
	buffers := func(p plan) []any { return p["buffers"].([]any) }
	buf := func(p plan, i int) plan { return buffers(p)[i].(plan) }
	stats := func(p plan) plan { return p["stats"].(plan) }
	fm := func(p plan) plan { return p["fast_memory"].(plan) }
	copies := func(p plan) []any { return fm(p)["copies"].([]any) }
	copyOf := func(p plan, id int) plan {
		for _, c := range copies(p) {
			if int(num(c.(plan)["buffer"])) == id {
				return c.(plan)
			}
		}
		t.Fatalf("no copy of buffer %d", id)
		return nil
	}
	tests := []struct {
		name   string
		change func(p plan)
		want   string
	}{
		{"unchanged", func(p plan) {}, ""},
		{"a buffer deleted", func(p plan) {
			// The largest parameter: the per-kind total no longer adds up
			// (or L moves).
			p["buffers"] = append(buffers(p)[:1:1], buffers(p)[2:]...)
		}, "stats."},
		{"bytes below unpadded_bytes", func(p plan) {
			buf(p, 0)["bytes"], buf(p, 0)["unpadded_bytes"] = 128.0, 712704.0
		}, "unpadded_bytes 712704: want 0 to its bytes 128"},
		{"unpadded_bytes four times bytes", func(p plan) {
			buf(p, 0)["unpadded_bytes"] = 4 * num(buf(p, 0)["bytes"])
		}, "unpadded_bytes 2048: want 0 to its bytes 512"},
		{"unpadded_bytes not the shape's", func(p plan) {
			buf(p, 0)["unpadded_bytes"] = num(buf(p, 0)["unpadded_bytes"]) - 4
		}, "but its shape f32[64] holds 256 bytes"},
		{"lower_bound halved, still optimal", func(p plan) {
			stats(p)["lower_bound"] = num(stats(p)["lower_bound"]) / 2
		}, "stats.lower_bound 558848, but the buffers' max load is 1117696"},
		{"ratio 0.5", func(p plan) { stats(p)["ratio"] = 0.5 }, "stats.ratio 0.5, but peak / L is"},
		{"fragmentation", func(p plan) { stats(p)["fragmentation"] = 0.25 }, "stats.fragmentation 0.25"},
		{"total_bytes 1", func(p plan) { stats(p)["total_bytes"] = 1.0 }, "stats.total_bytes 1: want the peak"},
		{"parameter_bytes", func(p plan) { stats(p)["parameter_bytes"] = 1.0 }, "stats.parameter_bytes 1, but the parameter buffers hold"},
		{"temp_bytes", func(p plan) { stats(p)["temp_bytes"] = 1.0 }, "stats.temp_bytes 1"},
		{"a prefetch relabelled an eviction", func(p plan) {
			copyOf(p, 8)["kind"] = "eviction"
			fm(p)["prefetches"] = num(fm(p)["prefetches"]) - 1
			fm(p)["evictions"] = num(fm(p)["evictions"]) + 1
		}, "eviction of buffer 8 over [0,2] is issued at the first step of its fast interval [0,8)"},
		{"max_copies 0 with copies", func(p plan) {
			fm(p)["target"].(plan)["max_copies"] = 0.0
		}, "max copies 0 with 34 copies: want at least 1"},
		{"two copies in flight under max_copies 1", func(p plan) {
			// Buffer 15's eviction (steps 8 to 11) runs on over buffer
			// 16's from step 10.
			fm(p)["target"].(plan)["max_copies"] = 1.0
			copyOf(p, 15)["deadline"] = 11.0
		}, "2 copies in flight at step 10, more than 1"},
		{"every copy removed", func(p plan) {
			fm(p)["copies"] = []any{}
			fm(p)["prefetches"], fm(p)["evictions"] = 0.0, 0.0
		}, "fast interval [55,59) is filled by no prefetch issued at step 55"},
		{"a parameter's first interval unfilled", func(p plan) {
			cs := copies(p)
			for i, c := range cs {
				if int(num(c.(plan)["buffer"])) == 8 {
					fm(p)["copies"] = append(cs[:i:i], cs[i+1:]...)
					break
				}
			}
			fm(p)["prefetches"] = num(fm(p)["prefetches"]) - 1
		}, "buffer 8: fast interval [0,8) is filled by no prefetch issued at step 0 (the value starts in slow memory)"},
	}
	dir := t.TempDir()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var p plan
			if err := json.Unmarshal(valid, &p); err != nil {
				t.Fatal(err)
			}
			tc.change(p)
			data, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".json")
			if err := os.WriteFile(name, data, 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			code := run([]string{"verify", name}, &stdout, &stderr)
			if tc.want == "" {
				if code != exitOK {
					t.Fatalf("exit %d on the valid plan: %s", code, stderr.String())
				}
				return
			}
			if code != exitFail {
				t.Errorf("exit %d, want 1; stderr: %s", code, stderr.String())
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("stderr does not say %q:\n%s", tc.want, stderr.String())
			}
		})
	}
}

// TestVerifyOptimalClaim: a plan whose peak is above the bound its
// buffers prove may not claim to be optimal, however its other figures
// agree; at the bound it may.
func TestVerifyOptimalClaim(t *testing.T) {
	const plan = `{"module": "m", "config": {"arena": "all", "layout": "dense"},
  "stats": {"total_bytes": 256, "temp_bytes": 256, "lower_bound": 128, "peak": 256, "ratio": 2, "fragmentation": 0.5, "optimal": OPTIMAL, "verified": true},
  "buffers": [
    {"id": 0, "shape": "f32[32]", "bytes": 128, "unpadded_bytes": 128, "align": 128, "start": 0, "end": 1, "offset": 128, "kind": "temp"},
    {"id": 1, "shape": "f32[32]", "bytes": 128, "unpadded_bytes": 128, "align": 128, "start": 1, "end": 2, "offset": 0, "kind": "temp"}]}`
	dir := t.TempDir()
	for _, tc := range []struct {
		optimal string
		code    int
	}{{"false", exitOK}, {"true", exitFail}} {
		name := filepath.Join(dir, tc.optimal+".json")
		if err := os.WriteFile(name, []byte(strings.Replace(plan, "OPTIMAL", tc.optimal, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		if code := run([]string{"verify", name}, &stdout, &stderr); code != tc.code {
			t.Errorf("optimal %s: exit %d, want %d; stderr: %s", tc.optimal, code, tc.code, stderr.String())
		}
		if tc.code == exitFail && !strings.Contains(stderr.String(), "stats.optimal true, but peak 256 is above the lower bound 128 the buffers prove") {
			t.Errorf("optimal %s: stderr: %s", tc.optimal, stderr.String())
		}
	}
}

// FuzzVerifyMutated sets one number of a valid fast-memory plan (any
// field: a buffer's bytes, offset or live range, a stat, a fast interval,
// a copy's steps or times, a target's figure) to another value, and runs
// verify's checks on it: none may panic, and a stat that no longer
// follows from the buffers (lower_bound, ratio, fragmentation, the
// totals) must be refused. Run it with
//
//	go test ./cmd/planner -run '^$' -fuzz FuzzVerifyMutated -fuzztime 2m
func FuzzVerifyMutated(f *testing.F) {
	valid := fastPlanJSON(f)
	for i := uint(0); i < 40; i += 3 {
		f.Add(i, int64(0))
		f.Add(i*7, int64(1)<<40)
	}
	f.Fuzz(func(t *testing.T, index uint, value int64) {
		var p map[string]any
		if err := json.Unmarshal(valid, &p); err != nil {
			t.Fatal(err)
		}
		var leaves []string
		var set func(v any, path string, k int) bool
		// set walks v in a fixed order, collecting number paths; the k-th
		// number is set to value.
		n := 0
		set = func(v any, path string, k int) bool {
			switch x := v.(type) {
			case map[string]any:
				keys := make([]string, 0, len(x))
				for key := range x {
					keys = append(keys, key)
				}
				slices.Sort(keys)
				for _, key := range keys {
					if _, ok := x[key].(float64); ok {
						if n == k {
							if x[key] == float64(value) {
								return false
							}
							x[key] = float64(value)
							leaves = append(leaves, path+"."+key)
							return true
						}
						n++
						continue
					}
					if set(x[key], path+"."+key, k) {
						return true
					}
				}
			case []any:
				for i, e := range x {
					if set(e, path+"["+strconv.Itoa(i)+"]", k) {
						return true
					}
				}
			}
			return false
		}
		var total int
		{
			n = 0
			set(p, "", -1)
			total = n
		}
		n = 0
		if !set(p, "", int(index%uint(total))) {
			return // the value was already there
		}
		path := leaves[0]
		src, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		plans, err := readPlans("fuzz.json", src)
		if err != nil {
			return
		}
		pl := plans[0]
		bad := assign.Verify(pl.problem, pl.solution) != nil || pl.figures != nil
		if !bad && pl.fast != nil {
			bad = memspace.Verify(*pl.fast) != nil
		}
		switch path {
		case ".stats.lower_bound", ".stats.ratio", ".stats.fragmentation", ".stats.total_bytes",
			".stats.temp_bytes", ".stats.parameter_bytes", ".stats.constant_bytes", ".stats.peak":
			if !bad {
				t.Fatalf("%s set to %d: accepted", path, value)
			}
		}
	})
}
