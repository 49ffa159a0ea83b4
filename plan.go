package planner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/memspace"
	"github.com/planner-dev/planner/optimize"
	"github.com/planner-dev/planner/remat"
	"github.com/planner-dev/planner/schedule"
	"github.com/planner-dev/planner/spmd"
)

// Result is the plan of one module and everything that explains it.
type Result struct {
	// Module is the module planned.
	Module *hlo.Module
	// Config is the configuration used, with every default filled in.
	Config Config
	// Policy is the layout policy the sizes come from.
	Policy layout.Policy
	// Schedule is the schedule algorithm whose order was used: Config.Schedule,
	// or for "best" the algorithm it chose.
	Schedule string
	// Sequence is the instruction order the plan is for.
	Sequence hlo.Sequence
	// Schedules is the lower bound L under each schedule algorithm that was
	// tried, text order first; nil when only one was run.
	Schedules []ScheduleCost
	// Liveness is the live-range analysis under Sequence.
	Liveness *liveness.Result
	// Problem is the packing problem the plan is for: one interval per
	// buffer of the arena, each at its own alignment (the packers saw the
	// buffers of the constant pool as one; see pool.go).
	Problem *assign.Problem
	// Buffers[i] is the index in Liveness.Buffers of Problem.Buffers[i].
	Buffers []int
	// Solution is the verified offset plan: Solution.Offsets[i] is the offset
	// of Problem.Buffers[i].
	Solution *assign.Solution
	// FastMemory is the two-level assignment when Config.FastMemory is
	// set, nil otherwise; Target the cost model's figures it was made under.
	FastMemory *memspace.Assignment
	Target     cost.Target
	// Stats sums the plan up in the shape of XLA's BufferAssignment stats.
	Stats Stats
	// StepTimes is the wall time each step of the pipeline took, in order
	// (for "best", Schedules has each candidate's). Like
	// assign.Stats.Elapsed it differs between runs and is never part of
	// the report.
	StepTimes []StepTime
	// Remat is what the remat step did to fit Config.MemoryLimit (nil
	// without a limit); Original is then the module as given, and Module,
	// Sequence and Liveness are those of the changed module.
	Remat    *remat.Result
	Original *hlo.Module
	// Donations are the JAX arguments the donate remedy gave to outputs
	// (Applied, with Config.Remedies naming "donate"), or, where it was
	// not asked for and the limit is not met, the arguments whose
	// donation would lower the total, with the figure each would give
	// (plan_donate.go). Nil where there are none.
	Donations []Donation
	// undonated is the stage the module was at before the donate remedy
	// aliased its arguments (nil where it did not): the verdict's
	// stage before "donated".
	undonated *VerdictStage

	// Stage is the stage of the module handed to Plan: hlo.Lowered or
	// hlo.Optimized (see hlo.StageOf).
	Stage string
	// Modeled is true when Module is the modeled compiled module: the
	// lowered module handed to Plan (per device, when Plan partitioned
	// it), rewritten by package optimize as XLA would compile it
	// (Config.AsWritten was false). Input is then that module before the
	// rewrite, Optimize what the passes did, and AsWritten the figures of
	// planning Input as written (Config.CompareAsWritten; nil without).
	Modeled   bool
	Input     *hlo.Module
	Optimize  *optimize.Report
	AsWritten *Stats
	// SPMD describes a sharded module per device (devices, mesh,
	// collectives and their buffers, the tensors every device holds
	// whole); nil for a module that is not sharded, or with
	// Config.AsWritten on one not partitioned yet. When Plan partitioned
	// the module (SPMD.PartitionedBy "planner"), Module is the per-device
	// module it wrote and Global the module handed to Plan.
	SPMD   *spmd.Summary
	Global *hlo.Module

	// arenas caches CompareArenas, which runs a second liveness analysis
	// and packing: the text and the HTML report both show it.
	arenas struct {
		once sync.Once
		c    ArenaComparison
		err  error
	}
	// xlaSched caches XLASchedulers, which plans the module twice more.
	xlaSched xlaSchedulerCache
	// xlaOrderPlans counts the plans of emitted text in XLA:CPU's order
	// the remat step made (orderExcess, xlaOrderPlan): two per distinct
	// text checked, which tests assert.
	xlaOrderPlans int
	// heldChecks counts heldPeak's checks of an emitted text, heldTexts
	// the distinct texts among them (heldPeak's memo plans each once).
	heldChecks, heldTexts int
	// measured is the analysis "best" chose, whose Result is Liveness,
	// kept for CompareArenas to share its layout (nil once it has, and
	// where no order was measured).
	measured *liveness.Measured
}

