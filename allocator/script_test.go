package allocator

import (
	"errors"
	"fmt"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// TestParseScriptErrors checks that each bad script fails with the error
// written in its ERROR comment, at the position of the comment's line and
// the column the test names.
func TestParseScriptErrors(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want string // "line:col: substring"
	}{
		{"bogus x", "1:1: unknown statement \"bogus\""},
		{"program", "1:1: want program NAME"},
		{"program p args 1MiB\nprogram p args 2MiB", "2:9: program \"p\" declared twice"},
		{"program p args 1QB", "1:16: want a byte count"},
		{"program p args 99999999999GiB", "1:16: byte count \"99999999999GiB\" is over 2^62"},
		{"program p args 1.3B", "1:16: byte count \"1.3B\" is not a whole number of bytes"},
		{"program p args 1KiB outputs 2KiB alias 0:0", "1:40: alias 0:0: output of 2048 bytes, argument of 1024"},
		{"program p args 1KiB outputs 1KiB alias 0:3", "1:40: alias 0:3: the program has 1 outputs and 1 arguments"},
		{"program p args 1KiB donate 2", "1:9: donate 2: the program has 1 arguments"},
		{"program p hlo", "1:11: want hlo PATH [MODULE]"},
		{"program p hlo a b c", "1:11: want hlo PATH [MODULE]"},
		{"program p args 1KiB\nrun q x", "2:5: unknown program \"q\""},
		{"repeat 0 {\n}", "1:8: want a count from 1"},
		{"repeat 3\n", "1:1: want repeat N {"},
		{"repeat 3 {\nput x 1KiB", "1:1: repeat block is not closed"},
		{"}", "1:1: '}' without a repeat"},
		{"every 2 {\n}", "1:1: every outside a repeat"},
		{"put x", "1:1: want put NAME SIZE"},
		{"put x 1KiB | 1KiB 2KiB", "1:1: alternatives of put must have as many arrays"},
		{"put x:2 1KiB", "1:5: put wants a plain NAME"},
		{"drop", "1:1: want drop NAME"},
		{"drop _", "1:6: bad name"},
		{"defrag now", "1:8: defrag takes no arguments"},
		{"put x 1KiB\nrun", "2:1: want run PROGRAM"},
		{"program p args 1KiB outputs 1KiB\nput x 1KiB\nrun p x -> y[] \nrun p x -> y", "4:12: \"y\" is used both as a list"},
		{"program p args 1KiB\nput x 1KiB\nrun p x:0", "3:7: want NAME:N with N from 1"},
		{"program p args 1KiB\nput x 1KiB\nrun p x nodonate x", "3:9: nodonate must come last"},
		{"put x \"1KiB", "1:7: unterminated string"},
		{"repeat 100000 {\nrepeat 100000 {\ndefrag\n}\n}", "1:1: the script executes more than"},
		{"program p args 1KiB\nprogram p2 args 1KiB\nrun p|", "3:6: want a program name after '|'"},
		{"put x from", "1:7: want from PROG"},
		{"put x from q", "1:12: unknown program \"q\""},
		{"put x 1KiB | from", "1:14: want from PROG"},
	} {
		_, err := ParseScript("s.run", []byte(tc.src))
		if err == nil {
			t.Errorf("%q: parsed, want %s", tc.src, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), "s.run:"+tc.want) && !containsAny(err, "s.run:"+tc.want) {
			t.Errorf("%q:\n got %v\nwant s.run:%s", tc.src, err, tc.want)
		}
	}
}

func containsAny(err error, want string) bool {
	var list ErrorList
	if !errors.As(err, &list) {
		return false
	}
	for _, e := range list {
		if strings.Contains(e.Error(), want) {
			return true
		}
	}
	return false
}

