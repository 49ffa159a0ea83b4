package allocator

// Simulate replays a run script against one allocator, as PJRT executes
// programs:
//
//   - the arguments of an execution are live arrays;
//   - at launch, each output aliased to no argument is allocated, in output
//     order, then the program's temp block, then a fresh buffer for each
//     output aliased to an argument that was not donated (the copy), the
//     order of gpu_executable.cc;
//   - when the program ends, the temp block is freed and the donated
//     arguments no output took over are released; an output aliased to a
//     donated argument takes over that argument's buffer;
//   - outputs bound to a name replace the arrays the name held, which are
//     dropped after the execution (Python rebinding); outputs appended to a
//     list stay alive to the end; outputs bound to _ are dropped at once.
//
// An allocation that fails ends the run at that step with the allocator's
// own message and dump, unless the runtime defragments on out-of-memory
// (TPU-like): then the allocator moves every live block down, counting the
// bytes moved, and the allocation is tried once more.
//
// After every step the simulator records bytes in use, bytes reserved (the
// pool taken from the device), the largest free block and BFC's
// fragmentation, (free − largest free) / free; with Options.Check the
// independent checker (check.go) verifies the allocator's state against the
// arrays the runtime holds.

import (
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/planner-dev/planner/assign"
)

// Allocator kinds Options.Allocator accepts.
const (
	KindBFC      = "bfc"
	KindPlatform = "platform"
	// KindPlanned is the planner's layout as a runtime builds it: one
	// fixed place for every executable's temp block, first fit for the
	// arrays (planned.go).
	KindPlanned = "planned"
	// KindClairvoyant is the whole run's trace packed offline, knowing the
	// future: a lower bound, not a runtime (clairvoyant.go).
	KindClairvoyant = "clairvoyant"
	// KindVMM is XLA's VMM allocator: every allocation padded to the
	// granularity and mapped afresh, within a budget of the fraction of
	// the device (vmm.go).
	KindVMM = "vmm"
)

// Kinds lists the allocators Options.Allocator accepts.
const Kinds = "bfc, platform, vmm, planned or clairvoyant"

// MaxBytes is the largest array or temp block a script may ask for (1 PiB),
// and maxLive the most bytes it may hold live at once: bounds that keep
// every sum in range.
const (
	MaxBytes = 1 << 50
	maxLive  = 1 << 55
)

// ErrStopped is returned when Options.Stop asked to stop.
var ErrStopped = errors.New("allocator: simulation stopped")

// DefaultMemFraction is XLA_PYTHON_CLIENT_MEM_FRACTION's default.
const DefaultMemFraction = 0.75

// PoolGranularity is kGpuMemoryLimitGranularity of XLA's GPU client
// (xla/pjrt/gpu/gpu_helpers.cc, RoundUpGpuMemoryLimit): the pool BFC is
// given is always a multiple of 2 MiB.
const PoolGranularity = 2 << 20

