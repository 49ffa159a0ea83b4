package liveness

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/schedule"
)

// malformed are modules that parse but that no analysis can accept: each
// must give an error, never a panic.
var malformed = []struct{ name, in string }{
	{"while body root does not match", `
b { p = (f32[4]) parameter(0)
    ROOT x = f32[4] get-tuple-element(p), index=0 }
c { p = (f32[4]) parameter(0)
    ROOT k = pred[] constant(true) }
ENTRY e { a = f32[4] parameter(0)
    t = (f32[4]) tuple(a)
    ROOT w = (f32[4]) while(t), condition=c, body=b }
`},
	{"call with too few operands", `
f { p = f32[4] parameter(0)
    q = f32[4] parameter(1)
    ROOT s = f32[4] add(p, q) }
ENTRY e { a = f32[4] parameter(0)
    ROOT c = f32[4] call(a), to_apply=f }
`},
	{"get-tuple-element of an array", `
ENTRY e { a = f32[4] parameter(0)
    ROOT g = f32[4] get-tuple-element(a), index=0 }
`},
	{"conditional without branches", `
ENTRY e { b = pred[] parameter(0)
    a = f32[4] parameter(1)
    ROOT c = f32[4] conditional(b, a, a) }
`},
	{"alias of different shapes", `HloModule m, input_output_alias={ {}: (0, {}, may-alias) }
ENTRY e { a = f32[4] parameter(0)
    ROOT n = f32[8] broadcast(a), dimensions={} }
`},
	{"alias of a missing output", `HloModule m, input_output_alias={ {3}: (0, {}, may-alias) }
ENTRY e { ROOT a = f32[4] parameter(0) }
`},
}

func TestMalformed(t *testing.T) {
	for _, tt := range malformed {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := hlo.Parse("bad.hlo", []byte(tt.in))
			if err != nil {
				t.Skipf("does not parse (the parser rejects it first): %v", err)
			}
			for _, m := range mods {
				if _, err := Analyze(m, nil, dense); err == nil {
					t.Errorf("Analyze accepted a malformed module")
				} else if t.Failed() || testing.Verbose() {
					t.Log(err)
				}
			}
		})
	}
}

// FuzzAnalyze checks that whatever parses analyzes without a panic, and
// that every result it gives passes the checker.
func FuzzAnalyze(f *testing.F) {
	var files []string
	for _, pat := range []string{"testdata/hlo/*.hlo", "../hlo/testdata/*.hlo", corpusDir + "/*.hlo"} {
		fs, _ := filepath.Glob(pat)
		files = append(files, fs...)
	}
	for _, file := range files {
		if info, err := os.Stat(file); err != nil || info.Size() > 64<<10 {
			continue
		}
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	for _, tt := range malformed {
		f.Add([]byte(tt.in))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := hlo.Parse("fuzz.hlo", src)
		if err != nil {
			return
		}
		for _, m := range mods {
			if r, err := Analyze(m, nil, dense); err == nil {
				checkResult(t, r)
			}
			if seq, err := schedule.Order(m, schedule.Best, dense.Size); err == nil {
				if r, err := Analyze(m, seq, dense); err == nil {
					checkResult(t, r)
				}
			}
		}
	})
}