// ScheduleCost is the lower bound L a schedule algorithm's order leads to.
type ScheduleCost struct {
	Algorithm  string
	LowerBound int64
	// Stopped is set when the order's analysis stopped once it was sure
	// to need more than the best order measured before it: LowerBound is
	// then a lower bound of its L, above the chosen order's, not L
	// itself. CompareSchedules measures every order in full.
	Stopped bool
	// Err is set when the algorithm failed on the module.
	Err error
	// Order and Liveness are the wall time the order and its liveness
	// analysis took (never part of the report); the dependence graphs
	// the candidates share are built before them, in neither.
	Order, Liveness time.Duration
}

// StepTime is the wall time one step of the pipeline took.
type StepTime struct {
	Name    string
	Elapsed time.Duration
}

// Stats are the byte counts XLA's buffer assignment reports, and the
// quality of the plan.
type Stats struct {
	// ParameterBytes, ConstantBytes, LiveOutBytes and TempBytes add up the
	// sizes of the buffers of each kind in the default memory space (a
	// donated parameter an output aliases counts in ParameterBytes and in
	// LiveOutBytes, as in XLA's stats, and once in TotalBytes). With
	// the arena "all", TempBytes is the part of the arena not taken by the
	// other three kinds (at least 0); with the arena "temp", it is the
	// arena's size.
	ParameterBytes int64
	ConstantBytes  int64
	LiveOutBytes   int64
	TempBytes      int64
	// TotalBytes is the memory the plan needs: the arena's peak, plus the
	// buffers kept outside it when the arena is "temp".
	TotalBytes int64
	// LowerBound is L: the largest total size live at one time in the arena.
	LowerBound int64
	// Peak is the arena's size under the plan.
	Peak int64
	// Ratio is Peak/LowerBound: no plan can beat this plan by more than it.
	Ratio float64
	// Fragmentation is Peak-LowerBound in bytes, FragmentationRatio the same
	// as a fraction of Peak.
	Fragmentation      int64
	FragmentationRatio float64
	// Optimal is true when the peak is proved optimal.
	Optimal bool
	// Guarantee is the a-priori bound the plan meets, in words.
	Guarantee string
	// Buffers is the number of buffers in the arena.
	Buffers int
	// ArgumentBytes, OutputBytes and AliasBytes are the figures of JAX's
	// Compiled.memory_analysis() (argument_size_in_bytes and so on):
	// the entry parameters' buffers, the buffers of the entry result
	// (donated parameters aliased to an output included), and the buffers
	// that are both. TempBytes is its temp_size_in_bytes.
	ArgumentBytes int64
	OutputBytes   int64
	AliasBytes    int64
	// PaddingBytes is what the layout's tiles add to the buffers in the
	// default memory space: their bytes minus their dense bytes (element
	// count × element size). PeakPaddingBytes is the part of it held by the
	// arena's buffers live at the time of L (see ArenaPeak).
	PaddingBytes     int64
	PeakPaddingBytes int64
	// OtherMemoryBytes adds up the buffers in another memory space than the
	// default device memory (a layout's S(n), n ≠ 0), OtherMemoryBuffers
	// counts them. They are in no arena and in none of the figures above.
	OtherMemoryBytes   int64
	OtherMemoryBuffers int
}

// pipeline is the state of one Plan call as it goes through the steps.
type pipeline struct {
	ctx context.Context // nil in CompareSchedules: never cancelled
	cfg Config
	res *Result
	// limit is the error of a memory limit the remat step could not meet:
	// the steps after it still run, so that the error carries the plan.
	limit error
	// advice is what the advise step needs of the remat step; nil without
	// a memory limit.
	advice *rematAdvice
	// held is what heldPeak found of each text --emit-hlo writes for a
	// fit it checked, by the text and the limit (heldFigures): a refit
	// of honestFit often writes a text already refused, and planning the
	// same text again gives the same figures.
	held map[heldKey]heldFigures
}

