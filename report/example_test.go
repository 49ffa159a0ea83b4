package report_test

import (
	"bytes"
	"fmt"
	"log"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/report"
)

// A front end writes the HTML report of a plan as the command's --html
// does, and the verdict block its text output opens with.
func ExampleHTML() {
	res, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{Device: "h100-80g"})
	if err != nil {
		log.Fatal(err)
	}
	var page bytes.Buffer
	if err := report.HTML(&page, res, report.HTMLOptions{Title: "train step"}); err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Contains(page.String(), "<title>train step</title>"))
	var verdict bytes.Buffer
	report.WriteVerdict(&verdict, res[0])
	first, _, _ := strings.Cut(verdict.String(), "\n")
	fmt.Println(first)
	// Output:
	// true
	// verdict: jit_train_step fits h100-80g (59.7GiB to spare)
}