// Options configure a simulation.
type Options struct {
	// Allocator is bfc (default), platform, vmm, planned or clairvoyant.
	Allocator string
	// DeviceMemory is the device's memory in bytes.
	DeviceMemory int64
	// MemFraction is XLA_PYTHON_CLIENT_MEM_FRACTION: the pool is this share
	// of the device (bfc and planned); 0 means 0.75.
	MemFraction float64
	// NoPreallocate is XLA_PYTHON_CLIENT_PREALLOCATE=false: BFC grows
	// regions on demand (allow_growth) up to the same limit.
	NoPreallocate bool
	// GarbageCollection lets BFC return wholly free regions to the device
	// before failing (with NoPreallocate); JAX leaves it off.
	GarbageCollection bool
	// NoSpatialPartitioning is
	// XLA_FLAGS=--xla_gpu_enable_allocator_spatial_partitioning=false: a
	// preallocated BFC pool is classic BFC instead of the spatially
	// partitioned one XLA's GPU client makes by default (spatial.go).
	// Grown on demand, the pool is classic either way.
	NoSpatialPartitioning bool
	// DefragOnOOM defragments and retries an allocation that fails.
	DefragOnOOM bool
	// MaxStepRecords, when positive, bounds Result.Steps: a script of
	// more steps keeps this many evenly spaced (the first and the last
	// of the script), the most fragmented step and the last one run (a
	// failing one). 0 keeps every step. A few bytes of script can run
	// 10^8 steps (repeat), which kept whole took about 330 bytes a step.
	MaxStepRecords int
	// Columns, when positive, keeps the occupancy of at most this many
	// steps (evenly spaced, the first, the last and a failing one always
	// kept) for the occupancy map.
	Columns int
	// Check runs the independent checker at the end of every step, or of
	// every CheckEvery-th step (and the last) when CheckEvery > 1.
	Check      bool
	CheckEvery int64
	// Progress, when not nil, is called after every step with the steps
	// done and the steps in all.
	Progress func(done, total int64)
	// Stop, when not nil, is asked after every step whether to stop (an
	// interrupt); Run then returns ErrStopped with the steps so far.
	Stop func() bool
	// Granularity is what the pool is rounded up to; 0 means
	// PoolGranularity, XLA's. Tests of small pools set MinAllocationSize.
	Granularity int64
	// VMMGranularity is what the VMM allocator pads every allocation to;
	// 0 means DefaultVMMGranularity.
	VMMGranularity int64
	// outcomeOnly skips the per-step records (LeastPool needs only whether
	// the run ends).
	outcomeOnly bool
	// exactPool, when positive, is the pool itself, unrounded (LeastPool's
	// probes); the device is then as large as the pool.
	exactPool int64
}

// Pool returns the pool's limit for a device of dev bytes as XLA's GPU
// client computes it (xla/pjrt/gpu/gpu_helpers.cc, CreateBFCAllocator):
// total × fraction truncated to whole bytes (a size_t), then rounded UP to
// a multiple of 2 MiB by RoundUpGpuMemoryLimit, so the pool may exceed
// the fraction, and a pool under 2 MiB becomes 2 MiB. For platform, which
// has no pool, the whole device. For vmm, its budget: total × fraction
// truncated, not rounded up (CudaDeviceAddressVmmAllocator::Create).
func (o Options) Pool(dev int64) int64 {
	if o.exactPool > 0 {
		return o.exactPool
	}
	if o.Allocator == KindPlatform {
		return dev
	}
	return roundUpTo(int64(o.fraction()*float64(dev)), o.poolStep())
}

// poolStep is what the fraction's product is rounded up to: the pool
// granularity, or 1 for the VMM allocator's budget.
func (o Options) poolStep() int64 {
	if o.Allocator == KindVMM {
		return 1
	}
	return o.granularity()
}

// vmmGranularity is what the VMM allocator pads allocations to.
func (o Options) vmmGranularity() int64 {
	if o.VMMGranularity > 0 {
		return o.VMMGranularity
	}
	return DefaultVMMGranularity
}

// fraction is the options' memory fraction, the default for 0.
func (o Options) fraction() float64 {
	if o.MemFraction == 0 {
		return DefaultMemFraction
	}
	return o.MemFraction
}

// granularity is what the pool is rounded up to.
func (o Options) granularity() int64 {
	if o.Granularity > 0 {
		return o.Granularity
	}
	return PoolGranularity
}

// roundUpTo rounds n up to a multiple of g (XLA's RoundUpTo); 0 stays 0.
func roundUpTo(n, g int64) int64 {
	return (n + g - 1) / g * g
}

// StepRecord is the memory at the end of one step.
type StepRecord struct {
	// Step counts from 1.
	Step int64
	// Pos is the top-level statement the step runs.
	Pos Pos
	// Iteration is the iteration of a top-level repeat (from 1); 0 for a
	// plain statement.
	Iteration int64
	// InUse, Reserved and LargestFree are bytes_in_use, the pool taken from
	// the device, and largest_free_block_bytes.
	InUse, Reserved, LargestFree int64
	// Peak is the largest bytes_in_use during the step.
	Peak int64
	// Live is the bytes the live arrays asked for.
	Live int64
	// Fragmentation is (free − largest free) / free of the pool.
	Fragmentation float64
	// Moved is the bytes defragmentation moved during the step.
	Moved int64
}