// steps is the pipeline, in order. Each step reads what the steps before it
// left in the Result and adds its own part.
var steps = []struct {
	name string
	run  func(*pipeline) error
}{
	{"partition", (*pipeline).partition},
	{"optimize", (*pipeline).optimize},
	{"layout", (*pipeline).layout},
	{"schedule", (*pipeline).schedule},
	{"liveness", (*pipeline).liveness},
	{"remat", (*pipeline).remat},
	{"memspace", (*pipeline).memspace},
	{"problem", (*pipeline).problem},
	{"assign", (*pipeline).assign},
	{"own order", (*pipeline).ownOrder},
	{"verify", (*pipeline).verify},
	{"stats", (*pipeline).stats},
	{"advise", (*pipeline).advise},
	{"as written", (*pipeline).asWritten},
}

// Plan runs the pipeline on one parsed module: schedule, liveness, assign,
// verify. The plan it returns has passed assign.Verify. A bad cfg fails
// first, with Config.Validate's error. When cfg.Capacity is set and no
// plan fits, the error wraps assign.ErrCapacity. An error about a place in
// the module (a cycle, an operand used before its definition) wraps an
// *hlo.Error that errors.As finds.
func Plan(m *hlo.Module, cfg Config) (*Result, error) {
	return PlanContext(context.Background(), m, cfg)
}

// PlanContext is Plan under a context. Once ctx is done, the steps up to
// the packers stop and the error wraps ctx.Err(); if the packers are
// already running, their search for a lower peak ends early and the plan
// returned is the best verified one found so far, with
// Solution.Interrupted set. Once a plan exists, the steps after the
// packers that only refine or explain it (the own-order comparison) are
// skipped or cut short, and the plan is verified and returned: a done
// context never throws a plan away.
func PlanContext(ctx context.Context, m *hlo.Module, cfg Config) (*Result, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if m == nil || m.Entry == nil {
		return nil, fmt.Errorf("planner: module has no entry computation")
	}
	cfg = cfg.withDefaults(m.IsScheduled)
	p := &pipeline{ctx: ctx, cfg: cfg, res: &Result{Module: m, Config: cfg}}
	for _, s := range steps {
		if cfg.orderOnly && s.name == "liveness" {
			return p.res, nil // xlaOrderPlan reads the order alone
		}
		if err := ctx.Err(); err != nil && s.name != "verify" && s.name != "stats" {
			if p.res.Solution != nil {
				// A verified plan is at hand: what is left only explains
				// or refines it, and the caller asked to stop.
				continue
			}
			return nil, fmt.Errorf("%s: %s: %w", m.Name, s.name, err)
		}
		run := func() error { return s.run(p) }
		if p.res.Solution == nil && s.name != "assign" {
			// Before a plan exists nothing is kept on a stop: a step that
			// reads no context (the schedule orders) is left to end in
			// its goroutine, and the error says the context ended it.
			run = func() error {
				var err error
				if perr := promptly(ctx, 0, nil, func() { err = s.run(p) }); perr != nil {
					return fmt.Errorf("%s: %s: %w", m.Name, s.name, perr)
				}
				return err
			}
		}
		t0 := time.Now()
		err := run()
		p.res.StepTimes = append(p.res.StepTimes, StepTime{s.name, time.Since(t0)})
		if err != nil {
			var list hlo.ErrorList
			if errors.As(err, &list) {
				return nil, err // positioned: file:line:col: message
			}
			if he := (*hlo.Error)(nil); errors.As(err, &he) && he.Pos.File() != "" && !errors.Is(err, ctx.Err()) {
				return nil, hlo.ErrorList{he} // the module is at fault, at a place
			}
			return nil, fmt.Errorf("%s: %s: %w", m.Name, s.name, err)
		}
	}
	if p.limit != nil {
		return nil, p.limit
	}
	return p.res, nil
}

// PlanFile parses the HLO file at path and plans every module in it, in
// file order. A parse error is an hlo.ErrorList whose entries carry
// file:line:col positions (errors.As finds the first *hlo.Error).
func PlanFile(path string, cfg Config) ([]*Result, error) {
	return PlanFileContext(context.Background(), path, cfg)
}

// PlanFileContext is PlanFile under a context, as PlanContext.
func PlanFileContext(ctx context.Context, path string, cfg Config) ([]*Result, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return PlanSourceContext(ctx, path, src, cfg)
}

// PlanSource is PlanFile on text already read; filename names it in errors.
func PlanSource(filename string, src []byte, cfg Config) ([]*Result, error) {
	return PlanSourceContext(context.Background(), filename, src, cfg)
}

