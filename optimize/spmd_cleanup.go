package optimize

// spmdCleanup models the cleanup SpmdPartitioner runs on the module it
// has just partitioned (spmd_partitioner.cc, SpmdPartitioner::Run's
// "spmd-cleanup" pipeline: HloDCE, TupleSimplifier, HloCSE), before any
// AlgebraicSimplifier of XLA's main pipeline sees the module. It runs
// only on a partitioned module (num_partitions > 1: what spmd.Partition
// writes, and what XLA's compilers partition); the tuple simplification
// is the simplifier's own rule here and is left to it.
//
// The CSE before the simplifier is what decides which of a softmax's
// divides become multiplies by a reciprocal (divideByBroadcast): a JAX
// softmax's forward and backward divide each read their own chain of
// reshapes and broadcasts of the sum, equal instruction for instruction,
// which the cleanup's CSE merges into one broadcast read by both divides.
// The simplifier then rewrites the first and keeps the second a divide,
// whose reciprocal's reader B now has two. jaxlib 0.10.2's XLA:CPU on
// attn_heads of testdata/xla-fresh (8 devices, heads on 'model'; dumped
// with --xla_dump_hlo_pass_re=.*): after spmd-cleanup's cse the backward
// div.33 reads the forward's broadcast div.27, and after the first algsimp
// the forward is a multiply by divide(1, reduce) on f32[8,4,256] while
// div.33 stays a divide (XLA's ynn_fusion.5 divides by the broadcast sum
// inside). Unpartitioned (rbg_dropout of testdata/xla-lowered/heldout)
// no CSE runs first, and both divides are rewritten. (The model takes
// that reciprocal only of a square root today, divideByBroadcast says
// why, so on attn_heads the cleanup changes no figure yet; it stays as
// XLA's pass order.)
func spmdCleanup(s *state) int {
	if s.m.NumPartitions <= 1 {
		return 0
	}
	return dce(s) + cse(s)
}
