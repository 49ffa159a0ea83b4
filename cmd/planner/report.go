package main

import (
	"io"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/report"
)

// The figures' writing lives in package report, which the HTML report and
// front ends share; these names keep the command's text output short.

func human(n int64) string                                     { return report.Human(n) }
func exact(n int64) string                                     { return report.Exact(n) }
func commas(n int64) string                                    { return report.Commas(n) }
func percent(f float64) string                                 { return report.Percent(f) }
func fraction(a, b int64) float64                              { return report.Fraction(a, b) }
func seconds(s float64) string                                 { return report.Seconds(s) }
func moduleLabel(r *planner.Result, i, n int) string           { return report.ModuleLabel(r, i, n) }
func headerOf(r *planner.Result, label string) string          { return report.Header(r, label) }
func spmdLine(r *planner.Result) string                        { return report.SPMDLine(r) }
func scheduleCost(r *planner.Result, alg string) (int64, bool) { return report.ScheduleCost(r, alg) }
func chosenCost(r *planner.Result) int64                       { return report.ChosenCost(r) }
func compareArenas(r *planner.Result) *planner.ArenaComparison {
	return report.CompareArenas(r)
}
func jaxLine(r *planner.Result, c *planner.ArenaComparison) string { return report.JAXLine(r, c) }
func valueList(b *liveness.Buffer, copies map[int]string) string {
	return report.ValueList(b, copies)
}
func writeVerdict(w io.Writer, r *planner.Result) { report.WriteVerdict(w, r) }
func stageText(v *planner.Verdict) string         { return report.StageText(v) }
func limitName(l planner.VerdictLimit) string     { return report.LimitName(l) }
func writeFastMemory(w io.Writer, r *planner.Result, schedule bool) {
	report.WriteFastMemory(w, r, schedule)
}