// PlanSourceContext is PlanSource under a context, as PlanContext.
func PlanSourceContext(ctx context.Context, filename string, src []byte, cfg Config) ([]*Result, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	mods, err := hlo.ParseContext(ctx, filename, src)
	if err != nil {
		return nil, err
	}
	// Parse verified each module; none is changed before its plan.
	cfg.Parsed = true
	var out []*Result
	for _, m := range mods {
		r, err := PlanContext(ctx, m, cfg)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// partition writes the per-device module of a sharded module XLA has not
// partitioned (unless Config.AsWritten), as XLA's SPMD partitioner would,
// and plans that; an already partitioned module is planned as it is, with
// its collectives and replicated tensors summarized.
func (p *pipeline) partition() error {
	m := p.res.Module
	if !spmd.NeedsPartitioning(m) {
		p.res.SPMD = spmd.Summarize(m)
		return nil
	}
	if p.cfg.AsWritten {
		// Planned at its global shapes: the summary says so, and how
		// many devices the shardings name, so that no reader takes the
		// figures for a device's.
		p.res.SPMD = spmd.Unpartitioned(m)
		return nil
	}
	// XLA:CPU keeps a sum and the slice after it as an all-reduce; the
	// GPU and TPU pipelines make them one reduce-scatter.
	r, err := spmd.PartitionWith(m, spmd.Options{ReduceScatter: p.cfg.Target != "cpu"})
	if err != nil {
		return err
	}
	p.res.Global = m
	p.res.Module = r.Module
	// The partitioner wrote a new module: the verifier checks it.
	p.cfg.Parsed = false
	p.res.SPMD = r.Summary(m)
	return nil
}

func (p *pipeline) layout() error {
	pol, err := layout.ParsePolicy(p.cfg.Layout, p.cfg.Align)
	if err != nil {
		return err
	}
	p.res.Policy = pol
	// A module built by hand rather than parsed has not met the verifier
	// (Parse runs it); it costs about 2% of a parse, so Plan runs it again
	// and refuses what parse and plan refuse. A modeled module passed it
	// in the optimize step (before the passes and after each that changed
	// it), and so did the module the 'as written' comparison re-plans; a
	// module as Parse returned it (Config.Parsed) met it there.
	if !p.res.Modeled && !p.cfg.comparison && !p.cfg.Parsed {
		if err := hlo.Verify(p.res.Module); err != nil {
			return err
		}
	}
	// Every size from here on is checked: a shape too large for an int64
	// is refused here, at its position, under whichever layout.
	if err := pol.CheckModule(p.res.Module); err != nil {
		return err
	}
	// Buffer donors become input/output aliases as XLA's compiler pairs
	// them, by size under the layout (hlo/donors.go).
	p.res.Module = hlo.PairDonors(p.res.Module, pol.Bytes)
	return nil
}

// candidates are the schedule algorithms "best" chooses among, in the order
// they are reported.
var candidates = []string{"text", "postorder", "dfs", "list"}

// preference breaks ties between candidates of equal L: the lower wins
// (the schedule package's own order for best).
var preference = map[string]int{"text": 0, "list": 1, "dfs": 2, "postorder": 3}

// schedule orders the module's instructions. For "best" it runs every
// candidate through the liveness analysis and keeps the order with the
// lowest lower bound, so that the choice is made on the exact L, not on an
// estimate; the other costs are kept for explain. The candidates are
// measured (liveness.Measure: the analysis up to its sharing groups, L
// read off them) and only the chosen one's buffers are built.
func (p *pipeline) schedule() error {
	if p.cfg.Schedule != "best" {
		alg, err := schedule.ParseAlgorithm(p.cfg.Schedule)
		if err != nil {
			return err
		}
		seq, err := schedule.Order(p.res.Module, alg, p.res.Policy.Bytes)
		if err != nil {
			return err
		}
		p.res.Schedule, p.res.Sequence = p.cfg.Schedule, seq
		return nil
	}
	// The candidates are measured scheduleWorkers at a time; the choice is
	// the least (L, preference), whatever order they finish in, and only
	// the best analysis so far is kept.
	// The candidates share the module's dependence graphs and the
	// order-independent part of the liveness analysis, done once.
	gs := schedule.NewGraphs(p.res.Module, p.res.Policy.Bytes)
	prep, prepErr := liveness.Prepare(p.res.Module, p.livenessOptions())
	var best *liveness.Measured
	var bestL int64
	var mu sync.Mutex
	costs := make([]ScheduleCost, len(candidates))
	next := make(chan int, len(candidates))
	for _, k := range measureOrder {
		next <- k
	}
	close(next)
	// limit is the L an order must not exceed to be chosen: the best so
	// far (ok once one is measured). The text order is measured in full
	// whatever the others need (the report compares the chosen order with
	// it), and the others ask for the limit only once it is: an order
	// measured beside it would otherwise find none and be measured in
	// full too. The wait costs no CPU, and little time: the other worker
	// has laid its order out meanwhile. Asked not to wait (before a
	// layout, liveness.Prepared.MeasureBelow), it has no limit until the
	// text order is measured.
	textDone := make(chan struct{})
	var textOnce sync.Once
	limit := func(wait bool) (int64, bool) {
		if wait {
			<-textDone
		} else {
			select {
			case <-textDone:
			default:
				return 0, false
			}
		}
		mu.Lock()
		defer mu.Unlock()
		return bestL, best != nil
	}
	var wg sync.WaitGroup
	for range min(scheduleWorkers, len(candidates)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				name := candidates[k]
				lim := limit
				if name == "text" {
					lim = nil
				}
				func() {
					if name == "text" {
						defer textOnce.Do(func() { close(textDone) })
					}
					if p.ctx != nil && p.ctx.Err() != nil {
						costs[k] = ScheduleCost{Algorithm: name, Err: p.ctx.Err()}
						return
					}
					cost, seq, lv := p.measure(gs, prep, prepErr, name, lim)
					mu.Lock()
					defer mu.Unlock()
					costs[k] = cost
					if lv != nil && (best == nil || cost.LowerBound < bestL ||
						cost.LowerBound == bestL && preference[name] < preference[p.res.Schedule]) {
						best, bestL = lv, cost.LowerBound
						p.res.Schedule, p.res.Sequence = name, seq
					}
				}()
			}
		}()
	}
	wg.Wait()
	if p.ctx != nil && p.ctx.Err() != nil {
		return p.ctx.Err()
	}
	p.res.Schedules = costs
	if best == nil {
		var pos *hlo.Error
		if errors.As(p.res.Schedules[0].Err, &pos) {
			return hlo.ErrorList{pos} // the module is at fault, at a place
		}
		return fmt.Errorf("no schedule algorithm could order the module: %w", p.res.Schedules[0].Err)
	}
	p.res.Liveness, p.res.measured = best.Result(), best
	return nil
}