// Failure is the allocation that ended a run.
type Failure struct {
	// Step is the step it failed in, Pos the statement.
	Step int64
	Pos  Pos
	// Err is the allocator's error, with its message and dump.
	Err *OOMError
	// Live is the bytes the live arrays asked for at the failure, the
	// request not included.
	Live int64
}

// Column is the pool's occupancy after one step, for the occupancy map.
type Column struct {
	Step     int64
	Segments []Segment
}

// Segment is a range of the pool in a column.
type Segment struct {
	Ptr, Size int64
	// Transient marks blocks allocated and freed within the step (temp
	// blocks, dropped arrays); the others are live at the step's end.
	Transient bool
}

// Result is a simulation's outcome.
type Result struct {
	// Allocator names the allocator, Device and Pool the device's memory
	// and the pool's limit.
	Allocator    string
	Device, Pool int64
	// Steps has one record per step run, the failing one included.
	Steps []StepRecord
	// TotalSteps is the steps the script has.
	TotalSteps int64
	// OOM is the failure, nil when the script ran to the end.
	OOM *Failure
	// PeakInUse and PeakReserved are the largest bytes in use and pool.
	PeakInUse, PeakReserved int64
	// PeakLive is the largest total of live requests.
	PeakLive int64
	// WorstFragmentation is the largest step-end fragmentation, at
	// WorstStep.
	WorstFragmentation float64
	WorstStep          int64
	// Moved is the bytes defragmentation moved, Defrags how often it ran.
	Moved   int64
	Defrags int
	// Columns is the occupancy map, when asked for.
	Columns []Column
	// sameInLarger says that the run ran to the end and every larger pool
	// runs it the same way (LeastPool's certificate).
	sameInLarger bool
}

// poolFree is an allocator whose decisions may depend on its limit in a
// way a larger limit does not simply repeat (BFC); the others place a
// request where they would under any larger limit.
type poolFree interface{ SameInLargerPool() bool }

// Simulator runs one script under several configurations; it keeps the
// clairvoyant layout, which depends on the script alone.
type Simulator struct {
	// script is the checked script.
	script *Script
	// layout is the clairvoyant layout, and tr the trace it is made from,
	// both made on first use.
	layout *Layout
	tr     *tracer
}

// NewSimulator checks that every run matches its program's arguments and
// outputs, and returns a simulator for s. Every program must have its
// sizes (the caller fills in those declared from HLO files).
func NewSimulator(s *Script) (*Simulator, error) {
	var errs ErrorList
	for _, p := range s.Programs {
		for i, a := range p.Alias {
			if a >= len(p.Args) || (a >= 0 && i >= len(p.Outputs)) {
				errs.Add(p.Pos, "program %s: output %d aliases argument %d of %d", p.Name, i, a, len(p.Args))
			}
		}
		for _, n := range append(append([]int64{p.Temp}, p.Args...), p.Outputs...) {
			if n < 0 || n > MaxBytes {
				errs.Add(p.Pos, "program %s: size %d out of range (at most 2^50 bytes)", p.Name, n)
				break
			}
		}
	}
	var walk func([]*Stmt)
	walk = func(body []*Stmt) {
		for _, st := range body {
			if st.From != nil {
				resolveFrom(s, st, &errs)
			}
			for _, alt := range st.Sizes {
				for _, n := range alt {
					if n > MaxBytes {
						errs.Add(st.Pos, "put of %d bytes: at most 2^50", n)
					}
				}
			}
			if st.Kind == Run {
				nargs, nouts := 0, 0
				for _, r := range st.Args {
					nargs += r.N
				}
				for _, r := range st.Outs {
					nouts += r.N
				}
				for _, pi := range st.Progs {
					p := s.Programs[pi]
					if nargs != len(p.Args) {
						errs.Add(st.Pos, "run %s with %d arguments, want %d", p.Name, nargs, len(p.Args))
					}
					if nouts != len(p.Outputs) {
						errs.Add(st.Pos, "run %s binds %d outputs, want %d (use _:N to drop some)", p.Name, nouts, len(p.Outputs))
					}
				}
			}
			walk(st.Body)
		}
	}
	walk(s.Body)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return &Simulator{script: s}, nil
}

