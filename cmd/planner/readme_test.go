package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The README's samples are the commands' own output, never hand-copied:
// TestREADME runs every sample it finds and compares the output with the
// README's text; "go test ./cmd/planner -run TestREADME -update" rewrites
// the samples from the commands.
//
// A sample is a fenced block preceded by a marker line:
//
//	<!-- sample: planner plan -->        the block is that command's output
//	<!-- sample -->                      the block is a transcript: each
//	                                     "$ planner ARGS" line is run, its
//	                                     output follows until the next "$"
//
// A command runs in the repository root. A file argument the root does
// not have is looked for in the shared corpus (../shared/corpus/xla), and
// the sample is skipped when it is not there either. An output whose last
// line is "..." (any indentation) is compared up to that line: the sample
// shows the output's beginning, and -update keeps as many lines. A "..."
// line inside the output skips to its end: the lines after it are the
// output's last lines. A command
// with "2>&1" shows stderr after stdout; with "2>&1 >/dev/null", stderr
// alone; such a command may fail, and its sample ends "[exit status N]".
// The same holds for every docs/*.md. An unmarked block that starts with
// "$ planner" is an error: it would drift unseen.

// sampleMarker is the line before a checked block; group 2 is the command.
var sampleMarker = regexp.MustCompile(`^<!-- sample(: (.*?))? -->$`)

// readmeSample is one checked block of README.md.
type readmeSample struct {
	line    int    // the marker's line, 1-based
	command string // the marker's command, "" for a transcript
	// from and to are the block's content lines [from, to), 0-based
	// indices into the README's lines, between the fences.
	from, to int
}

// readmeSamples finds the marked blocks of the README's lines.
func readmeSamples(lines []string) ([]readmeSample, error) {
	var out []readmeSample
	for i := 0; i < len(lines); i++ {
		m := sampleMarker.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		s := readmeSample{line: i + 1, command: m[2]}
		j := i + 1
		if j >= len(lines) || !strings.HasPrefix(lines[j], "```") {
			return nil, fmt.Errorf("README.md:%d: a sample marker must be followed by a fenced block", i+1)
		}
		s.from = j + 1
		k := s.from
		for k < len(lines) && !strings.HasPrefix(lines[k], "```") {
			k++
		}
		if k == len(lines) {
			return nil, fmt.Errorf("README.md:%d: the sample's block is not closed", i+1)
		}
		s.to = k
		out = append(out, s)
		i = k
	}
	return out, nil
}

// sampleCommand is one command of a sample and the output the README
// shows for it.
type sampleCommand struct {
	args   []string // the arguments after "planner"
	prompt string   // the "$ ..." line of a transcript, "" otherwise
	shown  []string // the lines the README shows
}

// commands splits a sample into its commands.
func (s readmeSample) commands(lines []string) ([]sampleCommand, error) {
	body := lines[s.from:s.to]
	if s.command != "" {
		args, err := plannerArgs(s.command)
		if err != nil {
			return nil, fmt.Errorf("README.md:%d: %v", s.line, err)
		}
		return []sampleCommand{{args: args, shown: body}}, nil
	}
	var out []sampleCommand
	for n, l := range body {
		if strings.HasPrefix(l, "$ ") {
			args, err := plannerArgs(strings.TrimPrefix(l, "$ "))
			if err != nil {
				return nil, fmt.Errorf("README.md:%d: %v", s.from+n+1, err)
			}
			out = append(out, sampleCommand{args: args, prompt: l})
			continue
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("README.md:%d: a transcript sample must start with a \"$ planner ...\" line", s.from+n+1)
		}
		out[len(out)-1].shown = append(out[len(out)-1].shown, l)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("README.md:%d: a transcript sample without a \"$ planner ...\" line", s.line)
	}
	return out, nil
}

// plannerArgs reads "planner ARGS" (or "go run ./cmd/planner ARGS").
func plannerArgs(cmd string) ([]string, error) {
	f := strings.Fields(cmd)
	switch {
	case len(f) >= 1 && f[0] == "planner":
		return f[1:], nil
	case len(f) >= 3 && f[0] == "go" && f[1] == "run" && f[2] == "./cmd/planner":
		return f[3:], nil
	}
	return nil, fmt.Errorf("sample command %q: want planner ARGS", cmd)
}