// scheduleWorkers is how many schedule candidates "best" measures at once.
const scheduleWorkers = 2

// measureOrder is the order in which "best" measures the candidates (by
// index): text first, which is measured in full and gives the others
// their limit (liveness.Prepared.MeasureBelow), then dfs, whose order
// keeps a value's readers near it, like text's, then postorder and list,
// which on a training step need twice the others' L (every activation of
// the forward pass live at once). The choice does not depend on it: the
// least (L, preference) of those measured in full, since one stopped
// needs more than that.
var measureOrder = []int{0, 2, 1, 3}

// measure orders the module with the named algorithm on its graphs gs
// and measures the order's lower bound on its preparation prep (or fails
// with prepErr); lv is nil when either failed, and cost.Err says why.
func (p *pipeline) measure(gs *schedule.Graphs, prep *liveness.Prepared, prepErr error, name string, limit liveness.Limit) (cost ScheduleCost, seq hlo.Sequence, lv *liveness.Measured) {
	cost.Algorithm = name
	t0 := time.Now()
	seq, err := gs.Order(schedule.Algorithm(name))
	t1 := time.Now()
	cost.Order = t1.Sub(t0)
	var bound int64
	if err == nil {
		if err = prepErr; err == nil {
			lv, bound, err = prep.MeasureBelow(seq, limit)
		}
		cost.Liveness = time.Since(t1)
	}
	if err != nil {
		cost.Err = err
		return cost, nil, nil
	}
	if lv == nil {
		cost.LowerBound, cost.Stopped = bound, true
		return cost, nil, nil
	}
	cost.LowerBound, _ = lv.MaxLiveIn(liveness.Arena(p.cfg.Arena))
	return cost, seq, lv
}

