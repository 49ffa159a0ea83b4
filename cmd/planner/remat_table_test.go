package main

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestRematTableAligned: the remat step's change table keeps its columns
// under their headings however long a "value → clone" is (the resid step
// of testdata/xla-remat at 0.7 of its peak on --target cpu:
// broadcast_maximum_fusion.3 → broadcast_maximum_fusion.3.remat, 61
// characters, pushed every figure of its row right of "bytes"), and the
// by-source rows end in their figures, with no op_name repeating the key
// and no dangling separator.
func TestRematTableAligned(t *testing.T) {
	out := plannerOut(t, "plan", "--target", "cpu", "--memory-limit", "15597567", "../../testdata/xla-remat/resid.lowered.hlo")
	lines := strings.Split(out, "\n")
	head := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "  change   value ") {
			head = i
			break
		}
	}
	if head < 0 {
		t.Fatalf("no change table:\n%s", out)
	}
	// end is the rune column where the heading "bytes" ends.
	h := []rune(lines[head])
	end := utf8.RuneCountInString(lines[head][:strings.Index(lines[head], "bytes")]) + len("bytes")
	size := regexp.MustCompile(`^[0-9.]+(B|KiB|MiB|GiB)$`)
	long, rows := false, 0
	for _, l := range lines[head+1:] {
		if strings.HasPrefix(l, "  total: ") {
			break
		}
		if strings.HasPrefix(l, "           ") {
			continue // a checkpointed scan's second line
		}
		r := []rune(l)
		rows++
		if len(r) < end || !size.MatchString(strings.TrimSpace(string(r[end-10:end]))) || (len(r) > end && r[end] != ' ') {
			t.Errorf("row out of line with the heading (bytes ends at column %d):\n%s\n%s", end, string(h), l)
		}
		if strings.Contains(l, " → ") && utf8.RuneCountInString(strings.Fields(l)[1]+" → "+strings.Fields(l)[3]) > 34 {
			long = true
		}
	}
	if rows == 0 || !long {
		t.Fatalf("no change wider than 34 characters (rows %d): the test exercises nothing:\n%s", rows, out)
	}
	in := false
	for _, l := range lines {
		switch {
		case l == "  by source line:":
			in = true
		case in && strings.HasPrefix(l, "    "):
			if strings.HasSuffix(l, "·") || strings.HasSuffix(l, "· ") {
				t.Errorf("a by-source row ends in a separator: %q", l)
			}
			key := strings.Fields(l)[0]
			if strings.Count(l, key) > 1 {
				t.Errorf("a by-source row repeats its key: %q", l)
			}
		default:
			in = false
		}
	}
}
