package planner

// The sharded text a JAX user holds is
// jax.jit(f, in_shardings=..., out_shardings=...).lower(*args).as_text(dialect="hlo"):
// every sharding is there (GSPMD's sharding={...}, Shardy's
// xla.sdy.sharding attributes and xla.sdy.meshes), but the header has no
// num_partitions=N, nor XLA's allow_spmd_sharding_propagation_to_*
// (issue 28). testdata/xla-spmd/NAME.astext.hlo is that text for every
// sharded program; these tests plan it as the user would.

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/spmd"
)

// spmdModeled is the configuration TestSPMDLoweredReference plans the
// modeled per-device module with: XLA:CPU's fusion and BFS schedule,
// dense layout, 64-byte alignment, the temp arena alone.
var spmdModeled = Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs"}

// astextGap is a program whose as_text module the planner does not plan
// to XLA's per-device figures yet: its figures today, so that a change
// either way shows. Zero fields are not excused.
type astextGap struct {
	argument, output, alias int64   // the planner's bytes where they differ from XLA's (-1 for 0)
	temp                    float64 // the planner's temp over XLA's, where outside ±15%
	why                     string
}

// astextGaps are measured on the as_text modules with num_partitions=8
// added to their headers (TestSPMDAsTextWithDeviceCount holds those equal
// to the planner's figures for XLA's own lowered dump), so they are the
// gaps of the modeled per-device module (spmdGaps, with the issue's ±15%
// in place of ±25%), not of the device count.
//
// halo_conv (0.791 before CanFuseOnAllPaths, now 0.952) keeps 2 MiB less
// than XLA: XLA's halo exchange masks each halo-extended tile with
// select(iota + partition-id·512 in [2, 4098), tile, 0), and XLA:CPU
// keeps that pred[16,516,256] mask (compare_and_fusion, 2,113,536 bytes)
// live from the first convolution to the last; package spmd's halo
// concatenate has no mask.
var astextGaps = map[string]astextGap{}

// TestSPMDAsText plans every sharded program's as_text module
// (testdata/xla-spmd/NAME.astext.hlo, no num_partitions in its header) as
// a user would, with the configuration of TestSPMDLoweredReference, and
// compares with XLA's per-device memory_analysis(): the plan must say it
// partitioned the module for 8 devices and where that count came from;
// argument, output and alias bytes equal XLA's, temp within ±15% and the
// median within ±3% (1.000 with num_partitions given), but for the known
// gaps of astextGaps, which must hold their figures.
//
// It needs the device count inferred from the shardings (devices=[...],
// <=[N], Shardy meshes; issue 28): before that, every program is planned
// on its global shapes and the test fails on all of them.
func TestSPMDAsText(t *testing.T) {
	var ratios []float64
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %-7s %12s %12s %7s  %s\n", "module", "part.", "XLA temp", "planner", "×XLA", "devices from")
	for _, x := range readSPMDTable(t) {
		path := filepath.Join("testdata", "xla-spmd", x.module+".astext.hlo")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		if strings.Contains(firstLine(src), "num_partitions=") {
			t.Errorf("%s: the as_text header has num_partitions; the test is meant for text without it", x.module)
		}
		res, err := PlanSource(path, src, spmdModeled)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		r := res[0]
		from := ""
		if r.SPMD != nil {
			from = devicesSource(r.SPMD)
		}
		if r.SPMD == nil || r.SPMD.PartitionedBy != "planner" || r.SPMD.Devices != 8 || from == "" {
			t.Errorf("%s: not partitioned for 8 devices with the count's source named: %s", x.module, describeSPMD(r.SPMD))
			continue
		}
		q := checkAsTextFigures(t, x, r.Stats)
		ratios = append(ratios, q)
		fmt.Fprintf(&table, "%-16s %-7s %12d %12d %7.3f  %s\n", x.module, x.partitioner, x.temp, r.Stats.TempBytes, q, from)
	}
	if len(ratios) == 0 {
		return
	}
	med := median(ratios)
	t.Logf("as_text, temp against XLA's per-device memory_analysis() (median %.3f):\n%s", med, table.String())
	if med < 0.97 || med > 1.03 {
		t.Errorf("median temp ratio %.3f, want within ±3%% of XLA's", med)
	}
	checkGapNames(t, astextGaps)
}