// CompareSchedules returns the lower bound L of module m under every
// schedule algorithm, text order first, with the layout of cfg: what a
// different order would save or cost. Plan fills Result.Schedules the same
// way when the schedule is "best".
func CompareSchedules(m *hlo.Module, cfg Config) ([]ScheduleCost, error) {
	cfg = cfg.withDefaults(m.IsScheduled)
	p := &pipeline{cfg: cfg, res: &Result{Module: m, Config: cfg}}
	if err := p.layout(); err != nil {
		return nil, err
	}
	var out []ScheduleCost
	gs := schedule.NewGraphs(p.res.Module, p.res.Policy.Bytes)
	prep, prepErr := liveness.Prepare(p.res.Module, p.livenessOptions())
	for _, name := range candidates {
		cost, _, _ := p.measure(gs, prep, prepErr, name, nil)
		out = append(out, cost)
	}
	return out, nil
}

// stoppedSchedules reports whether an order of scheds stopped before its
// L was measured (ScheduleCost.Stopped).
func stoppedSchedules(scheds []ScheduleCost) bool {
	for _, c := range scheds {
		if c.Stopped {
			return true
		}
	}
	return false
}

// MeasureSchedules makes r.Schedules every candidate's L, measured in
// full, for a report that shows them all: where a schedule was named
// (Schedules is nil), or where "best" stopped an order once it was sure
// to need more than the chosen one, it measures them (CompareSchedules).
func (r *Result) MeasureSchedules() error {
	if r.Schedules != nil && !stoppedSchedules(r.Schedules) {
		return nil
	}
	scheds, err := CompareSchedules(r.Module, r.Config)
	if err != nil {
		return err
	}
	r.Schedules = scheds
	return nil
}

// analyze runs the liveness analysis on seq under the pipeline's policy.
func (p *pipeline) analyze(seq hlo.Sequence) (*liveness.Result, error) {
	return liveness.Analyze(p.res.Module, seq, p.livenessOptions())
}

// livenessOptions are the liveness analysis's options under the
// pipeline's policy, arena and context.
func (p *pipeline) livenessOptions() liveness.Options {
	opt := liveness.PolicyOptions(p.res.Policy)
	opt.Arena = liveness.Arena(p.cfg.Arena)
	opt.Context = p.ctx
	opt.CPUSharing = p.cfg.Target == "cpu"
	// XLA:CPU's bfs scheduler runs the copies of copy insertion early.
	opt.EarlyCopies = p.cfg.Target == "cpu" && p.cfg.Schedule == "bfs"
	return opt
}

func (p *pipeline) liveness() error {
	if p.res.Liveness != nil {
		return nil // "best" analysed its choice already
	}
	lv, err := p.analyze(p.res.Sequence)
	if err != nil {
		return err
	}
	p.res.Liveness = lv
	return nil
}

// memspace decides the fast-memory placements when there is a fast memory.
func (p *pipeline) memspace() error {
	if p.cfg.FastMemory <= 0 {
		return nil
	}
	tgt, err := p.cfg.target()
	if err != nil {
		return err
	}
	asg, err := memspace.Assign(p.res.Module, p.res.Liveness, memspace.Options{Capacity: p.cfg.FastMemory, Target: tgt, Context: p.ctx})
	if err != nil {
		return err
	}
	if err := asg.Check(p.res.Liveness, tgt); err != nil {
		return fmt.Errorf("the fast-memory plan does not verify (a bug in memspace): %w", err)
	}
	p.res.FastMemory, p.res.Target = asg, tgt
	return nil
}

func (p *pipeline) problem() error {
	arena, err := liveness.ParseArena(p.cfg.Arena)
	if err != nil {
		return err
	}
	lv := p.res.Liveness
	prob := lv.Problem(arena)
	prob.Capacity = p.cfg.Capacity
	for i := range lv.Buffers {
		if arena.In(&lv.Buffers[i]) {
			p.res.Buffers = append(p.res.Buffers, i)
		}
	}
	if len(p.res.Buffers) != len(prob.Buffers) {
		panic(fmt.Sprintf("planner: liveness problem has %d buffers, arena %d", len(prob.Buffers), len(p.res.Buffers)))
	}
	if fm := p.res.FastMemory; fm != nil {
		// A buffer that lives and dies in fast memory takes no slow space.
		var keep []int
		var kept []assign.Buffer
		for k, i := range p.res.Buffers {
			if !fm.FastOnly[i] {
				keep, kept = append(keep, i), append(kept, prob.Buffers[k])
			}
		}
		p.res.Buffers, prob.Buffers = keep, kept
	}
	p.res.Problem = prob
	return nil
}