// Layout returns the script's clairvoyant layout, made on first use.
func (sim *Simulator) Layout() (*Layout, error) {
	if sim.layout == nil {
		tr, err := sim.trace()
		if err != nil {
			return nil, err
		}
		l, err := layoutOf(tr)
		if err != nil {
			return nil, err
		}
		sim.layout = l
	}
	return sim.layout, nil
}

// Script returns the simulator's script.
func (sim *Simulator) Script() *Script { return sim.script }

// TotalSteps returns the number of steps of the script.
func (s *Script) TotalSteps() int64 {
	var n int64
	for _, st := range s.Body {
		if st.Kind == Repeat {
			n += st.Count
		} else {
			n++
		}
	}
	return n
}

// Run simulates the script under opts. Script errors found while running
// (an argument that is not live) are returned as an ErrorList; running out
// of memory is not an error but Result.OOM.
func (sim *Simulator) Run(opts Options) (*Result, error) {
	if opts.Allocator == "" {
		opts.Allocator = KindBFC
	}
	pool := opts.Pool(opts.DeviceMemory)
	dev := NewDevice(opts.DeviceMemory)
	if opts.exactPool > 0 {
		dev = NewDevice(opts.exactPool)
	}
	var a Allocator
	switch opts.Allocator {
	case KindBFC:
		a = NewBFC(dev, pool, BFCOptions{AllowGrowth: opts.NoPreallocate, GarbageCollection: opts.GarbageCollection,
			SpatialPartitioning: !opts.NoSpatialPartitioning})
	case KindPlatform:
		a = NewPlatform(dev)
	case KindVMM:
		// The budget is the fraction of the device, which holds no more.
		a = NewVMM(min(pool, dev.Size()), opts.vmmGranularity())
	case KindPlanned:
		// A pool rounded up past the device is cut to it: the device holds
		// no more (BFC's preallocation backpedals to what it gives).
		a = NewPlanned(ExecutableRegion(sim.script), min(pool, dev.Size()))
	case KindClairvoyant:
		l, err := sim.Layout()
		if err != nil {
			return nil, err
		}
		a = NewClairvoyant(l, min(pool, dev.Size()))
	default:
		return nil, fmt.Errorf("unknown allocator %q: want %s", opts.Allocator, Kinds)
	}
	return simulate(sim.script, a, opts, pool)
}

// simulate runs s against a.
func simulate(s *Script, a Allocator, opts Options, pool int64) (*Result, error) {
	r := &runtime{s: s, a: a, opts: opts, slots: make([][]array, len(s.Names)), gone: make([]Pos, len(s.Names))}
	r.res = &Result{Allocator: opts.Allocator, Device: opts.DeviceMemory, Pool: pool, TotalSteps: s.TotalSteps()}
	r.keep = columnFilter(r.res.TotalSteps, opts.Columns)
	r.record = func(int64) bool { return true }
	if opts.MaxStepRecords > 0 {
		r.record = columnFilter(r.res.TotalSteps, opts.MaxStepRecords)
	}
	err := r.top()
	r.mergeRecords()
	var oom *oomStop
	if errors.As(err, &oom) {
		err = nil
	}
	// A defragmentation on out-of-memory follows a failure that a larger
	// pool may not have.
	r.res.sameInLarger = err == nil && r.res.OOM == nil && !(opts.DefragOnOOM && r.oomDefrags > 0)
	if pf, ok := a.(poolFree); ok && !pf.SameInLargerPool() {
		r.res.sameInLarger = false
	}
	return r.res, err
}

// columnFilter returns which steps the occupancy map keeps: every step when
// there are few, else evenly spaced ones.
func columnFilter(total int64, columns int) func(step int64) bool {
	if columns <= 0 {
		return func(int64) bool { return false }
	}
	if total <= int64(columns) {
		return func(int64) bool { return true }
	}
	every := (total + int64(columns) - 2) / int64(columns-1)
	return func(step int64) bool { return step == 1 || step == total || (step-1)%every == 0 }
}

