package main

import (
	"bytes"
	"flag"
	"fmt"
	"github.com/planner-dev/planner/cost"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/spmd"
)

var partitionCommand = &command{
	name:    "partition",
	args:    "FILE",
	summary: "write the per-device module of a sharded HLO module",
	about: `Partition reads a sharded, unpartitioned HLO module (a JAX program's lowered
module: num_partitions > 1, shardings on its parameters, with_sharding_constraint
custom calls) and writes the per-device module XLA's SPMD partitioner would:
shardings propagated to every instruction, per-device shapes (uneven shards
padded), and the collectives that move data between devices. The module
written parses back and passes the verifier. On stderr it lists the
collectives inserted and every reshard that could only go through full
replication. A module already partitioned is refused. As planner plan does,
it writes a sum that is then cut across the summing devices as one
reduce-scatter, unless --target cpu.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		out := fs.String("o", "", "write the per-device module to this file (atomically) instead of stdout")
		target := fs.String("target", cost.DefaultTarget, "the backend whose pipeline to follow (plan's default): cpu keeps\nXLA:CPU's all-reduce and slice where the GPU and TPU pipelines write\none reduce-scatter")
		maxInput := new(int64)
		declareInputLimit(fs, maxInput)
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one FILE"}
			}
			if _, err := cost.Lookup(*target); err != nil {
				return &usageError{fmt.Sprintf("--target: %v", err)}
			}
			if err := checkOutputs(args, *out); err != nil {
				return err
			}
			src, err := readInput(nil, args[0], *maxInput)
			if err != nil {
				return err
			}
			mods, err := hlo.Parse(args[0], src)
			if err != nil {
				return inputError(err)
			}
			var text, notes bytes.Buffer
			for i, m := range mods {
				if !spmd.NeedsPartitioning(m) {
					return fail(exitUsage, "%s: module %s: not a sharded, unpartitioned module (%d device: %s)", args[0], m.Name, m.DevicePartitions().N, m.DevicePartitions().Source)
				}
				r, err := spmd.PartitionWith(m, spmd.Options{ReduceScatter: *target != "cpu"})
				if err != nil {
					return inputError(err)
				}
				// The module written must read back and verify.
				printed := r.Module.String()
				if _, err := hlo.Parse(args[0], []byte(printed)); err != nil {
					return fmt.Errorf("planner: the per-device module does not parse back (a bug): %v", err)
				}
				if i > 0 {
					text.WriteString("// -----\n")
				}
				text.WriteString(printed)
				writePartitionNotes(&notes, m, r)
			}
			if err := e.emit(*out, text.Bytes()); err != nil {
				return err
			}
			_, err = e.stderr.Write(notes.Bytes())
			return err
		}
	},
}

// writePartitionNotes says what partitioning inserted.
func writePartitionNotes(w *bytes.Buffer, m *hlo.Module, r *spmd.Result) {
	fmt.Fprintf(w, "module %s · %d devices (from %s), mesh %s · per device: %d collectives", m.Name, r.Devices, r.DevicesFrom, r.Mesh, len(r.Collectives))
	var total int64
	for _, c := range r.Collectives {
		total += c.Bytes
	}
	fmt.Fprintf(w, " holding %s\n", human(total))
	for _, c := range r.Collectives {
		fmt.Fprintf(w, "  %-18s %-24s %9s  groups %dx%d  for %s\n", c.Opcode, shortShape(c.Shape), human(c.Bytes), c.Groups, c.Size, c.For)
	}
	for _, x := range r.Replications {
		fmt.Fprintf(w, "%s: full replication: %s from %s to %s for %s holds %s %s on every device\n",
			x.Pos, x.Instruction, x.From, x.To, x.User, shortShape(x.Shape), human(x.Bytes))
	}
}
