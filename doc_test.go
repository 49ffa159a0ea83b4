package planner

import (
	"os"
	"strings"
	"testing"
)

// TestDocListsSteps keeps the package essay's list of steps the pipeline's
// own: every step of the steps table, in order, starts a line of doc.go's
// list.
func TestDocListsSteps(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "//\t") || strings.HasPrefix(l, "//\t ") {
			continue
		}
		// A step's name is the text before the first run of two spaces.
		name, _, _ := strings.Cut(strings.TrimPrefix(l, "//\t"), "  ")
		listed = append(listed, name)
	}
	var want []string
	for _, s := range steps {
		want = append(want, s.name)
	}
	if strings.Join(listed, ", ") != strings.Join(want, ", ") {
		t.Errorf("doc.go lists the steps\n\t%s\nthe pipeline runs\n\t%s", strings.Join(listed, ", "), strings.Join(want, ", "))
	}
}