// array is one live array: its block (-1 for an array of 0 bytes) and the
// bytes it asked for.
type array struct {
	h    Handle
	size int64
}

// runtime is one simulation's state.
type runtime struct {
	// s is the script, a the allocator, opts the options.
	s    *Script
	a    Allocator
	opts Options
	// slots holds the arrays each name holds, by slot.
	slots [][]array
	// gone is where each slot's arrays were donated, for error messages.
	gone []Pos
	// live is the bytes the live arrays asked for.
	live int64
	// res is the result being built.
	res *Result
	// oomDefrags counts the defragmentations an allocation failure caused.
	oomDefrags int
	// step is the record of the step running.
	step StepRecord
	// allocs counts the allocations made (MaxAllocations).
	allocs int64
	// iters holds the iteration of each repeat around the statement
	// running, innermost last.
	iters []int64
	// keep says which steps' occupancy to keep; transient collects the
	// blocks allocated during the step for it.
	keep func(int64) bool
	// record says which steps' records Steps keeps (MaxStepRecords);
	// worst and last are the most fragmented step's and the last step's
	// records, kept apart and merged in at the end when record passed
	// them by.
	record      func(int64) bool
	worst, last StepRecord
	transient   []Segment
	// opNames caches the names allocations are made for, by program
	// (outputs, then the temp block) and by put statement.
	opNames  [][]string
	putNames map[*Stmt][]string
	// Scratch for run, reused across executions.
	args          []array
	from          []argRef
	donated, used []bool
	outs, old     []array
}

// argRef is where an argument comes from: a slot and an index in it.
type argRef struct {
	slot, index int
}

// oomStop ends a run at an allocation that failed.
type oomStop struct{}

func (*oomStop) Error() string { return "out of memory" }

// top runs the top-level statements, one step each (a repeat one per
// iteration).
func (r *runtime) top() error {
	var n int64
	for _, st := range r.s.Body {
		count := int64(1)
		if st.Kind == Repeat {
			count = st.Count
		}
		for it := int64(0); it < count; it++ {
			n++
			r.step = StepRecord{Step: n, Pos: st.Pos}
			r.transient = r.transient[:0]
			var err error
			if st.Kind == Repeat {
				r.step.Iteration = it + 1
				r.iters = append(r.iters[:0], it)
				err = r.exec(st.Body)
				r.iters = r.iters[:0]
			} else {
				err = r.exec([]*Stmt{st})
			}
			r.endStep()
			if err != nil {
				return err
			}
			if r.opts.Check && (r.opts.CheckEvery <= 1 || n%r.opts.CheckEvery == 0 || n == r.res.TotalSteps) {
				if err := Check(r.a.Snapshot(), r.live); err != nil {
					return fmt.Errorf("allocator: checker after step %d (%s): %v", n, st.Pos, err)
				}
			}
			if r.opts.Progress != nil {
				r.opts.Progress(n, r.res.TotalSteps)
			}
			if r.opts.Stop != nil && r.opts.Stop() {
				return ErrStopped
			}
		}
	}
	return nil
}

// mergeRecords adds to Steps the most fragmented and the last step run
// when MaxStepRecords left them out, in step order.
func (r *runtime) mergeRecords() {
	for _, rec := range []StepRecord{r.worst, r.last} {
		if rec.Step == 0 {
			continue
		}
		steps := r.res.Steps
		i := sort.Search(len(steps), func(i int) bool { return steps[i].Step >= rec.Step })
		if i < len(steps) && steps[i].Step == rec.Step {
			continue
		}
		r.res.Steps = slices.Insert(steps, i, rec)
	}
}

