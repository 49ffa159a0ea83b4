package hlo_test

import (
	"fmt"
	"log"

	"github.com/planner-dev/planner/hlo"
)

func ExampleParse() {
	src := `HloModule m, input_output_alias={ {}: (0, {}, may-alias) }

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  %x = f32[8]{0} parameter(0)
  %zero = f32[] constant(0)
  %sum = f32[] reduce(f32[8]{0} %x, f32[] %zero), dimensions={0}, to_apply=%add
  ROOT %y = f32[8]{0} broadcast(%sum), dimensions={}, metadata={op_name="jit(f)/broadcast"}
}
`
	mods, err := hlo.Parse("m.hlo", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	m := mods[0]
	sum := m.Entry.Instructions[2]
	fmt.Println(m.Entry.Name, len(m.Computations), m.Entry.Root.Name, m.Entry.Root.Meta().OpName)
	fmt.Println(sum.Opcode, sum.Shape, sum.Operands[0].Name, sum.CalledComputation("to_apply").Name)
	fmt.Print(m)
	// Output:
	// main 2 y jit(f)/broadcast
	// reduce f32[] x add
	// HloModule m, input_output_alias={ {}: (0, {}, may-alias) }
	//
	// add {
	//   a = f32[] parameter(0)
	//   b = f32[] parameter(1)
	//   ROOT s = f32[] add(a, b)
	// }
	//
	// ENTRY main {
	//   x = f32[8]{0} parameter(0)
	//   zero = f32[] constant(0)
	//   sum = f32[] reduce(x, zero), to_apply=add, dimensions={0}
	//   ROOT y = f32[8]{0} broadcast(sum), dimensions={}, metadata={op_name="jit(f)/broadcast"}
	// }
}

func ExampleParse_errors() {
	src := "HloModule m\nENTRY e {\n  a = f32[2] parameter(0)\n  b = f33[2] negate(a)\n  ROOT c = f32[2] add(a, d)\n}\n"
	_, err := hlo.Parse("bad.hlo", []byte(src))
	for _, e := range err.(hlo.ErrorList) {
		fmt.Println(e)
	}
	// Output:
	// bad.hlo:4:7: expected a shape's element type (pred, s32, f32, bf16, ...), found "f33"
	// bad.hlo:5:26: unknown operand "d": expected an instruction defined earlier in computation "e"
}
