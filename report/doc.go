// Package report renders a plan (a planner.Result) and a simulation for
// people: the verdict block, the lines of figures the text output and the
// HTML report share, and the HTML report itself, one self-contained page
// that the command line and any front end write alike:
//
//	res, err := planner.PlanFile("model.hlo", planner.Config{})
//	...
//	err = report.HTML(w, res, report.HTMLOptions{})
//
// Byte counts are written as XLA's stats write them (Human: "1.21GiB"),
// and each quantity carries one name and one number in every format.
package report
