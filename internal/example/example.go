// Package example holds the planner's built-in example model: one training
// step of a small transformer block, written as XLA HLO text in the shape of a
// JAX dump (jax.jit(train_step).lower(...).as_text(dialect="hlo")).
//
// The step takes 128 tokens of width 64 through a pre-norm block (layer norm,
// single-head attention with Q/K/V and output projections, a residual, an MLP
// of width 256 with tanh gelu, a second residual), computes half the mean
// squared error against a target, back-propagates by hand-derived gradients
// (MLP, gelu, attention, softmax, layer-norm scale and bias) and applies an
// SGD update. The eight parameters are donated through input_output_alias, so
// their updated values may take the parameters' buffers. Every instruction
// carries op_name, source_file and source_line metadata, as JAX writes it.
//
// The module is not scheduled: the planner chooses the order.
package example

import _ "embed"

// Filename is the name the example is reported under in positions and output.
const Filename = "train_step.hlo"

// HLO is the text of the example module.
//
//go:embed train_step.hlo
var HLO []byte
