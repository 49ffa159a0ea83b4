package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/memspace"
	"github.com/rogpeppe/go-internal/txtar"
	"gopkg.in/yaml.v3"
)

// FuzzVerifyJSON checks verify's JSON reader: readPlans never panics, its
// errors name the file, a plan it returns holds to the rules checkBuffer
// states (so the independent checker only ever sees sane numbers), and
// assign.Verify on it never panics. Run it with
//
//	go test ./cmd/planner -run '^$' -fuzz FuzzVerifyJSON -fuzztime 10m -fuzzminimizetime 2s
func FuzzVerifyJSON(f *testing.F) {
	// Seeds: a real plan of the built-in example, and every JSON file of
	// the scripts.
	if res, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{}); err == nil {
		if data, err := planner.MarshalJSON(res[0].Report()); err == nil {
			f.Add(data)
		}
	}
	scripts, _ := filepath.Glob("testdata/script/*.txtar")
	for _, s := range scripts {
		a, err := txtar.ParseFile(s)
		if err != nil {
			continue
		}
		for _, file := range a.Files {
			if strings.HasSuffix(file.Name, ".json") {
				f.Add(file.Data)
			}
		}
	}
	f.Add([]byte(`[{"module":"a","stats":{"peak":1},"buffers":[{"id":0,"bytes":1,"align":0,"start":0,"end":1,"offset":0}]}]`))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkReadPlans(t, "fuzz.json", src)
	})
}

// FuzzVerifyYAML is FuzzVerifyJSON for YAML plans: the shape check walks
// yaml.v3's nodes, refuses aliases, and must give every error one
// positioned line. Run it with
//
//	go test ./cmd/planner -run '^$' -fuzz FuzzVerifyYAML -fuzztime 10m -fuzzminimizetime 2s
func FuzzVerifyYAML(f *testing.F) {
	if res, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{FastMemory: 64 << 10}); err == nil {
		var b bytes.Buffer
		enc := yaml.NewEncoder(&b)
		enc.SetIndent(2)
		if enc.Encode(res[0].Report()) == nil {
			f.Add(b.Bytes())
		}
	}
	f.Add([]byte("module: m\nstats: {peak: 1}\nbuffers: [{id: 0, bytes: 1, align: 0, start: 0, end: 1, offset: 0}]\n"))
	f.Add([]byte("a: &a [1]\nb: [*a, *a]\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkReadPlans(t, "fuzz.yaml", src)
	})
}

// checkReadPlans runs readPlans on src: it must not panic, its error must
// be one line naming the file, and the plans it returns must hold to
// checkBuffer's rules; the checkers must not panic on them.
func checkReadPlans(t *testing.T, name string, src []byte) {
	t.Helper()
	{
		plans, err := readPlans(name, src)
		if err != nil {
			if !strings.HasPrefix(err.Error(), name) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line naming the file: %q", err)
			}
			// An error about a decoded plan's value is at the value.
			if rest, ok := strings.CutPrefix(err.Error(), name+": module "); ok {
				t.Fatalf("error about a value without its position: %s: module %s", name, rest)
			}
			return
		}
		for _, pl := range plans {
			if _, ok := pl.figures.(*valueError); ok && !positioned.MatchString(pl.figuresAt) {
				t.Fatalf("figures error %q at %q: want file:line:col", pl.figures, pl.figuresAt)
			}
			seen := map[string]bool{}
			for _, b := range pl.problem.Buffers {
				if b.Start < 0 || b.End <= b.Start || b.Size < 0 || b.Size > maxPlanValue ||
					b.Align < 0 || b.Align&(b.Align-1) != 0 || seen[b.ID] {
					t.Fatalf("readPlans let through buffer %+v", b)
				}
				seen[b.ID] = true
			}
			_ = assign.Verify(pl.problem, pl.solution)
			if pl.fast != nil {
				_ = memspace.Verify(*pl.fast)
			}
		}
	}
}