// endStep records the step.
func (r *runtime) endStep() {
	if r.opts.outcomeOnly {
		return
	}
	st := r.a.Stats()
	rec := &r.step
	rec.InUse, rec.Reserved, rec.LargestFree = st.BytesInUse, st.PoolBytes, st.LargestFreeBlockBytes
	rec.Peak = max(rec.Peak, st.BytesInUse)
	rec.Live = r.live
	rec.Fragmentation = st.Fragmentation()
	res := r.res
	if r.record(rec.Step) {
		res.Steps = append(res.Steps, *rec)
	}
	r.last = *rec
	res.PeakInUse = max(res.PeakInUse, rec.Peak)
	res.PeakReserved = max(res.PeakReserved, st.PeakPoolBytes)
	if rec.Fragmentation > res.WorstFragmentation || res.WorstStep == 0 {
		res.WorstFragmentation, res.WorstStep = rec.Fragmentation, rec.Step
		r.worst = *rec
	}
	if r.keep(rec.Step) || (res.OOM != nil && res.OOM.Step == rec.Step) {
		col := Column{Step: rec.Step}
		col.Segments = append(col.Segments, r.transient...)
		for _, arrs := range r.slots {
			for _, x := range arrs {
				if x.h >= 0 {
					col.Segments = append(col.Segments, Segment{Ptr: r.a.Ptr(x.h), Size: x.size})
				}
			}
		}
		res.Columns = append(res.Columns, col)
	}
}

