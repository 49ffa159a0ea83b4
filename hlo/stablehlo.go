package hlo

import (
	"context"
	"strings"
)

// StableHLO (MLIR) text is what jax.jit(f).lower(...).as_text() returns
// with no argument: "module @jit_f attributes {...} { func.func public
// @main(...) ... stablehlo.dot_general ... }". It is a different language
// from HLO text (XLA's hlo_parser.cc never reads it); the XLA dump and
// as_text(dialect="hlo") give HLO text. Detection keeps such a file from
// reaching the HLO parser, which would report a handful of unrelated
// syntax errors ("unexpected character '@'") instead of saying what the
// file is.

// stableHLOHint says how to get HLO text from JAX.
const stableHLOHint = `write the module with jax.jit(f).lower(...).as_text(dialect="hlo")`

// isStableHLO reports whether src is StableHLO or other MLIR text: its
// first token after comments and blank space is "module" followed by '@',
// "attributes" or '{' (MLIR's builtin module, mlir/IR/BuiltinOps.td), or
// it does not start with HloModule and holds "func.func" or "stablehlo.".
// It returns the offset of that first token.
func isStableHLO(src string) (off int, ok bool) {
	off = skipSpaceAndComments(src, 0)
	rest := src[off:]
	if strings.HasPrefix(rest, "module") {
		after := skipSpaceAndComments(src, off+len("module"))
		if after > off+len("module") || after == len(src) {
			r := src[after:]
			if strings.HasPrefix(r, "@") || strings.HasPrefix(r, "{") || strings.HasPrefix(r, "attributes") {
				return off, true
			}
		} else if after < len(src) && (src[after] == '@' || src[after] == '{') {
			return off, true
		}
	}
	if strings.HasPrefix(rest, "HloModule") {
		return off, false
	}
	if strings.Contains(src, "func.func") || strings.Contains(src, "= stablehlo.") {
		return off, true
	}
	return off, false
}

// skipSpaceAndComments returns the offset of the first byte at or after
// off that is neither blank space nor inside a // or /* */ comment.
func skipSpaceAndComments(src string, off int) int {
	for off < len(src) {
		switch c := src[off]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			off++
		case strings.HasPrefix(src[off:], "//"):
			nl := strings.IndexByte(src[off:], '\n')
			if nl < 0 {
				return len(src)
			}
			off += nl + 1
		case strings.HasPrefix(src[off:], "/*"):
			end := strings.Index(src[off+2:], "*/")
			if end < 0 {
				return len(src)
			}
			off += 2 + end + 2
		default:
			return off
		}
	}
	return off
}

// parseStableHLO reads StableHLO text (stablehlo_read.go): the subset
// JAX emits becomes the module the HLO-text parser builds from the same
// program's as_text(dialect="hlo"); anything else is one positioned error.
func parseStableHLO(ctx context.Context, filename, src string, off int) ([]*Module, error) {
	_ = off
	return parseStableHLOText(ctx, filename, src)
}