// runSample runs one command in the repository root and returns its
// output lines; missing names a file argument found nowhere (corpus is
// the shared corpus's folder, "" when it is absent).
func runSample(args []string, corpus string) (lines []string, missing string, err error) {
	// "2>&1" shows stderr after stdout, ">/dev/null" drops stdout: the
	// shell's "2>&1 >/dev/null" shows stderr alone.
	// "|| true", as in the shell, shows a command that exits 1 (simulate
	// running out of memory).
	withStderr, noStdout, exit1 := false, false, false
	var kept []string
	for i, a := range args {
		switch {
		case a == "2>&1":
			withStderr = true
		case a == ">/dev/null":
			noStdout = true
		case a == "||" && i == len(args)-2 && args[i+1] == "true":
			exit1 = true
		case a == "true" && exit1:
		default:
			kept = append(kept, a)
		}
	}
	args = kept
	for i, a := range args {
		if strings.HasPrefix(a, "-") || !strings.Contains(filepath.Base(a), ".") {
			continue
		}
		if _, err := os.Stat(a); err == nil {
			continue
		}
		if corpus != "" {
			if p := filepath.Join(corpus, filepath.Base(a)); fileExists(p) {
				args[i] = p
				continue
			}
		}
		if filepath.Ext(a) == ".hlo" || filepath.Ext(a) == ".csv" {
			return nil, a, nil
		}
	}
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	if code != exitOK && !withStderr && !(exit1 && code == exitFail) {
		return nil, "", fmt.Errorf("planner %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
	}
	out := stdout.String()
	if noStdout {
		out = ""
	}
	if withStderr {
		out += stderr.String()
	}
	lines = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != exitOK && !exit1 {
		// A sample of a failure shows stderr, and says how it exits
		// (one written "|| true" shows its output alone).
		lines = append(lines, fmt.Sprintf("[exit status %d]", code))
	}
	return lines, "", nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// expected returns the lines a sample command should show given its
// output: all of it, or for a shown output with a "..." line as many
// lines as are shown before it, that line, and as many lines of the
// output's end as are shown after it (none when it is the last line).
func (c sampleCommand) expected(got []string) []string {
	n := len(c.shown)
	for j, l := range c.shown {
		if strings.TrimSpace(l) != "..." {
			continue
		}
		q := n - 1 - j // lines shown after the elision: the output's end
		if len(got) > j+q {
			out := append(append([]string(nil), got[:j]...), l)
			return append(out, got[len(got)-q:]...)
		}
		break
	}
	return got
}

// TestREADME runs the marked samples of README.md and of every docs/*.md
// and compares their output with the text; -update rewrites the files
// from the commands. A fenced block that starts with "$ planner" must be
// marked, and a sample reads the corpus as ../shared/corpus/xla/FILE.
func TestREADME(t *testing.T) {
	corpus := corpusDir() // before the working directory moves
	if corpus == "" {
		needCorpusNote()
	}
	t.Chdir("../..")
	docs, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append([]string{"README.md"}, docs...) {
		checkSamples(t, f, corpus)
	}
}

// unmarkedCommand matches the first line of a block that shows a
// command's output.
var unmarkedCommand = regexp.MustCompile(`^\$ (planner|go run \./cmd/planner) `)

// checkSamples checks the samples of one Markdown file.
func checkSamples(t *testing.T, readme, corpus string) {
	data, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	samples, err := readmeSamples(lines)
	if err != nil {
		t.Fatal(readme, err)
	}
	if len(samples) == 0 && readme == "README.md" {
		t.Errorf("%s has no <!-- sample --> blocks", readme)
	}
	marked := map[int]bool{}
	for _, s := range samples {
		marked[s.from-1] = true
	}
	fence := -1
	for i, l := range lines {
		if !strings.HasPrefix(l, "```") {
			continue
		}
		if fence >= 0 {
			fence = -1
			continue
		}
		fence = i
		if !marked[i] && i+1 < len(lines) && unmarkedCommand.MatchString(lines[i+1]) {
			t.Errorf("%s:%d: a command's output without a <!-- sample --> marker: no test would see it drift", readme, i+1)
		}
	}
	// replaced[i] is the new content of samples[i] (when it changed).
	replaced := map[int][]string{}
	for i, s := range samples {
		cmds, err := s.commands(lines)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		skip := ""
		for _, c := range cmds {
			for _, a := range c.args {
				if strings.Contains(a, "corpus/") && !strings.HasPrefix(a, "../shared/corpus/xla/") {
					t.Errorf("%s:%d: %s: a corpus path is written ../shared/corpus/xla/FILE (the corpus beside the clone)", readme, s.line, a)
				}
			}
			got, missing, err := runSample(c.args, corpus)
			if err != nil {
				t.Errorf("%s:%d: %v", readme, s.line, err)
				skip = "failed"
				break
			}
			if missing != "" {
				skip = missing
				break
			}
			if c.prompt != "" {
				want = append(want, c.prompt)
			}
			want = append(want, c.expected(got)...)
		}
		if skip == "failed" {
			continue
		}
		if skip != "" {
			t.Logf("%s:%d: skipped: %s is not in the repository or the corpus", readme, s.line, skip)
			continue
		}
		shown := lines[s.from:s.to]
		if diff := cmp.Diff(shown, want); diff != "" {
			if *update {
				replaced[i] = want
				continue
			}
			t.Errorf("%s:%d: the sample is not what the command prints (-%s +command); run go test ./cmd/planner -run TestREADME -update:\n%s", readme, s.line, readme, diff)
		}
	}
	if !*update || len(replaced) == 0 {
		return
	}
	var out []string
	at := 0
	for i, s := range samples {
		if want, ok := replaced[i]; ok {
			out = append(out, lines[at:s.from]...)
			out = append(out, want...)
			at = s.to
		}
	}
	out = append(out, lines[at:]...)
	if err := writeFile(readme, []byte(strings.Join(out, "\n"))); err != nil {
		t.Fatal(err)
	}
	t.Logf("rewrote %d samples of %s", len(replaced), readme)
}

// TestREADMESamples checks how TestREADME reads the markers: a command
// marker, a transcript with two commands and a shortened output, an
// unmarked block left alone, and the errors for a marker without a block
// or a transcript without a command.
func TestREADMESamples(t *testing.T) {
	text := "intro\n<!-- sample: planner plan -->\n```\nA\nB\n```\n```\nunmarked\n```\n<!-- sample -->\n```\n$ planner explain x.hlo\nC\n  ...\n$ go run ./cmd/planner parse y.hlo\nD\n```\n"
	lines := strings.Split(text, "\n")
	samples, err := readmeSamples(lines)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != 2 {
		t.Fatalf("%d samples, want 2", len(samples))
	}
	c0, err := samples[0].commands(lines)
	if err != nil || len(c0) != 1 || strings.Join(c0[0].args, " ") != "plan" || strings.Join(c0[0].shown, "|") != "A|B" {
		t.Errorf("sample 1 = %+v, %v", c0, err)
	}
	c1, err := samples[1].commands(lines)
	if err != nil || len(c1) != 2 || strings.Join(c1[1].args, " ") != "parse y.hlo" || c1[0].prompt != "$ planner explain x.hlo" {
		t.Fatalf("sample 2 = %+v, %v", c1, err)
	}
	if got := strings.Join(c1[0].expected([]string{"C", "E", "F"}), "|"); got != "C|  ..." {
		t.Errorf("a shortened sample expects %q, want C|  ...", got)
	}
	mid := sampleCommand{shown: []string{"C", "...", "Y", "Z"}}
	if got := strings.Join(mid.expected([]string{"C", "D", "E", "Y", "Z"}), "|"); got != "C|...|Y|Z" {
		t.Errorf("a sample elided in the middle expects %q, want C|...|Y|Z", got)
	}
	if got := strings.Join(mid.expected([]string{"C", "D", "E", "X", "Z"}), "|"); got != "C|...|X|Z" {
		t.Errorf("a sample elided in the middle expects %q, want the output's last lines C|...|X|Z", got)
	}
	if got := strings.Join(c1[1].expected([]string{"D", "E"}), "|"); got != "D|E" {
		t.Errorf("a whole sample expects %q, want D|E", got)
	}
	for _, bad := range []string{
		"<!-- sample -->\ntext\n",
		"<!-- sample -->\n```\nA\n",
	} {
		if _, err := readmeSamples(strings.Split(bad, "\n")); err == nil {
			t.Errorf("readmeSamples(%q) = nil error", bad)
		}
	}
	bad := strings.Split("<!-- sample -->\n```\nno command\n```\n", "\n")
	s, err := readmeSamples(bad)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s[0].commands(bad); err == nil || !strings.Contains(err.Error(), "must start with") {
		t.Errorf("a transcript without a command: %v", err)
	}
}
