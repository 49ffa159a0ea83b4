package hlo

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// maxSeedBytes leaves the larger corpus files (gemma2, 4 MB, down to
// sorting, 100 KB) out of the fuzz seeds: on inputs that big the fuzzer
// spends minutes per mutation round (a run seeded with everything up to
// 300 KB made 147 executions in its first 90 seconds). The corpus test
// parses them instead; the seeds keep a dozen real modules from 0.4 to 40 KB.
const maxSeedBytes = 48 << 10

// FuzzParse checks that Parse never panics, that whatever it accepts is a
// consistent IR, and that printing it gives text that parses back to the
// same structure and the same text. Run it with a short minimization time,
// or the fuzzer spends up to a minute shrinking each new input and its
// counters stand still:
//
//	go test ./hlo -run '^$' -fuzz FuzzParse -fuzztime 10m -fuzzminimizetime 2s
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
		"e {\n  a = (f32[2], u8[4]) parameter(0)\n  b = f32[2] add(%a#0, a#0)\n  ROOT c = (f32[2], u8[4]) tuple(b, a#1)\n}\n",
		"HloModule m, is_scheduled=true\nc {\n a = f32[] parameter(0)\n}\nENTRY e {\n x = f32[2]{0:T(128)E(4)S(1)} parameter(0)\n y = f32[] call(x), to_apply=c, metadata={op_name=\"a\" source_line=3}\n}\n// -----\nf { z = token[] after-all() }\n",
		"e {\n  c = f32[2,2] constant({ {1, 2}, {3, 4} }), backend_config={\"a\":[1,{}]}\n}\n",
		"HloModule m:\nENTRY e {\n  ROOT r = get-tuple-element((f32[2], s32[]) tuple(add(f32[2] parameter(0), f32[2] parameter(1)), s32[] constant(1))), index=0\n}, execution_thread=\"main\"\n",
		"e {\n  a = f32[4] custom-call(), custom_call_target=\"t\", literal=s32[2]{0} {1, 2}\n  ROOT b = compare(a, negate(a)), direction=LT\n}\n",
		"HloModule m, num_partitions=4\nadd {\n a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT c = f32[] add(a, b)\n}\nENTRY e {\n  x = f32[8,2] parameter(0), sharding={devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}\n  r = f32[8,2] all-reduce(x), channel_id=1, replica_groups=mesh['a'=2,'b'=2] {'a'}, to_apply=add\n  ROOT t = (f32[8,2], f32[8,2]) tuple(x, r), sharding={{replicated}, {devices=[4,1]0,2,1,3}}\n}\n",
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

// FuzzVerify checks the verifier on the semantically invalid modules of
// verifyTests and their mutations: Parse (which runs Verify) never panics,
// refuses with an ErrorList whose entries all carry a position, and a
// module it accepts verifies again after printing and parsing back. Run it
// as FuzzParse:
//
//	go test ./hlo -run '^$' -fuzz FuzzVerify -fuzztime 10m -fuzzminimizetime 2s
func FuzzVerify(f *testing.F) {
	for _, tt := range verifyTests {
		f.Add([]byte(tt.in))
	}
	// The attributes verify_window.go checks, valid, for the fuzzer to bend.
	f.Add([]byte("HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n" +
		"ENTRY e {\n  p = f32[4,8] parameter(0)\n  z = f32[] constant(0)\n  i = s32[] parameter(1)\n" +
		"  a = f32[6,19] pad(p, z), padding=1_1x0_4_1\n  b = f32[2,3] slice(p), slice={[0:4:2], [1:8:3]}\n" +
		"  c = f32[2,8] dynamic-slice(p, i, i), dynamic_slice_sizes={2,8}\n  d = f16[4,8,2] bitcast-convert(p)\n" +
		"  w = f32[2,7] reduce-window(p, z), window={size=2x2 stride=2x1 pad=0_0x0_0 lhs_dilate=1x1}, to_apply=add\n" +
		"  q = f32[1,4,8] reshape(p)\n  k = f32[3,8,8] broadcast(z), dimensions={}\n" +
		"  ROOT v = f32[1,4,8] convolution(q, k), window={size=3 pad=1_1}, dim_labels=b0f_0io->b0f\n}\n"))
	if src, err := os.ReadFile("testdata/features.hlo"); err == nil {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := Parse("fuzz.hlo", src)
		if err != nil {
			list, ok := err.(ErrorList)
			if !ok {
				t.Fatalf("error of type %T, want ErrorList", err)
			}
			for _, e := range list {
				if !e.Pos.IsValid() {
					t.Fatalf("error without a position: %v", e)
				}
			}
			return
		}
		for _, m := range mods {
			if err := Verify(m); err != nil {
				t.Fatalf("Parse accepted a module Verify refuses: %v", err)
			}
			again, err := Parse("printed.hlo", []byte(m.String()))
			if err != nil {
				t.Fatalf("printed module does not parse and verify: %v\n%s", err, m)
			}
			if len(again) != 1 {
				t.Fatalf("printed module gives %d modules", len(again))
			}
		}
	})
}
