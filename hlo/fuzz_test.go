package hlo

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// maxSeedBytes leaves the largest corpus files (gemma2, 4 MB; mobilenet,
// 800 KB) out of the fuzz seeds: mutating and minimizing inputs that big
// stalls the fuzzer for minutes. The corpus test parses them instead.
const maxSeedBytes = 300 << 10

// FuzzParse checks that Parse never panics, that whatever it accepts is a
// consistent IR, and that printing it gives text that parses back to the
// same structure and the same text.
func FuzzParse(f *testing.F) {
	if files, err := os.ReadDir(corpusDir); err != nil {
		f.Logf("corpus folder %s absent; seeding with snippets only", corpusDir)
	} else {
		for _, e := range files {
			info, err := e.Info()
			if err != nil || info.Size() > maxSeedBytes {
				continue
			}
			if src, err := os.ReadFile(corpusDir + "/" + e.Name()); err == nil {
				f.Add(src)
			}
		}
	}
	if src, err := os.ReadFile("testdata/features.hlo"); err == nil {
		f.Add(src)
	}
	for _, tt := range errorTests {
		f.Add([]byte(tt.in))
	}
	for _, s := range []string{
		"",
		"HloModule m\nENTRY e {\n  ROOT a = f32[] parameter(0)\n}\n",
		"e {\n  a = (f32[], ()) parameter(0)\n  b = f32[] get-tuple-element(a), index=0\n}\n",
		"HloModule m, is_scheduled=true\nc {\n a = f32[] parameter(0)\n}\nENTRY e {\n x = f32[2]{0:T(128)E(4)S(1)} parameter(0)\n y = f32[] call(x), to_apply=c, metadata={op_name=\"a\" source_line=3}\n}\n// -----\nf { z = token[] after-all() }\n",
		"e {\n  c = f32[2,2] constant({ {1, 2}, {3, 4} }), backend_config={\"a\":[1,{}]}\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := Parse("fuzz.hlo", src)
		if err != nil {
			if _, ok := err.(ErrorList); !ok {
				t.Fatalf("error of type %T, want ErrorList", err)
			}
			return
		}
		for _, m := range mods {
			checkModule(t, m)
			text := m.String()
			again, err := Parse("printed.hlo", []byte(text))
			if err != nil {
				t.Fatalf("printed text does not parse: %v\n%s", err, text)
			}
			if len(again) != 1 {
				t.Fatalf("printed text holds %d modules, want 1:\n%s", len(again), text)
			}
			if diff := cmp.Diff(dumpModule(m), dumpModule(again[0])); diff != "" {
				t.Fatalf("structure after round trip (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(text, again[0].String()); diff != "" {
				t.Fatalf("printed text after round trip (-want +got):\n%s", diff)
			}
		}
	})
}
