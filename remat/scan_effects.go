// Which forward bodies a checkpointed scan may run twice.
//
// CheckpointScans (scan.go) runs a copy of the forward body again in the
// backward loop, one segment at a time, and relies on every step of the
// copy giving the values the original step gave. That holds when every
// instruction of the body is a function of its operands (and of which
// device runs it), whatever else runs before or after it. By opcode:
//
//   - random numbers (rng, rng-get-and-update-state, rng-bit-generator)
//     are refused: a second run draws other numbers, or advances a
//     generator state the original run advanced already;
//   - send, recv, their -done halves, infeed and outfeed are refused:
//     they talk to the host or a peer once per run, and a send/recv pair
//     owns its channel (XLA's hlo_verifier.cc, VerifyChannels, counts the
//     instructions of a host transfer's channel);
//   - a custom-call is refused when it declares an effect
//     (custom_call_has_side_effect=true: XLA's HloCustomCallInstruction
//     keeps it from CSE and DCE for that reason); one that declares none
//     is a function of its operands as XLA treats it (CSE merges two on
//     the same operands), e.g. te_fused_attn_forward_ffi, whose dropout
//     seed is an operand. MoveToHost and MoveToDevice are annotations of
//     where a value lives (host_offload_legalize.cc and host_offloader.cc
//     turn them into copies to and from host memory): they return their
//     operand, so a recomputed row is the row the original offloaded;
//   - collectives (all-reduce, all-gather, reduce-scatter, all-to-all,
//     collective-permute, collective-broadcast and their -start/-done
//     halves) are kept: each device runs the same program, and the inner
//     loop of the rewrite runs the same steps on every device (its bounds
//     are the backward counter's functions, evaluated alike everywhere),
//     so every device re-runs the same collectives in the same order on
//     the same operands it had in the forward run, and gets the same
//     results. Their copies get channel ids of their own
//     (freshChannels), as XLA's loop unrollers do for the collectives
//     of a body they copy (double_buffer_loop_unrolling.cc,
//     SetChannelIdForNewCollective, with hlo_query::NextChannelId) and
//     as unique_channel_id_enforcer.cc does for duplicates;
//   - partition-id and replica-id name the device that runs them: the same
//     on a second run; copy-start/copy-done (an asynchronous copy: its
//     result is its operand), optimization barriers, add-dependency,
//     after-all and domain forward values or tokens;
//   - any other opcode the table in hlo/ marks as having an effect is
//     refused, and so is a body one of whose called computations (fused,
//     reducers, nested loops, async wrapped) has a refused instruction.

package remat

import (
	"slices"
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// recomputedEffect lists the opcodes with an effect in hlo's table whose
// result is still a function of their operands and device: a second run
// gives the first run's values.
var recomputedEffect = map[string]bool{
	"all-reduce": true, "all-reduce-start": true, "all-reduce-done": true,
	"all-gather": true, "all-gather-start": true, "all-gather-done": true,
	"reduce-scatter": true, "all-to-all": true, "ragged-all-to-all": true,
	"collective-permute": true, "collective-permute-start": true, "collective-permute-done": true,
	"collective-broadcast": true,
	"partition-id":         true, "replica-id": true,
	"copy-start": true, "copy-done": true,
	"optimization-barrier": true, "opt-barrier": true, "add-dependency": true,
	"after-all": true, "domain": true,
	"async-start": true, "async-update": true, "async-done": true, // their wrapped computation is checked
}

// notRecomputable returns the first instruction of c, or of a computation
// it calls, whose second run may not give the first run's value, and
// why; nil when there is none. seen holds the computations checked.
// copied says that the rewrite copies c (cloneComp copies the
// computations of fusions and calls, and no others): a collective with a
// channel id in a computation the copies share (a nested loop's body)
// cannot be given a channel of its own, and is refused.
func notRecomputable(c *hlo.Computation, copied bool, seen map[*hlo.Computation]bool) (*hlo.Instruction, string) {
	if c == nil || seen[c] {
		return nil, ""
	}
	seen[c] = true
	for _, in := range c.Instructions {
		switch op := in.Opcode; {
		case op == "rng" || op == "rng-bit-generator" || op == "rng-get-and-update-state":
			return in, "random numbers"
		case op == "custom-call":
			if attr(in, "custom_call_has_side_effect") == "true" {
				return in, "a custom-call with a side effect"
			}
		case op == "send" || op == "send-done" || op == "recv" || op == "recv-done" || op == "infeed" || op == "outfeed":
			return in, "a transfer that happens once"
		case hlo.HasSideEffect(op) && !recomputedEffect[op]:
			return in, "a side effect"
		}
		if in.Channel() != 0 && !copied {
			return in, "a channel in a computation the copy would share"
		}
		for _, cc := range in.Called {
			if x, why := notRecomputable(cc.Computation, copied && copiedCall(in), seen); x != nil {
				return x, why
			}
		}
	}
	return nil, ""
}

// copiedCall reports whether cloneComp copies the computations in calls.
func copiedCall(in *hlo.Instruction) bool {
	return in.Opcode == "fusion" || in.Opcode == "call"
}

// maxChannel returns the largest channel_id of m's instructions.
func maxChannel(m *hlo.Module) int64 {
	var n int64
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			n = max(n, in.Channel())
		}
	}
	return n
}

// freshChannels gives every instruction with a channel id in c, and in
// the computations cloneComp copied with it, a channel id not in use
// (after r.channel): c is a copy of a body that still runs, and a copied
// collective is a new collective (see the essay above).
func (r *scanRewrite) freshChannels(c *hlo.Computation) {
	for _, in := range c.Instructions {
		if in.Channel() != 0 {
			r.channel++
			c := *in.Collective // shared with the body it was copied from
			c.ChannelID = r.channel
			in.Collective = &c
			in.Attrs = slices.Clone(in.Attrs)
			for k := range in.Attrs {
				if in.Attrs[k].Name == "channel_id" {
					in.Attrs[k].Value = strconv.FormatInt(r.channel, 10)
				}
			}
		}
		if copiedCall(in) {
			for _, cc := range in.Called {
				if cc.Computation != nil {
					r.freshChannels(cc.Computation)
				}
			}
		}
	}
}
