// Package schedule orders the instructions of an HLO module: the text
// order, XLA's post order, its DFS and list memory schedulers, and the best
// of them by a max-live estimate.
//
// A schedule (hlo.Sequence) gives every computation of a module an order of
// all its instructions in which each instruction comes after its operands
// and its control predecessors. The order decides how long values stay live,
// so it bounds how little memory any buffer assignment can use.
//
// The algorithms, as XLA names them:
//
//   - text: the order the instructions are written in. For a module with
//     is_scheduled=true that is its schedule. HLO text may name an operand
//     before defining it, so the text order is checked and refused, with the
//     first use before definition, when it is not a valid order.
//   - postorder: XLA's post order from the root (postorder.go).
//   - dfs: XLA's DFS memory scheduler (postorder.go).
//   - list: XLA's greedy list scheduler (list.go).
//   - best: every one of the above, keeping the one with the lowest max-live
//     estimate (maxlive.go), as XLA's DefaultMemoryScheduler does; ties go to
//     text, then list, dfs and postorder.
//
// Every algorithm is deterministic: the same module gives the same order.
package schedule