// TestParseScript parses a script that uses every statement and checks its
// structure.
func TestParseScript(t *testing.T) {
	src := `# every statement
program init args 8B outputs 1MiB 2MiB temp 4MiB
program "train" args 1MiB 2MiB 512KiB outputs 1MiB 2MiB 4B temp 3MiB alias 0:0 1:1
program eval args 1MiB 512KiB outputs 4B donate 1
program h hlo "some dir/m.hlo"
put key 8B
run init key -> params state
repeat 10 {
  put batch 512KiB | 256KiB
  run train|train params state batch -> params state losses[]
  every 5 {
    run eval params batch:1 -> _ nodonate
  }
}
drop key
defrag
`
	s, err := ParseScript("ok.run", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Programs) != 4 || s.Programs[1].Name != "train" || s.Programs[3].Source != "some dir/m.hlo" {
		t.Fatalf("programs %+v", s.Programs)
	}
	tr := s.Programs[1]
	if fmt.Sprint(tr.Args, tr.Outputs, tr.Temp, tr.Alias) != "[1048576 2097152 524288] [1048576 2097152 4] 3145728 [0 1 -1]" {
		t.Errorf("train %v %v %v %v", tr.Args, tr.Outputs, tr.Temp, tr.Alias)
	}
	if fmt.Sprint(s.Programs[2].Donate) != "[1]" {
		t.Errorf("eval donate %v", s.Programs[2].Donate)
	}
	if got := fmt.Sprint(s.Names, s.List); got != "[key params state batch losses] [false false false false true]" {
		t.Errorf("names %s", got)
	}
	if s.TotalSteps() != 14 || len(s.Body) != 5 {
		t.Errorf("%d steps, %d statements", s.TotalSteps(), len(s.Body))
	}
	rep := s.Body[2]
	if rep.Kind != Repeat || rep.Count != 10 || len(rep.Body) != 3 || rep.Body[2].Kind != Every || !rep.Body[2].Body[0].NoDonate {
		t.Errorf("repeat %+v", rep)
	}
	if put := rep.Body[0]; len(put.Sizes) != 2 || put.Sizes[1][0] != 256<<10 {
		t.Errorf("put %+v", put)
	}
	if run := rep.Body[1]; len(run.Progs) != 2 || len(run.Outs) != 3 || !run.Outs[2].Append || run.Pos.Line != 10 || run.Pos.Col != 3 {
		t.Errorf("run %+v", run)
	}
}

// TestParseBytes checks byte counts and their errors.
func TestParseBytes(t *testing.T) {
	for in, want := range map[string]int64{"0": 0, "1048576": 1 << 20, "16GiB": 16 << 30, "1.5MiB": 3 << 19, "2KB": 2000, "4B": 4, "0.25KiB": 256} {
		if got, err := ParseBytes(in); err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "GiB", "-1", "1e3", "1.", ".5", "1.1B", "5EiB", "99999999999999999999", "4194305TiB", "1_000"} {
		if got, err := ParseBytes(in); err == nil {
			t.Errorf("ParseBytes(%q) = %d, want an error", in, got)
		}
	}
	for n, want := range map[int64]string{0: "0B", 1023: "1023B", 1024: "1.00KiB", 1536 << 20: "1.50GiB", -2048: "-2.00KiB"} {
		if got := HumanBytes(n); got != want {
			t.Errorf("HumanBytes(%d) = %q, want %q", n, got, want)
		}
	}
}

var posRE = regexp.MustCompile(`^f\.run:\d+:\d+: `)

// FuzzParseScript: whatever the input, ParseScript does not panic, every
// error is positioned, and what parses can be simulated (with programs of
// unknown size given sizes) under every allocator with the checker on.
func FuzzParseScript(f *testing.F) {
	for _, s := range []string{
		"program p args 1KiB outputs 1KiB 4B temp 2KiB alias 0:0\nput x 1KiB\nrepeat 3 {\nrun p x -> x l[]\n}\n",
		"program p args 1KiB outputs 1KiB temp 1MiB\nput x 1KiB | 2KiB\nrepeat 4 {\nrun p x -> y nodonate\nevery 2 {\ndefrag\n}\n}\ndrop y\n",
		"put a 1GiB\nput b 3GiB\ndrop a\nput c 2GiB\n",
		"repeat 2 {\nrepeat 2 {\n}\n}\n}",
		"program p hlo \"x.hlo\"\nrun p -> a:3\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseScript("f.run", []byte(src))
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error is not an ErrorList: %v", err)
			}
			for _, e := range list {
				if !posRE.MatchString(e.Error()) {
					t.Fatalf("unpositioned error %q", e)
				}
			}
			return
		}
		if s.TotalSteps() > 200 || statements(s.Body) > 20000 {
			return
		}
		for _, p := range s.Programs {
			if p.Source != "" {
				p.Args, p.Outputs, p.Temp = []int64{1024}, []int64{1024}, 4096
			}
		}
		sim, err := NewSimulator(s)
		if err != nil {
			return
		}
		for _, kind := range []string{KindBFC, KindPlatform, KindPlanned, KindClairvoyant} {
			res, err := sim.Run(Options{Allocator: kind, DeviceMemory: 1 << 20, DefragOnOOM: kind == KindBFC, Check: true})
			if err != nil {
				var list ErrorList
				if !errors.As(err, &list) {
					t.Fatalf("%s: %v", kind, err)
				}
				return
			}
			if res.OOM == nil && int64(len(res.Steps)) != res.TotalSteps {
				t.Fatalf("%s: %d step records for %d steps", kind, len(res.Steps), res.TotalSteps)
			}
		}
	})
}