// positioned matches file:line:col.
var positioned = regexp.MustCompile(`^[^:]+:[1-9][0-9]*:[1-9][0-9]*$`)

// TestReadPlansStrict checks that the JSON, YAML and CSV readers refuse
// the same bad buffer, each in its own words but each refusing.
func TestReadPlansStrict(t *testing.T) {
	bad := map[string]string{
		"backwards": `{"id": 1, "bytes": 128, "align": 128, "start": 5, "end": 1, "offset": 0}`,
		"negalign":  `{"id": 1, "bytes": 128, "align": -128, "start": 0, "end": 1, "offset": 0}`,
		"align3":    `{"id": 1, "bytes": 128, "align": 3, "start": 0, "end": 1, "offset": 0}`,
		"dup":       `{"id": 0, "bytes": 128, "align": 128, "start": 5, "end": 6, "offset": 0}`,
		"negtime":   `{"id": 1, "bytes": 128, "align": 128, "start": -2, "end": 1, "offset": 0}`,
		"huge":      `{"id": 1, "bytes": 4611686018427387905, "align": 128, "start": 0, "end": 1, "offset": 0}`,
	}
	// The key of the value each is refused for: the error is at it.
	key := map[string]string{"backwards": "end", "negalign": "align", "align3": "align", "dup": "id", "negtime": "start", "huge": "bytes"}
	for name, b := range bad {
		first := `{"module": "m", "stats": {"peak": 256}, "buffers": [{"id": 0, "bytes": 128, "align": 128, "start": 0, "end": 9, "offset": 0}, `
		doc := first + b + `]}`
		k := `"` + key[name] + `": `
		col := len(first) + strings.Index(b, k) + len(k) + 1
		for _, ext := range []string{".json", ".yaml"} { // JSON is YAML
			_, err := readPlans(name+ext, []byte(doc))
			if err == nil {
				t.Errorf("%s%s: accepted", name, ext)
				continue
			}
			if want := fmt.Sprintf("%s%s:1:%d: ", name, ext, col); !strings.HasPrefix(err.Error(), want) {
				t.Errorf("%s%s: %v, want it at %s", name, ext, err, want)
			}
		}
	}
	if _, err := readPlans("ok.json", []byte(`{"module": "m", "stats": {"peak": 128}, "buffers": [{"id": 0, "bytes": 128, "align": 128, "start": 0, "end": 9, "offset": 0}]}`)); err != nil {
		t.Errorf("ok.json: %v", err)
	}
	var buf bytes.Buffer
	buf.WriteString("id,lower,upper,size,offset\n")
	if _, err := readPlans("header.csv", buf.Bytes()); err == nil || !strings.Contains(err.Error(), "no buffers") {
		t.Errorf("header.csv: %v, want no buffers", err)
	}
}

// TestLineCursor checks the positions verify reports against a count from
// the start of the file, for offsets that mostly grow (as a decoder
// reports them) and sometimes go back, at the ends and past them.
func TestLineCursor(t *testing.T) {
	src := []byte("{\n  \"a\": 1,\n\n\t\"b\": [2,\n3]\n}\nx")
	want := func(off int64) (int, int) {
		off = min(max(off, 0), int64(len(src)))
		line := 1 + bytes.Count(src[:off], []byte("\n"))
		return line, int(off) - bytes.LastIndexByte(src[:off], '\n')
	}
	c := newLineCursor(src)
	offs := []int64{0, 1, 2, 2, 5, 12, 13, 20, 3, 4, 26, int64(len(src)), int64(len(src)) + 5, -1, 14}
	for off := range int64(len(src)) + 1 {
		offs = append(offs, off)
	}
	for _, off := range offs {
		gl, gc := c.pos(off)
		wl, wc := want(off)
		if gl != wl || gc != wc {
			t.Errorf("offset %d: line %d col %d, want line %d col %d", off, gl, gc, wl, wc)
		}
	}
}