// TestSPMDAsTextWithDeviceCount plans every as_text module with
// num_partitions=8 added to its header, the one thing XLA's own dump of
// the lowered module (NAME.lowered.hlo) has that the user's text lacks
// for the partitioner, and holds its figures and collectives equal to
// those of planning NAME.lowered.hlo: the two texts differ in form
// (no metadata, no % names, no operand shapes), not in what is planned.
// It checks the test data as much as the planner; it passes without
// the device count inferred.
func TestSPMDAsTextWithDeviceCount(t *testing.T) {
	for _, x := range readSPMDTable(t) {
		path := filepath.Join("testdata", "xla-spmd", x.module+".astext.hlo")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		res, err := PlanSource(path, withDeviceCount(src, 8), spmdModeled)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		ref, err := PlanFile(filepath.Join("testdata", "xla-spmd", x.module+".lowered.hlo"), spmdModeled)
		if err != nil {
			t.Errorf("%s: lowered: %v", x.module, err)
			continue
		}
		a, b := res[0].Stats, ref[0].Stats
		if a.ArgumentBytes != b.ArgumentBytes || a.OutputBytes != b.OutputBytes || a.AliasBytes != b.AliasBytes || a.TempBytes != b.TempBytes {
			t.Errorf("%s: argument/output/alias/temp %d/%d/%d/%d, from XLA's lowered dump %d/%d/%d/%d", x.module,
				a.ArgumentBytes, a.OutputBytes, a.AliasBytes, a.TempBytes, b.ArgumentBytes, b.OutputBytes, b.AliasBytes, b.TempBytes)
		}
		if got, want := collectiveList(res[0].Module), collectiveList(ref[0].Module); got != want {
			t.Errorf("%s: collectives %s, from XLA's lowered dump %s", x.module, got, want)
		}
	}
}

// checkAsTextFigures compares the planner's figures s for program x with
// XLA's, excusing what astextGaps lists, and returns temp over XLA's.
func checkAsTextFigures(t *testing.T, x spmdFigures, s Stats) float64 {
	t.Helper()
	gap := astextGaps[x.module]
	want := func(xla, known int64) int64 {
		switch {
		case known < 0:
			return 0
		case known > 0:
			return known
		}
		return xla
	}
	wa, wo, wl := want(x.argument, gap.argument), want(x.output, gap.output), want(x.alias, gap.alias)
	if s.ArgumentBytes != wa || s.OutputBytes != wo || s.AliasBytes != wl {
		t.Errorf("%s: argument/output/alias %d/%d/%d, want %d/%d/%d (XLA %d/%d/%d)", x.module,
			s.ArgumentBytes, s.OutputBytes, s.AliasBytes, wa, wo, wl, x.argument, x.output, x.alias)
	}
	q := ratio(s.TempBytes, x.temp)
	if gap.temp != 0 {
		if q < gap.temp*0.99 || q > gap.temp*1.01 {
			t.Errorf("%s: temp %.3fx XLA's, the known gap says %.3fx (%s): update astextGaps", x.module, q, gap.temp, gap.why)
		}
	} else if q < 0.85 || q > 1.15 {
		t.Errorf("%s: temp %d, XLA %d (%.3fx): want within ±15%%", x.module, s.TempBytes, x.temp, q)
	}
	return q
}

// collectiveDiffs are the differences between the collectives of the
// modeled per-device module of each program and those of XLA's
// partitioned, optimized module (NAME.collectives), as
// collectiveDiff writes them; a program not listed must have none.
//
// None is left: donor_adam's FSDP gradient dots were the last (GSPMD's
// propagation levels and InferDotOperandSharding, spmd/levels.go);
// zero1_adam, grad_on_a and wsc_2x4 were the order of a reduce-scatter's
// groups, a sum kept cut over part of its devices, and a reduce over two
// cut dimensions (package spmd's sum and reduce now write them as XLA
// does).
var collectiveDiffs = map[string]string{}

