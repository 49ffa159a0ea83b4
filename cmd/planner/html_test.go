package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	pngpkg "image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

func absDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", err
	}
	return abs, nil
}

// chromium returns the path of a Chromium browser, or skips the test.
func chromium(t *testing.T) string {
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			if testing.Short() {
				t.Skip("chromium test skipped in -short mode")
			}
			return p
		}
	}
	t.Skip("chromium not found (apt-get install chromium to run this test)")
	return ""
}

// screenshot renders page in headless Chromium and decodes the PNG.
func screenshot(t *testing.T, browser, page string, w, h int) image.Image {
	dir := t.TempDir()
	png := filepath.Join(dir, "shot.png")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--virtual-time-budget=5000",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--screenshot="+png, "--window-size="+itoa(w)+","+itoa(h), "file://"+page)
	out, err := cmd.CombinedOutput()
	if err != nil {
		// A browser that cannot start here (no display libraries, a
		// container without shared memory) says nothing about the page.
		t.Skipf("%s could not run here: %v\n%s", browser, err, out)
	}
	data, err := os.ReadFile(png)
	if err != nil {
		t.Fatalf("no screenshot: %v\n%s", err, out)
	}
	img, err := pngpkg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	return img
}

func itoa(n int) string { return strconv.Itoa(n) }

// rgb is a colour without alpha.
type rgb struct{ r, g, b uint8 }