// assign packs the problem. Without a fast memory the buffers live for the
// whole program and smaller than the alignment are packed as one constant
// pool (see pool.go), and Problem becomes the expanded problem the plan is
// for: each pooled buffer at its own, lower alignment.
func (p *pipeline) assign() error {
	// The packers report each step after the fast packers: from the
	// first report on, a plan exists and a stop returns it at once, so
	// promptly waits for it however long a loaded machine takes.
	var planned atomic.Bool
	opt := assign.Options{
		Algorithm: p.cfg.Algorithm,
		Budget:    p.cfg.Budget,
		Context:   p.ctx,
		Progress: func(step string, peak int64) {
			planned.Store(true)
			if p.cfg.Progress != nil {
				p.cfg.Progress(step, peak)
			}
		},
	}
	if p.cfg.comparison {
		opt.Iterations, opt.SearchNodes, opt.PackerWork = -1, -1, -1
	}
	prob := p.res.Problem
	var out packed
	err := promptly(p.ctx, stopGrace, planned.Load, func() {
		if p.cfg.FastMemory > 0 {
			out.sol, out.err = assign.Solve(prob, opt)
			out.prob = prob
		} else {
			out.prob, out.sol, out.err = solve(prob, opt)
		}
	})
	if err != nil {
		return err
	}
	if out.err != nil {
		return out.err
	}
	p.res.Problem, p.res.Solution = out.prob, out.sol
	return nil
}

// packed is what the packers returned.
type packed struct {
	prob *assign.Problem
	sol  *assign.Solution
	err  error
}

// stopGrace is how long, once the context is done, promptly waits for
// the work to return on its own: the improvement and the search stop at
// once and return the plan they have, which is worth the wait; the fast
// packers read no context and may run for seconds on a large problem.
const stopGrace = 50 * time.Millisecond

// promptly runs work and returns nil once it has returned. When ctx is
// done first, it waits grace more for work to return, then gives up with
// an error wrapping ctx.Err(): the work goes on in its goroutine until it
// ends, and what it returns is dropped (the caller reads nothing work
// writes after that). Without a context that can be done, work runs on
// the caller's goroutine.
//
// keep, when not nil and true once ctx is done, makes promptly wait for
// work however long it takes: work has something worth the wait.
func promptly(ctx context.Context, grace time.Duration, keep func() bool, work func()) error {
	if ctx == nil || ctx.Done() == nil {
		work()
		return nil
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
	}
	if keep != nil && keep() {
		<-done
		return nil
	}
	if grace > 0 {
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-done:
			return nil
		case <-t.C:
		}
	}
	return fmt.Errorf("stopped before it finished: %w", ctx.Err())
}

// ownOrder keeps "best" from being worse than the module's own order: on
// a scheduled module (XLA's schedule is its text order) whose best order
// by L is another one, it also packs the text order and keeps that plan
// when its peak is lower, since a lower L does not promise a lower peak.
func (p *pipeline) ownOrder() error {
	r := p.res
	if p.cfg.Schedule != "best" || !r.Module.IsScheduled || r.Schedule == "text" || p.cfg.FastMemory > 0 || r.Remat != nil {
		return nil // with a fast memory the memspace step chose for this order
	}
	seq, err := schedule.Order(r.Module, schedule.Text, r.Policy.Bytes)
	if err != nil {
		return nil // the text order is not a schedule: nothing to compare
	}
	lv, err := p.analyze(seq)
	if err != nil {
		return nil // cut short by the context, or not a schedule
	}
	own := &pipeline{cfg: p.cfg, ctx: p.ctx, res: &Result{Module: r.Module, Config: r.Config, Policy: r.Policy, Liveness: lv}}
	if err := own.problem(); err != nil {
		return err
	}
	if err := own.assign(); err != nil {
		if p.ctx != nil && p.ctx.Err() != nil {
			return nil // stopped: the plan at hand is kept
		}
		return err
	}
	if own.res.Solution.Peak < r.Solution.Peak {
		r.Schedule, r.Sequence, r.Liveness = "text", seq, lv
		r.Problem, r.Buffers, r.Solution = own.res.Problem, own.res.Buffers, own.res.Solution
	}
	return nil
}

// verify re-checks the plan with the independent checker: a plan that fails
// it is a bug in a packer, never returned to the caller.
func (p *pipeline) verify() error {
	if err := assign.Verify(p.res.Problem, p.res.Solution); err != nil {
		return fmt.Errorf("the %s plan does not verify (a bug in the packer): %w", p.res.Solution.Algorithm, err)
	}
	return nil
}