// TestSPMDAsTextCollectives plans every as_text module as TestSPMDAsText
// does and lists the collectives of the modeled per-device module against
// XLA's (NAME.collectives) by opcode: count and bytes (each collective's
// result, summed). The differences must be those of collectiveDiffs (the
// issue asks for none). It needs the device count inferred, as
// TestSPMDAsText.
func TestSPMDAsTextCollectives(t *testing.T) {
	var all strings.Builder
	for _, x := range readSPMDTable(t) {
		path := filepath.Join("testdata", "xla-spmd", x.module+".astext.hlo")
		res, err := PlanFile(path, spmdModeled)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		if res[0].SPMD == nil || res[0].SPMD.PartitionedBy != "planner" {
			t.Errorf("%s: not partitioned: %s", x.module, describeSPMD(res[0].SPMD))
			continue
		}
		xla := readCollectives(t, filepath.Join("testdata", "xla-spmd", x.module+".collectives"))
		d := collectiveDiff(xla, collectivesByOpcode(res[0].Module))
		if d != "" {
			fmt.Fprintf(&all, "%-16s %s\n", x.module, d)
		}
		if want := collectiveDiffs[x.module]; d != want {
			t.Errorf("%s: collectives differ from XLA's by\n\t%s\nthe known difference is\n\t%s", x.module, orNone(d), orNone(want))
		}
	}
	t.Logf("collectives against XLA's (XLA count/bytes -> planner count/bytes):\n%s", all.String())
	checkGapNames(t, collectiveDiffs)
}

// collectiveCount is how many collectives of one opcode a module has and
// the bytes of their results.
type collectiveCount struct {
	n     int
	bytes int64
}

// collectivesByOpcode counts the collectives of m by opcode; each
// instruction once, in whichever computation it is (a while body's
// all-reduce counts once, as XLA's list has it).
func collectivesByOpcode(m *hlo.Module) map[string]collectiveCount {
	out := map[string]collectiveCount{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if !hlo.IsCollective(in.Opcode) {
				continue
			}
			k := out[in.Opcode]
			k.n++
			k.bytes += shapeDenseBytes(in.Shape)
			out[in.Opcode] = k
		}
	}
	return out
}

// collectiveList is collectivesByOpcode written in opcode order.
func collectiveList(m *hlo.Module) string {
	c := collectivesByOpcode(m)
	var parts []string
	for _, op := range sortedKeys(c) {
		parts = append(parts, fmt.Sprintf("%s %d/%d", op, c[op].n, c[op].bytes))
	}
	return strings.Join(parts, ", ")
}

// readCollectives counts the collectives of a NAME.collectives file
// (gen/collectives.py) by opcode.
func readCollectives(t *testing.T, path string) map[string]collectiveCount {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]collectiveCount{}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i == 0 {
			continue // the header
		}
		f := strings.Split(line, "\t")
		if len(f) < 5 {
			t.Fatalf("%s:%d: %d fields, want 6", path, i+1, len(f))
		}
		b, err := strconv.ParseInt(f[4], 10, 64)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
		k := out[f[2]]
		k.n++
		k.bytes += b
		out[f[2]] = k
	}
	return out
}