// TestPutFrom reads put's sizes from a program's arguments: indices,
// ranges I:J, patterns over the argument names (with or without the ".N"
// suffix a dump adds, a tuple's leaves as NAME/i), every argument when no
// ARG is given, and alternatives mixing sizes and from; errors name the
// ARG's position and the argument names.
func TestPutFrom(t *testing.T) {
	names := []string{"p_0_.1", "p_1_.1", "m_0_.1", "m_1_.1", "t.1", "batch.2/0", "batch.2/1"}
	sizes := "args 1KiB 2KiB 3KiB 4KiB 4B 16KiB 8KiB"
	for _, tc := range []struct {
		put  string
		want string // the sizes of each alternative, or "line:col: error"
	}{
		{"put x from p p_*", "[[1024 2048]]"},
		{"put x from p m_* t", "[[3072 4096 4]]"},
		{"put x from p 2", "[[3072]]"},
		{"put x from p 1:4", "[[2048 3072 4096]]"},
		{"put x from p batch", "[[16384 8192]]"},
		{"put x from p batch/1", "[[8192]]"},
		{"put x from p batch.2/0", "[[16384]]"},
		{"put x from p", "[[1024 2048 3072 4096 4 16384 8192]]"},
		{"put x from p t | 8B | from p 4", "[[4] [8] [4]]"},
		{"put x from p v_*", "2:14: from p: \"v_*\" matches no argument (they are p_0_.1, p_1_.1, m_0_.1, m_1_.1, t.1, batch.2/0, batch.2/1)"},
		{"put x from p 7", "2:14: from p: argument \"7\": want an index below 7"},
		{"put x from p 3:3", "2:14: from p: argument \"3:3\": want an index below 7 or a range I:J with I < J ≤ 7"},
		{"put x from p [", "2:14: from p: bad pattern \"[\""},
		{"put x from p p_* | from p m_* t", "2:1: alternatives of put must have as many arrays each (2 and 3)"},
	} {
		s, err := ParseScript("s.run", []byte("program p "+sizes+"\n"+tc.put+"\n"))
		if err != nil {
			t.Errorf("%q: %v", tc.put, err)
			continue
		}
		s.Programs[0].ArgNames = names
		_, err = NewSimulator(s)
		got := ""
		if err != nil {
			got = strings.TrimPrefix(err.Error(), "s.run:")
		} else {
			got = fmt.Sprint(s.Body[0].Sizes)
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q:\n got %s\nwant %s", tc.put, got, tc.want)
		}
	}
	// A program given by sizes has no names: patterns are refused,
	// indices work.
	s, err := ParseScript("s.run", []byte("program p "+sizes+"\nput x from p p_*\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewSimulator(s); err == nil || !strings.Contains(err.Error(), "s.run:2:14: from p: argument \"p_*\": the program is given by sizes and has no argument names; use indices") {
		t.Errorf("pattern over a program by sizes: %v", err)
	}
}

// TestParseScriptDeepNesting reads 300,000 nested repeat blocks: one error at
// the block past maxNesting (line 101), not a stack overflow, which is
// fatal (the walks over the blocks recursed once per level; 200,000
// levels took 5.6 s and 319 MB of stack). The stack is capped at 16 MiB so
// that the test fails fast without the cap.
func TestParseScriptDeepNesting(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	const n = 300_000
	src := "program p args 8 outputs 8\nput a 8\n" + strings.Repeat("repeat 1 {\n", n) + "run p a -> a\n" + strings.Repeat("}\n", n)
	_, err := ParseScript("s.run", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("got %v, want one error", err)
	}
	if got, want := list[0].Error(), "s.run:103:1: blocks nested deeper than 100 levels"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	ok := strings.Repeat("repeat 1 {\n", 100) + "defrag\n" + strings.Repeat("}\n", 100)
	if _, err := ParseScript("s.run", []byte(ok)); err != nil {
		t.Errorf("100 nested blocks: %v", err)
	}
}