func colourAt(img image.Image, x, y int) rgb {
	r, g, b, _ := img.At(x, y).RGBA()
	return rgb{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

// bands returns the runs of screenshot rows [start, end) that hold at least
// min pixels of one of the colours, joining runs at most gap rows apart.
func bands(img image.Image, colours []rgb, min, gap int) [][2]int {
	want := map[rgb]bool{}
	for _, c := range colours {
		want[c] = true
	}
	var out [][2]int
	b := img.Bounds()
	start := -1
	for y := b.Min.Y; y <= b.Max.Y; y++ {
		n := 0
		for x := b.Min.X; y < b.Max.Y && x < b.Max.X; x++ {
			if want[colourAt(img, x, y)] {
				n++
			}
		}
		switch {
		case n >= min && start < 0:
			start = y
		case n < min && start >= 0:
			out = append(out, [2]int{start, y})
			start = -1
		}
	}
	// Grid lines, outlines and free space split a drawing: runs closer
	// than gap rows are one band.
	var merged [][2]int
	for _, r := range out {
		if k := len(merged) - 1; k >= 0 && r[0]-merged[k][1] <= gap {
			merged[k][1] = r[1]
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// count returns how many pixels of rows [y0, y1) have one of the colours.
func count(img image.Image, y0, y1 int, colours []rgb) int {
	want := map[rgb]bool{}
	for _, c := range colours {
		want[c] = true
	}
	n := 0
	b := img.Bounds()
	for y := max(y0, b.Min.Y); y < min(y1, b.Max.Y); y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if want[colourAt(img, x, y)] {
				n++
			}
		}
	}
	return n
}

// TestHTMLChromium renders the report of the example model in headless
// Chromium and checks, from the decoded screenshot, that the profile, the
// map and the table are drawn. The page frames each of them with a #ccc
// border: the first two frames (found as rows of that grey) must be
// filled with the kinds' colours, the second (the map) taller than the
// first (the profile), and below them the table's zebra stripes must
// show. It skips when Chromium is absent.
func TestHTMLChromium(t *testing.T) {
	browser := chromium(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "-o", filepath.Join(dir, "plan.txt"), "--html", page}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	img := screenshot(t, browser, page, 1300, 1700)
	frames := bands(img, []rgb{{0xcc, 0xcc, 0xcc}}, 600, 0)
	if len(frames) < 5 {
		t.Fatalf("frame edges %v: want the profile's, the map's and the table's", frames)
	}
	profile := [2]int{frames[0][1], frames[1][0]}
	memmap := [2]int{frames[2][1], frames[3][0]}
	if memmap[1]-memmap[0] <= profile[1]-profile[0] {
		t.Errorf("map rows %v are not taller than profile rows %v", memmap, profile)
	}
	kinds := []rgb{{0x4e, 0x79, 0xa7}, {0xf2, 0x8e, 0x2b}, {0x59, 0xa1, 0x4f}}
	for _, f := range []struct {
		name  string
		rows  [2]int
		least int
	}{{"profile", profile, 20000}, {"map", memmap, 50000}} {
		if n := count(img, f.rows[0], f.rows[1], kinds); n < f.least {
			t.Errorf("the %s (rows %v) has %d pixels in the kinds' colours, want at least %d", f.name, f.rows, n, f.least)
		}
	}
	zebra := bands(img, []rgb{{0xf4, 0xf6, 0xfa}}, 300, 0)
	rows := 0
	for _, b := range zebra {
		if b[0] > frames[4][0] {
			rows++
		}
	}
	if rows < 5 {
		t.Errorf("%d striped table rows below the map (bands %v), want the table of buffers live at the peak", rows, zebra)
	}
}

// spikeModule is a module whose peak is one step wide among thousands: a
// long chain of small ops, and in its middle a 16 MiB broadcast that a
// reduce reads at once.
func spikeModule(steps int) string {
	var b strings.Builder
	b.WriteString("HloModule spike\n\n%add (x: f32[], y: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %s = f32[] add(%x, %y)\n}\n\n")
	b.WriteString("ENTRY %main (p: f32[1024,1024], q: f32[8,128]) -> (f32[8,128], f32[1024]) {\n  %p = f32[1024,1024]{1,0} parameter(0)\n  %q = f32[8,128]{1,0} parameter(1)\n")
	prev := "q"
	for i := 0; i < steps; i++ {
		name := "n" + itoa(i)
		b.WriteString("  %" + name + " = f32[8,128]{1,0} negate(%" + prev + ")\n")
		prev = name
		if i == steps/2 {
			b.WriteString("  %big = f32[4,1024,1024]{2,1,0} broadcast(%p), dimensions={1,2}, metadata={op_name=\"jit(f)/spike/broadcast_in_dim\" source_file=\"/home/someone/venv/lib/python3.10/site-packages/model/layers/spike.py\" source_line=1200}\n")
			b.WriteString("  %zero = f32[] constant(0)\n  %red = f32[1024]{0} reduce(%big, %zero), dimensions={0,2}, to_apply=%add\n")
		}
	}
	b.WriteString("  ROOT %out = (f32[8,128]{1,0}, f32[1024]{0}) tuple(%" + prev + ", %red)\n}\n")
	return b.String()
}

// TestHTMLPeakChromium renders a module (as written: the spike is what it
// draws) whose peak is one step among
// 3,000 (less than a pixel) and checks from the screenshot that the peak
// shows at first glance: in the profile's upper half, where only the
// spike reaches, at least 5 pixel columns hold the temporaries' colour
// (one, or none, when the step is drawn at its own width).
func TestHTMLPeakChromium(t *testing.T) {
	browser := chromium(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "spike.hlo")
	if err := os.WriteFile(src, []byte(spikeModule(3000)), 0o644); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "--as-written", "--schedule", "text", "-o", filepath.Join(dir, "plan.txt"), "--html", page, src}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	img := screenshot(t, browser, page, 1300, 1500)
	frames := bands(img, []rgb{{0xcc, 0xcc, 0xcc}}, 600, 0)
	if len(frames) < 2 {
		t.Fatalf("frame edges %v: want the profile's", frames)
	}
	top, bottom := frames[0][1], frames[1][0]
	temp := rgb{0xf2, 0x8e, 0x2b}
	cols := map[int]bool{}
	b := img.Bounds()
	for y := top; y < (top+bottom)/2; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if colourAt(img, x, y) == temp {
				cols[x] = true
			}
		}
	}
	if len(cols) < 5 {
		t.Errorf("the one-step peak covers %d pixel columns of the profile's upper half (rows %d to %d), want at least 5", len(cols), top, (top+bottom)/2)
	}
}