func (p *pipeline) stats() error {
	r := p.res
	s := &r.Stats
	lv := r.Liveness
	fixed := fixedBytes(lv) // bytes of the parameter, constant and output buffers
	// The aliased indexes of each entry parameter, gathered once: asking
	// every alias for every parameter buffer was quadratic (11,000 donated
	// weights: 1.2·10⁸ comparisons).
	aliasesOf := make(map[*hlo.Instruction][]hlo.ShapeIndex)
	for _, al := range r.Module.InputOutputAlias {
		if al.Param >= 0 && al.Param < len(r.Module.Entry.Params) {
			in := r.Module.Entry.Params[al.Param]
			aliasesOf[in] = append(aliasesOf[in], al.ParamIndex)
		}
	}
	for _, b := range lv.Buffers {
		if b.MemorySpace() != 0 {
			s.OtherMemoryBytes += b.Size
			s.OtherMemoryBuffers++
			continue
		}
		// As in XLA's stats, a donated parameter's buffer that an output
		// aliases counts as parameter and as maybe_live_out; the total
		// counts it once.
		// output_bytes counts each buffer that holds an element of the
		// result once: a donated parameter's buffer when the output shares
		// it, the output's own buffer when the order made them apart
		// (counting the parameter too counted that output twice).
		aliased := b.Kind == liveness.Parameter && aliasedParameter(aliasesOf, &b)
		if b.LiveOut {
			s.OutputBytes += b.Size
		}
		s.PaddingBytes += PaddingBytes(r.Policy, &b)
		switch b.Kind {
		case liveness.Parameter:
			s.ArgumentBytes += b.Size
			if aliased {
				s.AliasBytes += b.Size
			}
			s.ParameterBytes += b.Size
		case liveness.Constant:
			s.ConstantBytes += b.Size
		}
		if b.LiveOut {
			s.LiveOutBytes += b.Size
		}
	}
	_, _, peak := r.ArenaPeak()
	for _, i := range peak {
		s.PeakPaddingBytes += PaddingBytes(r.Policy, &lv.Buffers[i])
	}
	sol := r.Solution
	s.Peak = sol.Peak
	if r.Remat != nil {
		// One peak: the fit measured the program with bestfit; the plan
		// printed is the final packing's (never higher: auto keeps the
		// best of several packers, bestfit among them).
		r.Remat.Peak = sol.Peak
	}
	s.LowerBound = sol.LowerBound
	s.Buffers = len(r.Problem.Buffers)
	if p.cfg.Arena == "temp" {
		s.TempBytes = sol.Peak
		s.TotalBytes = fixed + sol.Peak
	} else {
		s.TempBytes = max(0, sol.Peak-fixed)
		s.TotalBytes = sol.Peak
	}
	s.Ratio = 1
	if s.LowerBound > 0 {
		s.Ratio = float64(s.Peak) / float64(s.LowerBound)
	}
	s.Fragmentation = s.Peak - s.LowerBound
	if s.Peak > 0 {
		s.FragmentationRatio = float64(s.Fragmentation) / float64(s.Peak)
	}
	s.Optimal = sol.Optimal
	s.Guarantee = sol.Guarantee
	return nil
}

// DenseBytes returns the bytes of b without the layout's padding: its
// size under the dense policy (element count × element bytes), never more
// than b.Size.
func DenseBytes(b *liveness.Buffer) int64 {
	return min(layout.Dense(0).Bytes(b.Shape), b.Size)
}

// PaddingBytes returns what the policy's tiles add to b: b.Size minus its
// dense bytes; 0 under the dense policy.
func PaddingBytes(pol layout.Policy, b *liveness.Buffer) int64 {
	if pol.Name == layout.DenseName {
		return 0
	}
	return b.Size - DenseBytes(b)
}

// aliasedParameter reports whether b holds an entry parameter value that
// the module's input_output_alias pairs with an output (aliasesOf gives
// each entry parameter's aliased indexes): the memory JAX's
// memory_analysis() counts as alias_size_in_bytes.
func aliasedParameter(aliasesOf map[*hlo.Instruction][]hlo.ShapeIndex, b *liveness.Buffer) bool {
	for _, v := range b.Values {
		if v.Copy || v.Instruction.Opcode != "parameter" {
			continue
		}
		for _, idx := range aliasesOf[v.Instruction] {
			if idx.Equal(v.Index) {
				return true
			}
		}
	}
	return false
}