// exec runs statements.
func (r *runtime) exec(body []*Stmt) error {
	for _, st := range body {
		var err error
		switch st.Kind {
		case Put:
			err = r.put(st)
		case Run:
			err = r.run(st)
		case Drop:
			for _, ref := range st.Args {
				if len(r.slots[ref.Slot]) == 0 {
					return r.notLive(ref)
				}
				r.release(r.slots[ref.Slot])
				r.slots[ref.Slot] = nil
				r.gone[ref.Slot] = Pos{}
			}
		case Defrag:
			r.defrag()
		case Repeat:
			depth := len(r.iters)
			r.iters = append(r.iters, 0)
			for it := int64(0); it < st.Count && err == nil; it++ {
				r.iters[depth] = it
				err = r.exec(st.Body)
			}
			r.iters = r.iters[:depth]
		case Every:
			if it := r.iters[len(r.iters)-1]; (it+1)%st.Count == 0 {
				err = r.exec(st.Body)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// pick returns which of n alternatives the innermost repeat's iteration
// takes.
func (r *runtime) pick(n int) int {
	if len(r.iters) == 0 || n == 1 {
		return 0
	}
	return int(r.iters[len(r.iters)-1] % int64(n))
}

// defrag is an explicit defragmentation.
func (r *runtime) defrag() {
	moved := r.a.Defragment()
	r.step.Moved += moved
	r.res.Moved += moved
	r.res.Defrags++
}

// MaxAllocations is the most allocations a run of a script makes, repeats
// counted: the clairvoyant and planned layouts pack the whole run's trace,
// so it is pack's limit (assign.MaxCSVBuffers, 2^22). The statements a
// script executes are capped (maxStatements) but one statement may make
// up to 10^6 allocations (NAME:N): a 60-byte script of repeats used to
// make 10^8 allocations and more, about 450 bytes each kept.
const MaxAllocations = assign.MaxCSVBuffers

// allocLimit is MaxAllocations; tests lower it.
var allocLimit int64 = MaxAllocations

// alloc allocates n bytes for op, defragmenting and retrying once when the
// options say so; a failure records the OOM and stops the run.
func (r *runtime) alloc(n int64, op string, st *Stmt) (array, error) {
	if n == 0 {
		return array{h: -1}, nil
	}
	if r.live > maxLive-n {
		return array{}, ErrorList{{Pos: st.Pos, Msg: fmt.Sprintf("more than 2^55 bytes live (%s, asking %s)", op, HumanBytes(n))}}
	}
	if r.allocs++; r.allocs > allocLimit {
		return array{}, ErrorList{{Pos: st.Pos, Msg: fmt.Sprintf("the script makes more than %d allocations (repeats counted): the planned and clairvoyant layouts pack every one, and pack packs at most %d buffers", allocLimit, assign.MaxCSVBuffers)}}
	}
	h, err := r.a.Alloc(n, op)
	if err != nil && r.opts.DefragOnOOM {
		r.oomDefrags++
		r.defrag()
		h, err = r.a.Alloc(n, op)
	}
	if err != nil {
		oom, ok := err.(*OOMError)
		if !ok {
			return array{}, err
		}
		r.res.OOM = &Failure{Step: r.step.Step, Pos: st.Pos, Err: oom, Live: r.live}
		return array{}, &oomStop{}
	}
	r.live += n
	r.res.PeakLive = max(r.res.PeakLive, r.live)
	r.step.Peak = max(r.step.Peak, r.a.BytesInUse())
	if r.keep(r.step.Step) {
		r.transient = append(r.transient, Segment{Ptr: r.a.Ptr(h), Size: n, Transient: true})
	}
	return array{h: h, size: n}, nil
}

// free releases one array.
func (r *runtime) free(x array) {
	if x.h >= 0 {
		r.a.Free(x.h)
		r.live -= x.size
	}
}

// release frees arrays.
func (r *runtime) release(xs []array) {
	for _, x := range xs {
		r.free(x)
	}
}

// notLive is the error for a name that holds no arrays.
func (r *runtime) notLive(ref Ref) error {
	name := r.s.Names[ref.Slot]
	if g := r.gone[ref.Slot]; g.Line > 0 {
		return ErrorList{{Pos: ref.Pos, Msg: fmt.Sprintf("%s was donated at %d:%d and is no longer live", name, g.Line, g.Col)}}
	}
	return ErrorList{{Pos: ref.Pos, Msg: fmt.Sprintf("%s holds no live arrays", name)}}
}

// put is a host-to-device transfer.
func (r *runtime) put(st *Stmt) error {
	sizes := st.Sizes[r.pick(len(st.Sizes))]
	ref := st.Args[0]
	names := r.putNames[st]
	if names == nil {
		for i := range sizes {
			names = append(names, fmt.Sprintf("device_put %s[%d]", r.s.Names[ref.Slot], i))
		}
		if r.putNames == nil {
			r.putNames = map[*Stmt][]string{}
		}
		r.putNames[st] = names
	}
	arrs := make([]array, 0, len(sizes))
	for i, n := range sizes {
		x, err := r.alloc(n, names[i], st)
		if err != nil {
			return err
		}
		arrs = append(arrs, x)
	}
	old := r.slots[ref.Slot]
	r.slots[ref.Slot] = arrs
	r.gone[ref.Slot] = Pos{}
	r.release(old)
	return nil
}

// run is one execution.
func (r *runtime) run(st *Stmt) error {
	pi := st.Progs[r.pick(len(st.Progs))]
	p := r.s.Programs[pi]
	if r.opNames == nil {
		r.opNames = make([][]string, len(r.s.Programs))
	}
	if r.opNames[pi] == nil {
		for i := range p.Outputs {
			r.opNames[pi] = append(r.opNames[pi], fmt.Sprintf("%s output %d", p.Name, i))
		}
		r.opNames[pi] = append(r.opNames[pi], p.Name+" temp")
	}
	names := r.opNames[pi]
	// Arguments, flattened, with the slot each comes from.
	args, from := r.args[:0], r.from[:0]
	defer func() { r.args, r.from = args[:0], from[:0] }()
	for _, ref := range st.Args {
		held := r.slots[ref.Slot]
		if len(held) == 0 {
			return r.notLive(ref)
		}
		if len(held) != ref.N {
			return ErrorList{{Pos: ref.Pos, Msg: fmt.Sprintf("%s holds %d arrays, used as %s:%d", r.s.Names[ref.Slot], len(held), r.s.Names[ref.Slot], ref.N)}}
		}
		for i, x := range held {
			if k := len(args); k < len(p.Args) && x.size != p.Args[k] {
				return ErrorList{{Pos: ref.Pos, Msg: fmt.Sprintf("%s: argument %d wants %d bytes, %s[%d] holds %d", r.where(p), k, p.Args[k], r.s.Names[ref.Slot], i, x.size)}}
			}
			args = append(args, x)
			from = append(from, argRef{ref.Slot, i})
		}
	}
	donated := resetBools(&r.donated, len(args))
	if !st.NoDonate {
		for _, a := range p.Alias {
			if a >= 0 {
				donated[a] = true
			}
		}
		for _, a := range p.Donate {
			donated[a] = true
		}
	}
	for i := range args {
		for j := 0; j < i; j++ {
			if (donated[i] || donated[j]) && args[i].h >= 0 && args[i].h == args[j].h {
				return ErrorList{{Pos: st.Pos, Msg: fmt.Sprintf("%s: argument %d is donated and passed twice", r.where(p), i)}}
			}
		}
	}
	// The order of gpu_executable.cc (GpuExecutable::
	// ExecuteAsyncOnStreamImpl): GenerateBufferAllocations takes the
	// allocations in index order, BufferForAllocation allocating every
	// output that aliases no parameter and then the temp block; an output
	// aliased to a donated parameter takes the parameter's buffer, and one
	// aliased to a parameter the caller did not donate shares the
	// parameter's allocation, so it gets a fresh buffer only afterwards,
	// for the copy ("copy-protection"); the temp block is freed when the
	// execution ends, after the copies.
	taken := resetBools(&r.used, len(args))
	outs := append(r.outs[:0], make([]array, len(p.Outputs))...)
	defer func() { r.outs = outs[:0] }()
	copied := false
	for i, n := range p.Outputs {
		aliased := i < len(p.Alias) && p.Alias[i] >= 0
		switch {
		case aliased && donated[p.Alias[i]]:
			outs[i] = args[p.Alias[i]]
			outs[i].size = n
			taken[p.Alias[i]] = true
			continue
		case aliased:
			copied = true
			continue
		}
		x, err := r.alloc(n, names[i], st)
		if err != nil {
			return err
		}
		outs[i] = x
	}
	var temp array
	if p.Temp > 0 {
		t, err := r.alloc(p.Temp, names[len(p.Outputs)], st)
		if err != nil {
			return err
		}
		temp = t
	}
	for i, n := range p.Outputs {
		if !copied {
			break
		}
		if i < len(p.Alias) && p.Alias[i] >= 0 && !donated[p.Alias[i]] {
			x, err := r.alloc(n, names[i], st)
			if err != nil {
				return err
			}
			outs[i] = x
		}
	}
	if p.Temp > 0 {
		r.free(temp)
	}
	// Donated arguments leave their names; those no output took are freed.
	for j := range args {
		if !donated[j] {
			continue
		}
		if !taken[j] {
			r.free(args[j])
		}
		r.slots[from[j].slot][from[j].index].h = -2
		r.gone[from[j].slot] = st.Pos
	}
	for _, ref := range st.Args {
		held := r.slots[ref.Slot][:0]
		for _, x := range r.slots[ref.Slot] {
			if x.h != -2 {
				held = append(held, x)
			}
		}
		r.slots[ref.Slot] = held
	}
	k := 0
	for _, ref := range st.Outs {
		group := outs[k : k+ref.N]
		k += ref.N
		switch {
		case ref.Slot < 0:
			r.release(group)
		case ref.Append:
			r.slots[ref.Slot] = append(r.slots[ref.Slot], group...)
		default:
			r.old = append(r.old[:0], r.slots[ref.Slot]...)
			r.slots[ref.Slot] = append(r.slots[ref.Slot][:0], group...)
			r.gone[ref.Slot] = Pos{}
			r.release(r.old)
		}
	}
	return nil
}

// where names the execution running p for an error: the step, the
// iteration of a top-level repeat, the program and where it comes from.
func (r *runtime) where(p *Program) string {
	src := p.Source
	if src == "" {
		src = "sizes"
	}
	it := ""
	if r.step.Iteration > 0 {
		it = fmt.Sprintf(", iteration %d of the repeat at %d:%d", r.step.Iteration, r.step.Pos.Line, r.step.Pos.Col)
	}
	return fmt.Sprintf("step %d%s, run %s (%s)", r.step.Step, it, p.Name, src)
}

// resetBools returns *b resized to n and cleared, reusing its storage.
func resetBools(b *[]bool, n int) []bool {
	if cap(*b) < n {
		*b = make([]bool, n)
	}
	*b = (*b)[:n]
	clear(*b)
	return *b
}
