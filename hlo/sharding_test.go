package hlo

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// shardingTests are XLA's sharding forms: the text, the canonical text the
// printer writes back, and the device list in row-major tile order.
var shardingTests = []struct {
	in, want string
	devices  string
}{
	{"{replicated}", "{replicated}", "[]"},
	{"{maximal device=3}", "{maximal device=3}", "[]"},
	{"{manual}", "{manual}", "[]"},
	{"{unknown}", "{unknown}", "[]"},
	{"{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "[0 1 2 3 4 5 6 7]"},
	{"{devices=[4,1,2]<=[8] last_tile_dim_replicate}", "{devices=[4,1,2]<=[8] last_tile_dim_replicate}", "[0 1 2 3 4 5 6 7]"},
	{"{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}", "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}", "[0 2 4 6 1 3 5 7]"},
	{"{devices=[1,64,2]<=[2,64]T(1,0) last_tile_dim_replicate}", "{devices=[1,64,2]<=[2,64]T(1,0) last_tile_dim_replicate}", ""},
	{"{devices=[2,2]0,2,1,3}", "{devices=[2,2]0,2,1,3}", "[0 2 1 3]"},
	{"{devices=[2,1,2]<=[4] last_tile_dims={manual}}", "{devices=[2,1,2]<=[4] last_tile_dims={manual}}", "[0 1 2 3]"},
	{"{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}", "{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}", ""},
	{"{{replicated}, {devices=[2]<=[2]}, {maximal device=0}}", "{{replicated}, {devices=[2]<=[2]}, {maximal device=0}}", "[]"},
	{"{}", "{}", "[]"},
	{"{devices=[2]<=[2] metadata={op_name=\"a\"}}", "{devices=[2]<=[2] metadata={op_name=\"a\"}}", "[0 1]"},
	{"{replicated shard_as 1}", "{replicated shard_as 1}", "[]"},
	{"{ devices=[2,1]<=[2]   }", "{devices=[2,1]<=[2]}", "[0 1]"},
	{"{{replicated}, /*index=1*/{maximal device=1}}", "{{replicated}, {maximal device=1}}", "[]"},
}

func TestParseSharding(t *testing.T) {
	for _, tt := range shardingTests {
		sh, err := ParseSharding(tt.in)
		if err != nil {
			t.Errorf("ParseSharding(%q): %v", tt.in, err)
			continue
		}
		if got := sh.String(); got != tt.want {
			t.Errorf("ParseSharding(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
		if tt.devices != "" {
			got := "[]"
			if sh.Kind == ShardTiled {
				got = fmt.Sprint(sh.DeviceList())
			}
			if got != tt.devices {
				t.Errorf("ParseSharding(%q).DeviceList() = %s, want %s", tt.in, got, tt.devices)
			}
		}
		again, err := ParseSharding(sh.String())
		if err != nil || !again.Equal(sh) {
			t.Errorf("%q does not read back equal: %v", sh, err)
		}
	}
}

func TestShardingEqual(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"{devices=[2,2]<=[4]}", "{devices=[2,2]0,1,2,3}", true},
		{"{devices=[2,2]<=[2,2]T(1,0)}", "{devices=[2,2]0,2,1,3}", true},
		{"{devices=[2,2]<=[4]}", "{devices=[2,2]0,2,1,3}", false},
		{"{replicated}", "{devices=[1,1,8]<=[8] last_tile_dim_replicate}", true},
		{"{devices=[8,1]<=[8]}", "{devices=[1,8]<=[8]}", false},
	} {
		a, _ := ParseSharding(tt.a)
		b, _ := ParseSharding(tt.b)
		if got := a.Equal(b); got != tt.want {
			t.Errorf("%s.Equal(%s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// shardingErrors mark the expected error position with ^ after the text.
var shardingErrors = []struct {
	in, want string
}{
	{"{devices=[2,2]<=[8]}", "16: iota reshape [8] holds 8 devices, the tile assignment [2,2] needs 4"},
	{"{devices=[2,2]0,1,2}", "14: the tile assignment [2,2] needs 4 devices, the list has 3"},
	{"{devices=[2,2]0,1,1,2}", "14: device 1 appears twice in the tile assignment"},
	{"{devices=[2,0]<=[0]}", "12: the tile assignment dimensions must be positive, found 0"},
	{"{devices=[2,2]<=[4]T(0,0)}", "21: T(...) must be a permutation of 0..0"},
	{"{replicate}", "1: expected replicated, maximal, manual, unknown, devices=, last_tile_dim_replicate or last_tile_dims=, found \"replicate\""},
	{"{replicated manual}", "12: a sharding has one kind: found \"manual\" after another"},
	{"{devices=[2]<=[2] last_tile_dims={bogus}}", "39: expected manual, replicated or maximal in last_tile_dims, found \"bogus\""},
	{"{devices=[2,2]<=[4]", "19: expected a sharding item or '}', found end of value"},
	{"replicated", "0: expected '{' starting a sharding, found \"replicated\""},
	{"{devices=[2,99999999999999999999]<=[2]}", "12: an integer in the tile assignment dimensions 99999999999999999999 overflows int64"},
	{"{devices=[65536,65536]<=[8]}", "22: tile assignment [65536,65536] names more than 1048576 devices"},
}

func TestShardingErrors(t *testing.T) {
	for _, tt := range shardingErrors {
		_, err := ParseSharding(tt.in)
		if err == nil {
			t.Errorf("ParseSharding(%q) = nil error, want %q", tt.in, tt.want)
			continue
		}
		ae := err.(*AttrError)
		got := fmt.Sprintf("%d: %s", ae.Off, ae.Msg)
		if got != tt.want {
			t.Errorf("ParseSharding(%q):\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

func TestReplicaGroups(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"{}", "{}"},
		{"{{0,1},{2,3}}", "{{0,1},{2,3}}"},
		{"{{0},{1}}", "{{0},{1}}"},
		{"[1,8]<=[8]", "{{0,1,2,3,4,5,6,7}}"},
		{"[2,4]<=[8]", "{{0,1,2,3},{4,5,6,7}}"},
		{"[2,4]<=[4,2]T(1,0)", "{{0,2,4,6},{1,3,5,7}}"},
		{"mesh['axis_0'=8,'axis_1'=1] {'axis_0'}", "{{0,1,2,3,4,5,6,7}}"},
		{"mesh['axis_0'=4,'axis_1'=1,'axis_2'=2] {'axis_0'}", "{{0,2,4,6},{1,3,5,7}}"},
		{"mesh['a'=4,'b'=2] {'b'}", "{{0,1},{2,3},{4,5},{6,7}}"},
		// The groups run along the named axes in mesh order, whatever
		// the order named (replica_group.cc, ComputeReindexedAxes).
		{"mesh['a'=2,'b'=2,'c'=2] {'c','a'}", "{{0,1,4,5},{2,3,6,7}}"},
		// Sub-axes: 'axis_1':(2)2 is the minor half of axis_1 (size 4,
		// pieces [2,2,1]), (1)2 its major half; two sub-axes of one axis
		// keep the order named.
		{"mesh['axis_0'=2,'axis_1'=4] {'axis_1':(2)2}", "{{0,1},{2,3},{4,5},{6,7}}"},
		{"mesh['axis_0'=2,'axis_1'=4] {'axis_1':(1)2}", "{{0,2},{1,3},{4,6},{5,7}}"},
		{"mesh['axis_0'=2,'axis_1'=4], device_ids=(0,2,4,6,1,3,5,7) {'axis_1':(2)2}", "{{0,2},{4,6},{1,3},{5,7}}"},
		{"mesh['a'=8] {'a':(4)2,'a':(1)2}", "{{0,4,1,5},{2,6,3,7}}"},
		{"mesh['a'=2,'b'=4] {'a','b':(2)2}", "{{0,1,4,5},{2,3,6,7}}"},
		{"mesh['a'=2,'b'=2] {}", "{{0},{1},{2},{3}}"},
		{"mesh['a'=2,'b'=2], device_ids=(3,2,1,0) {'a'}", "{{3,1},{2,0}}"},
		{"mesh['a'=4,'b'=2], device_ids=([2,4]T(1,0)) {'b'}", "{{0,4},{1,5},{2,6},{3,7}}"},
	} {
		g, err := ParseReplicaGroups(tt.in)
		if err != nil {
			t.Errorf("ParseReplicaGroups(%q): %v", tt.in, err)
			continue
		}
		if got := FormatGroups(g); got != tt.want {
			t.Errorf("ParseReplicaGroups(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"[2,4]<=[6]", "7: iota reshape [6] holds 6 devices, the groups [2,4] need 8"},
		{"[8]<=[8]", "0: iota replica groups have two dimensions [groups,size], found 1"},
		{"mesh['a'=4] {'b'}", "13: axis \"b\" is not an axis of the mesh"},
		{"mesh['a'=4,'a'=2]", "16: mesh axis \"a\" appears twice"},
		{"{{0,1},{2,3}", "12: expected ',' or '}' between replica groups, found end of value"},
		{"mesh['a'=4]", "11: expected '{' with the axes of the groups after the mesh, found end of value"},
		{"mesh['a'=4], device_ids=(0,1,2) {'a'}", "25: device_ids names 3 devices, the mesh has 4"},
		{"mesh['a'=4] {'a':(3)2}", "13: sub-axis \"a\":(3)2 does not divide axis \"a\" of size 4"},
		{"mesh['a'=8] {'a':(1)4,'a':(2)2}", "22: axis \"a\" appears twice"},
		{"mesh['a'=8] {'a','a':(2)2}", "17: axis \"a\" appears twice"},
	} {
		_, err := ParseReplicaGroups(tt.in)
		if err == nil {
			t.Errorf("ParseReplicaGroups(%q): no error, want %q", tt.in, tt.want)
			continue
		}
		ae := err.(*AttrError)
		if got := fmt.Sprintf("%d: %s", ae.Off, ae.Msg); got != tt.want {
			t.Errorf("ParseReplicaGroups(%q):\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

func TestSdySharding(t *testing.T) {
	meshes, err := ParseSdyMeshes(`{mesh = #sdy.mesh<["data"=4, "model"=2]>, m2 = #sdy.mesh<["x"=2, "y"=2], device_ids=[3,2,1,0]>}`)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		in, want string
	}{
		{`#sdy.sharding<@mesh, [{"data"}, {}]>`, "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"},
		{`#sdy.sharding<@mesh, [{}, {"model"}]>`, "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"},
		{`#sdy.sharding<@mesh, [{"data"}, {"model"}]>`, "{devices=[4,2]<=[8]}"},
		{`#sdy.sharding<@mesh, [{"model"}, {"data"}]>`, "{devices=[2,4]<=[4,2]T(1,0)}"},
		{`#sdy.sharding<@mesh, [{"data", "model"}, {}]>`, "{devices=[8,1]<=[8]}"},
		{`#sdy.sharding<@mesh, [{}, {}]>`, "{replicated}"},
		{`#sdy.sharding<@mesh, [{?}, {"data":(2)2}]>`, "{devices=[1,2,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"},
		{`#sdy.sharding<@mesh, [{"data"}p1, {}], replicated={"model"}>`, "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"},
		{`#sdy.sharding<@m2, [{"y"}, {"x"}]>`, "{devices=[2,2]3,1,2,0}"},
		{`#sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>`, "{devices=[4,2]<=[8]}"},
	} {
		ss, err := ParseSdyShardings(tt.in)
		if err != nil {
			t.Errorf("ParseSdyShardings(%s): %v", tt.in, err)
			continue
		}
		sh, msg := ss[0].ToSharding(*findMesh(meshes, ss[0].Mesh))
		if msg != "" {
			t.Errorf("%s: %s", tt.in, msg)
			continue
		}
		if got := sh.String(); got != tt.want {
			t.Errorf("%s → %s, want %s", tt.in, got, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{`#sdy.sharding<@mesh, [{"nope"}, {}]>`, `axis "nope" is not in mesh "mesh"`},
		{`#sdy.sharding<@mesh, [{"data"}, {"data"}]>`, `axis "data" shards two dimensions`},
		{`#sdy.sharding<@mesh, [{"data":(3)2}]>`, `sub-axis "data":(3)2 does not divide the axis of size 4`},
	} {
		ss, err := ParseSdyShardings(tt.in)
		if err != nil {
			t.Errorf("ParseSdyShardings(%s): %v", tt.in, err)
			continue
		}
		_, msg := ss[0].ToSharding(*findMesh(meshes, ss[0].Mesh))
		if msg != tt.want {
			t.Errorf("%s: got %q, want %q", tt.in, msg, tt.want)
		}
	}
}

func findMesh(ms []SdyMesh, name string) *SdyMesh {
	for i := range ms {
		if ms[i].Name == name {
			return &ms[i]
		}
	}
	return nil
}

// TestParseShardedModule reads the attributes of a sharded module as the
// parser types them, and their positioned errors.
func TestParseShardedModule(t *testing.T) {
	src := `HloModule m, num_partitions=8, replica_count=1, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["data"=4, "model"=2]>}}

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY e {
  x = f32[64,128] parameter(0), sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}, frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\"data\"}, {}]>"}
  r = f32[64,128] all-reduce(x), channel_id=2, replica_groups=mesh['axis_0'=4,'axis_1'=1,'axis_2'=2] {'axis_0'}, use_global_device_ids=true, to_apply=add
  r2 = f32[64,128] all-reduce(x), channel_id=3, replica_groups=mesh['a'=4,'b'=2], device_ids=([2,4]T(1,0)) {'b'}, to_apply=add
  ROOT t = (f32[64,128], f32[64,128]) tuple(x, r), sharding={{replicated}, {devices=[8,1]<=[8]}}
}
`
	mods, err := Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	if m.NumPartitions != 8 || m.ReplicaCount != 1 || len(m.SdyMeshes) != 1 || m.SdyMeshes[0].Name != "mesh" {
		t.Errorf("header: partitions %d replicas %d meshes %+v", m.NumPartitions, m.ReplicaCount, m.SdyMeshes)
	}
	x, r, root := m.Entry.Instructions[0], m.Entry.Instructions[1], m.Entry.Root
	if got := x.Sharding.String(); got != "{devices=[4,1,2]<=[8] last_tile_dim_replicate}" {
		t.Errorf("x sharding %s", got)
	}
	if x.ShardingPos.String() != "m.hlo:10:42" {
		t.Errorf("x sharding position %s", x.ShardingPos)
	}
	sh, _ := x.SdySharding[0].ToSharding(m.SdyMeshes[0])
	if !sh.Equal(x.Sharding) {
		t.Errorf("Shardy's sharding %s differs from XLA's %s", sh, x.Sharding)
	}
	if got := FormatGroups(r.Groups()); got != "{{0,2,4,6},{1,3,5,7}}" || r.Channel() != 2 {
		t.Errorf("all-reduce groups %s channel %d", got, r.Channel())
	}
	if root.Sharding.Kind != ShardTuple || len(root.Sharding.Tuple) != 2 {
		t.Errorf("root sharding %s", root.Sharding)
	}
	// The printed module reads back the same.
	again, err := Parse("p.hlo", []byte(m.String()))
	if err != nil {
		t.Fatalf("printed module: %v\n%s", err, m)
	}
	if diff := cmp.Diff(m.String(), again[0].String()); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}

	bad := []struct{ edit, want string }{
		{"sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}", "m.hlo:10:42: sharding of parameter \"x\": tile assignment [4,2] has 1 data dimensions, the shape f32[64,128] has 2"},
		{"sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}", "m.hlo:10:60: bad sharding: iota reshape [4] holds 4 devices, the tile assignment [4,1,2] needs 8"},
		{"sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}", "m.hlo:10:42: sharding of parameter \"x\": tile assignment [4,1,4] names 16 devices, the module has num_partitions=8"},
		{"replica_groups=mesh['axis_0'=4,'axis_1'=1,'axis_2'=2] {'axis_0'}", "m.hlo:11:103: bad replica_groups: axis \"axis_9\" is not an axis of the mesh"},
		{"sharding={{replicated}, {devices=[8,1]<=[8]}}", "m.hlo:13:61: sharding of tuple \"t\": a tuple sharding of 1 elements on a shape of 2 leaves (f32[64,128], f32[64,128])"},
		{"num_partitions=8", "m.hlo:1:29: expected num_partitions between 1 and 1048576, found \"0\""},
		{"channel_id=2", "m.hlo:11:45: expected a non-negative integer channel_id, found \"x\""},
	}
	repl := []string{
		"sharding={devices=[4,2]<=[8] last_tile_dim_replicate}",
		"sharding={devices=[4,1,2]<=[4] last_tile_dim_replicate}",
		"sharding={devices=[4,1,4]<=[16] last_tile_dim_replicate}",
		"replica_groups=mesh['axis_0'=4,'axis_1'=1,'axis_2'=2] {'axis_9'}",
		"sharding={{replicated}}",
		"num_partitions=0",
		"channel_id=x",
	}
	for i, b := range bad {
		text := strings.Replace(src, b.edit, repl[i], 1)
		_, err := Parse("m.hlo", []byte(text))
		if err == nil {
			t.Errorf("%s: no error, want %s\n%s", repl[i], b.want, text)
			continue
		}
		if got := err.(ErrorList)[0].Error(); got != b.want {
			t.Errorf("%s:\n got %s\nwant %s", repl[i], got, b.want)
		}
	}
}

// FuzzSharding checks that ParseSharding never panics and that what it
// reads prints to text that reads back equal.
func FuzzSharding(f *testing.F) {
	for _, tt := range shardingTests {
		f.Add(tt.in)
	}
	for _, tt := range shardingErrors {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseSharding(s)
		if err != nil {
			if _, ok := err.(*AttrError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		again, err := ParseSharding(sh.String())
		if err != nil {
			t.Fatalf("%q printed as %q does not parse: %v", s, sh, err)
		}
		if again.String() != sh.String() || !again.Equal(sh) {
			t.Fatalf("%q: %s reads back as %s", s, sh, again)
		}
	})
}

// FuzzReplicaGroups checks that ParseReplicaGroups never panics and that
// the groups it returns, written as lists, read back the same.
func FuzzReplicaGroups(f *testing.F) {
	for _, s := range []string{"{}", "{{0,1},{2,3}}", "[2,4]<=[4,2]T(1,0)", "mesh['a'=4,'b'=2] {'a'}", "mesh['a'=2,'b'=2,'c'=2] {'c','a'}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseReplicaGroups(s)
		if err != nil {
			return
		}
		again, err := ParseReplicaGroups(FormatGroups(g))
		if err != nil || FormatGroups(again) != FormatGroups(g) {
			t.Fatalf("%q: %s reads back as %s (%v)", s, FormatGroups(g), FormatGroups(again), err)
		}
	})
}

// TestShardingDeepNesting reads tuple shardings nested a million braces
// deep: an error at the brace past maxDepth, not a stack overflow (which
// is fatal, not a panic). The stack is capped at 64 MiB so that the
// recursion fails fast without the depth check (it used 1 GB and died at
// 3·10^6 braces; `planner parse` of such a file crashed).
func TestShardingDeepNesting(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(64 << 20))
	const n = 1_000_000
	text := strings.Repeat("{", n) + strings.Repeat("}", n)
	_, err := ParseSharding(text)
	want := "offset 101: expected a sharding, found tuple shardings nested deeper than 100 levels"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
	src := "HloModule m\n\nENTRY %main (x: f32[4]) -> f32[4] {\n  %x = f32[4]{0} parameter(0)\n  ROOT %n = f32[4]{0} negate(%x), sharding=" + text + "\n}\n"
	_, err = Parse("m.hlo", []byte(src))
	if err == nil {
		t.Fatal("module with a 10^6-deep sharding parsed")
	}
	if got := err.(ErrorList)[0].Error(); !strings.HasPrefix(got, "m.hlo:5:") || !strings.Contains(got, "nested deeper than 100 levels") {
		t.Fatalf("got %s, want an error at m.hlo:5 naming the depth", got)
	}
}