// TestHTMLTableChromium loads a report in headless Chromium and checks the
// table and the legend the script builds: a long source path shortened
// from the left with the whole path in the cell's tooltip, the filter box,
// and a legend entry for every mark, the fast memory's copies included.
func TestHTMLTableChromium(t *testing.T) {
	browser := chromium(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "spike.hlo")
	if err := os.WriteFile(src, []byte(spikeModule(20)), 0o644); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "--as-written", "--fast-memory", "64KiB", "-o", filepath.Join(dir, "plan.txt"), "--html", page, src}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	dom := dumpDOM(t, browser, page)
	full := "/home/someone/venv/lib/python3.10/site-packages/model/layers/spike.py:1200"
	for _, want := range []string{
		`<td title="` + full + `">…/`,
		`spike.py:1200</td>`,
		`class="filter"`,
		"peak: the arena's size under the plan",
		"lower bound L:",
		"time of L, beside its column",
		"a buffer live at the time of L",
		"selected buffer",
		"prefetch: a copy into fast memory",
		"eviction: a copy back to slow memory",
		"L = ",
	} {
		if !strings.Contains(dom, want) {
			t.Errorf("the page's DOM has no %q", want)
		}
	}
	if strings.Contains(dom, `">`+full+`</td>`) {
		t.Errorf("the source cell shows the whole path %s: want it shortened from the left", full)
	}
}

// dumpDOM loads page (with its URL fragment) in headless Chromium and
// returns the DOM the script built; it skips when Chromium cannot run.
func dumpDOM(t *testing.T, browser, page string) string {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--virtual-time-budget=5000",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--window-size=1300,1500", "--dump-dom", "file://"+page)
	var dom, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &dom, &errs
	if err := cmd.Run(); err != nil {
		t.Skipf("%s could not run here: %v\n%s", browser, err, errs.String())
	}
	return dom.String()
}

// mapView returns the address range [a0, a1] the first map shows, as its
// canvas's data-a0 and data-a1 say.
func mapView(t *testing.T, dom string) (a0, a1 int64) {
	t.Helper()
	m := regexp.MustCompile(`<canvas class="map"[^>]*>`).FindString(dom)
	attr := func(name string) int64 {
		v := regexp.MustCompile(name + `="(-?[0-9]+)"`).FindStringSubmatch(m)
		if v == nil {
			t.Fatalf("the map's canvas has no %s: %s", name, m)
		}
		n, _ := strconv.ParseInt(v[1], 10, 64)
		return n
	}
	return attr("data-a0"), attr("data-a1")
}