// collectiveDiff writes, for each opcode whose count or bytes differ,
// "opcode XLA n/bytes -> planner n/bytes", in opcode order, joined by
// "; "; "" when the two agree.
func collectiveDiff(xla, got map[string]collectiveCount) string {
	ops := map[string]collectiveCount{}
	for k := range xla {
		ops[k] = collectiveCount{}
	}
	for k := range got {
		ops[k] = collectiveCount{}
	}
	var parts []string
	for _, op := range sortedKeys(ops) {
		if a, b := xla[op], got[op]; a != b {
			parts = append(parts, fmt.Sprintf("%s %d/%d -> %d/%d", op, a.n, a.bytes, b.n, b.bytes))
		}
	}
	return strings.Join(parts, "; ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// shapeDenseBytes is a shape's element count times its element size,
// summed over a tuple's arrays (layouts ignored), as gen/collectives.py
// counts.
func shapeDenseBytes(s hlo.Shape) int64 {
	if s.IsTuple() {
		var n int64
		for _, e := range s.Tuple {
			n += shapeDenseBytes(e)
		}
		return n
	}
	if !s.IsArray() {
		return 0
	}
	bits, _ := layout.Bits(s.Element)
	return (s.ElementCount()*int64(bits) + 7) / 8
}

// withDeviceCount is the module text src with num_partitions=n added to
// its header (the first line).
func withDeviceCount(src []byte, n int) []byte {
	s := string(src)
	i := strings.IndexByte(s, '\n')
	if i < 0 {
		i = len(s)
	}
	return []byte(s[:i] + ", num_partitions=" + strconv.Itoa(n) + s[i:])
}

func firstLine(src []byte) string {
	s := string(src)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// devicesSource is where the plan says its device count came from
// (num_partitions, the shardings' devices, a Shardy mesh). Issue 28 asks
// the summary to say it; the field is read by name so that this test
// builds before it exists (it reads "" until then).
func devicesSource(s *spmd.Summary) string {
	v := reflect.ValueOf(s).Elem()
	for _, name := range []string{"DevicesFrom", "DevicesSource", "DeviceSource", "DeviceCountSource"} {
		if f := v.FieldByName(name); f.IsValid() && f.Kind() == reflect.String {
			return f.String()
		}
	}
	return ""
}

func describeSPMD(s *spmd.Summary) string {
	if s == nil {
		return "no SPMD summary (planned as one device holding the global shapes)"
	}
	return fmt.Sprintf("devices %d, partitioned by %q, devices from %q", s.Devices, s.PartitionedBy, devicesSource(s))
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return (s[(len(s)-1)/2] + s[len(s)/2]) / 2
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// checkGapNames fails for a known-gap entry that names no program of
// memory.tsv.
func checkGapNames[V any](t *testing.T, gaps map[string]V) {
	t.Helper()
	names := map[string]bool{}
	for _, x := range readSPMDTable(t) {
		names[x.module] = true
	}
	for _, k := range sortedKeys(gaps) {
		if !names[k] {
			t.Errorf("known gap %s names no program", k)
		}
	}
}

// TestXLALoweredAsText plans the as_text module of every one-device
// program of testdata/xla-lowered (NAME.astext.hlo) as TestXLALowered
// plans XLA's dump of it, and holds the figures equal to those of the
// dump: the user's text differs from it in form (no metadata, no
// allow_spmd_sharding_propagation_* in the header), not in what is
// planned. A module with no sharding stays one device: no SPMD summary.
func TestXLALoweredAsText(t *testing.T) {
	if testing.Short() {
		t.Skip("plans 24 modules twice")
	}
	cfg := Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs"}
	for _, x := range readLoweredRefs(t) {
		dir := filepath.Join("testdata", "xla-lowered")
		res, err := PlanFile(filepath.Join(dir, x.module+".astext.hlo"), cfg)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		ref, err := PlanFile(filepath.Join(dir, x.module+".lowered.hlo"), cfg)
		if err != nil {
			t.Errorf("%s: lowered: %v", x.module, err)
			continue
		}
		a, b := res[0].Stats, ref[0].Stats
		if a.ArgumentBytes != b.ArgumentBytes || a.OutputBytes != b.OutputBytes || a.AliasBytes != b.AliasBytes || a.TempBytes != b.TempBytes {
			t.Errorf("%s: argument/output/alias/temp %d/%d/%d/%d, from XLA's lowered dump %d/%d/%d/%d", x.module,
				a.ArgumentBytes, a.OutputBytes, a.AliasBytes, a.TempBytes, b.ArgumentBytes, b.OutputBytes, b.AliasBytes, b.TempBytes)
		}
		if res[0].SPMD != nil {
			t.Errorf("%s: one device, but the plan says %s", x.module, describeSPMD(res[0].SPMD))
		}
	}
}
