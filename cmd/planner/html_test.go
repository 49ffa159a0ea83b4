package main

import (
	"bytes"
	"context"
	"image/color"
	pngpkg "image/png"
	"os"
	"os/exec"
	"path/filepath"
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

// TestHTML writes the memory map of the example model and checks the page
// holds one rectangle per buffer, the peak and L lines, and nothing that
// would be fetched from the network.
func TestHTML(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "map.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "--format", "json", "-o", filepath.Join(dir, "plan.json"), "--html", page}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	html := string(data)
	for _, want := range []string{"<svg", `class="peak"`, `class="lb"`, "<title>buffer 0:", "</html>"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, bad := range []string{"http://", "https://", "src="} {
		if bad == "http://" {
			// The SVG namespace is a name, not a fetch.
			html = strings.ReplaceAll(html, `xmlns="http://www.w3.org/2000/svg"`, "")
		}
		if strings.Contains(html, bad) {
			t.Errorf("page refers to %q: it must be self-contained", bad)
		}
	}
	if n := strings.Count(html, `<rect class="b"`); n < 10 {
		t.Errorf("%d buffer rectangles, want many", n)
	}
}

// TestHTMLChromium renders the memory map in headless Chromium and checks
// that it produced a non-empty screenshot. It skips when Chromium is absent.
func TestHTMLChromium(t *testing.T) {
	var browser string
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Skip("chromium not found (install Debian's chromium to run this test)")
	}
	if testing.Short() {
		t.Skip("chromium test skipped in -short mode")
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "map.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"plan", "-o", filepath.Join(dir, "plan.txt"), "--html", page}, &stdout, &stderr); code != 0 {
		t.Fatalf("plan --html: exit %d: %s", code, stderr.String())
	}
	png := filepath.Join(dir, "map.png")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--screenshot="+png, "--window-size=1200,800", "file://"+page)
	out, err := cmd.CombinedOutput()
	if err != nil {
		// A browser that cannot start here (no display libraries, a
		// container without shared memory) says nothing about the page.
		t.Skipf("%s could not run here: %v\n%s", browser, err, out)
	}
	st, err := os.Stat(png)
	if err != nil {
		t.Fatalf("no screenshot: %v\n%s", err, out)
	}
	if st.Size() < 1000 {
		t.Errorf("screenshot is %d bytes, want a rendered page", st.Size())
	}
	data, _ := os.ReadFile(png)
	img, err := pngpkg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	// A drawn map has the background, the text, the peak and L lines and a
	// colour per buffer kind; a blank or error page has two or three.
	colours := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, a := img.At(x, y).RGBA()
			colours[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}] = true
		}
	}
	if len(colours) < 6 {
		t.Errorf("screenshot has %d colours, want a drawn memory map (6 or more)", len(colours))
	}
}