// TestHTMLHideKindChromium: hiding kinds (the page's #hide=..., as its
// checkboxes do) rescales the map's addresses to the buffers still shown,
// from the lowest to the highest address they hold with a 3% margin, read
// from the page's own data; with every kind shown the map runs from 0 to
// above the peak. The module's temporaries and outputs sit at the bottom
// of the arena, its parameters above them, so a map that did not rescale
// would start at 0 with them hidden.
func TestHTMLHideKindChromium(t *testing.T) {
	browser := chromium(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "spike.hlo")
	if err := os.WriteFile(src, []byte(spikeModule(20)), 0o644); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "--as-written", "-o", filepath.Join(dir, "plan.txt"), "--html", page, src}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	raw, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	_, data, _ := strings.Cut(string(raw), `<script type="application/json" id="data">`)
	data, _, _ = strings.Cut(data, "</script>")
	var rep struct {
		Kinds   []string
		Modules []struct {
			Memories []struct {
				Peak, Capacity int64
				Offset, Size   []int64
				Kind           []int
			}
		}
	}
	if err := json.Unmarshal([]byte(data), &rep); err != nil {
		t.Fatal(err)
	}
	mem := rep.Modules[0].Memories[0]
	lo, hi := int64(math.MaxInt64), int64(-1)
	for i := range mem.Offset {
		if k := rep.Kinds[mem.Kind[i]]; k != "temp" && k != "maybe-live-out" {
			lo, hi = min(lo, mem.Offset[i]), max(hi, mem.Offset[i]+mem.Size[i])
		}
	}
	margin := float64(hi-lo) * 0.03
	want0, want1 := int64(math.Round(max(0, float64(lo)-margin))), int64(math.Round(float64(hi)+margin))
	if want0 <= 0 {
		t.Fatalf("the parameters and constants start at %d: the test needs them above the other buffers (offsets %v, kinds %v)", lo, mem.Offset, mem.Kind)
	}
	a0, a1 := mapView(t, dumpDOM(t, browser, page))
	if top := int64(math.Round(float64(max(mem.Peak, mem.Capacity)) * 1.05)); a0 != 0 || a1 != top {
		t.Errorf("every kind shown: the map shows addresses [%d, %d], want [0, %d]", a0, a1, top)
	}
	a0, a1 = mapView(t, dumpDOM(t, browser, page+"#hide=temp,maybe-live-out"))
	if abs64(a0-want0) > 1 || abs64(a1-want1) > 1 {
		t.Errorf("temporaries and outputs hidden: the map shows addresses [%d, %d], want [%d, %d] (the other buffers' [%d, %d) with a 3%% margin)", a0, a1, want0, want1, lo, hi)
	}
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestSimulateHTMLChromium loads simulate's page in headless Chromium and
// reads the views and tick labels its canvases record: at first view the
// steps run (1 to 8 for seven steps), every step labelled, round byte
// ticks, the fragmentation's own ticks; "#steps=2-6" zooms both charts to
// steps 2 to 6.
func TestSimulateHTMLChromium(t *testing.T) {
	browser := chromium(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "frag.run")
	if err := os.WriteFile(src, []byte("put a 2MiB\nput b 2MiB\nput c 2MiB\nput d 2MiB\ndrop a\ndrop c\nput e 4MiB\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "sim.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"simulate", "--device-memory", "16MiB", "--mem-fraction", "1", "--least=false", "--html", page, src}, &stdout, &stderr); code != 0 {
		t.Fatalf("simulate --html: exit %d: %s", code, stderr.String())
	}
	attrs := func(dom, class string) map[string]string {
		tag := regexp.MustCompile(`<canvas class="` + class + `"[^>]*>`).FindString(dom)
		if tag == "" {
			t.Fatalf("no canvas %q in the page", class)
		}
		out := map[string]string{}
		for _, m := range regexp.MustCompile(`data-(\w+)="([^"]*)"`).FindAllStringSubmatch(tag, -1) {
			out[m[1]] = m[2]
		}
		return out
	}
	dom := dumpDOM(t, browser, page)
	occ, chart := attrs(dom, "occ"), attrs(dom, "steps")
	for _, a := range []map[string]string{occ, chart} {
		if a["s0"] != "1" || a["s1"] != "8" || a["xticks"] != "1 2 3 4 5 6 7 8" {
			t.Errorf("first view: steps [%s, %s] labelled %q, want [1, 8] labelled 1 to 8", a["s0"], a["s1"], a["xticks"])
		}
	}
	if occ["yticks"] != "0 5MiB 10MiB 15MiB" {
		t.Errorf("the map's address ticks %q, want 0 5MiB 10MiB 15MiB (the top is 16.8 MiB)", occ["yticks"])
	}
	if chart["fticks"] != "0 0.25 0.5 0.75 1" {
		t.Errorf("the fragmentation's ticks %q, want 0 0.25 0.5 0.75 1", chart["fticks"])
	}
	dom = dumpDOM(t, browser, page+"#steps=2-6")
	for _, a := range []map[string]string{attrs(dom, "occ"), attrs(dom, "steps")} {
		if a["s0"] != "2" || a["s1"] != "6" || a["xticks"] != "2 3 4 5 6" {
			t.Errorf("#steps=2-6: steps [%s, %s] labelled %q, want [2, 6] labelled 2 to 6", a["s0"], a["s1"], a["xticks"])
		}
	}
}
