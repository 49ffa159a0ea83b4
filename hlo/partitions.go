package hlo

// The number of devices a module runs on.
//
// XLA's own dumps say it in the header: num_partitions=N. The text a JAX
// user holds does not: jax.jit(f).lower(...).as_text() (and
// compiler_ir("hlo")) carries every sharding={...} and Shardy attribute
// of the program but no num_partitions, because jax passes the device
// count to the compiler beside the module, in its compile options. A
// module read from that text is still meant for the devices its
// shardings name, so the count is read back from them, in this order:
//
//  1. num_partitions=N in the header, when present;
//  2. the tile assignments of the GSPMD shardings (devices=[2,1,4]<=[8]
//     names 8 devices: the product of its tile dimensions, replication
//     dimensions included), and the meshes of Shardy's xla.sdy.meshes
//     (mesh<["d"=2, "m"=4]> has 8): jax builds both from one mesh, so
//     every one of them names the same count;
//  3. otherwise one device (replicated or maximal shardings alone do
//     not say how many devices there are, and XLA reads an absent
//     num_partitions as 1).
//
// A module whose shardings name different counts is refused by the
// verifier at the first sharding that disagrees with the count read.

import "strconv"

// Partitions is the number of devices a module's program is partitioned
// over, and where that count was read.
type Partitions struct {
	// N is the device count; 1 for a module that names none.
	N int64
	// Source says where N was read, for a reader: "num_partitions=8 in
	// the header", "x.1's sharding={devices=[2,1,4]<=[8]} at line 4",
	// "the Shardy mesh @mesh [d=2, m=4]", or "no sharding names a
	// device count".
	Source string
	// Pos is the position of the source: the header, the sharding or the
	// instruction whose mesh gave N; zero when none.
	Pos Pos
	// Inferred is true when N was read from the shardings or meshes
	// rather than the header.
	Inferred bool
}

// DevicePartitions reads the module's device count, as the comment at the
// top of this file describes. It never fails: a disagreement between
// shardings is the verifier's to report.
func (m *Module) DevicePartitions() Partitions {
	if m == nil {
		return Partitions{N: 1, Source: "no module"}
	}
	if m.NumPartitions > 0 {
		return Partitions{N: m.NumPartitions, Source: "num_partitions=" + strconv.FormatInt(m.NumPartitions, 10) + " in the header", Pos: m.Pos}
	}
	// One walk of the instructions finds the first tiled sharding and
	// the first inline Shardy mesh of more than one device; the sharding
	// wins, then the module's meshes, then the inline mesh (two walks
	// were a tenth of the verifier on an optimized training step).
	var inline *Instruction
	var inlineMesh *SdyMesh
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if n := tiledDevices(in.Sharding); n > 1 {
				return Partitions{N: n, Inferred: true, Pos: in.ShardingPos,
					Source: in.Name + "'s sharding=" + in.Sharding.String() + " at line " + strconv.Itoa(int(in.ShardingPos.Line))}
			}
			if inline != nil {
				continue
			}
			for _, s := range in.SdySharding {
				if s != nil && s.MeshInline != nil && s.MeshInline.devices() > 1 {
					inline, inlineMesh = in, s.MeshInline
					break
				}
			}
		}
	}
	for _, mesh := range m.SdyMeshes {
		if n := mesh.devices(); n > 1 {
			return Partitions{N: n, Inferred: true, Pos: m.Pos, Source: "the Shardy mesh @" + mesh.Name + " " + mesh.AxesText()}
		}
	}
	if inline != nil {
		return Partitions{N: inlineMesh.devices(), Inferred: true, Pos: inline.Pos, Source: "the inline Shardy mesh of " + inline.Name + " " + inlineMesh.AxesText() + " at line " + strconv.Itoa(int(inline.Pos.Line))}
	}
	return Partitions{N: 1, Source: "no sharding names a device count"}
}

// tiledDevices is the device count a tiled sharding names (0 for any
// other kind); for a tuple, that of its first tiled element.
func tiledDevices(s *Sharding) int64 {
	if s == nil {
		return 0
	}
	switch s.Kind {
	case ShardTiled:
		return s.NumDevices()
	case ShardTuple:
		for _, t := range s.Tuple {
			if n := tiledDevices(t); n > 0 {
				return n
			}
		}
	}
	return 0
}

// devices is the number of devices of the mesh: the product of its axes'
// sizes (sub-axes are not declared in a mesh), or the length of its
// device list.
func (m SdyMesh) devices() int64 {
	if len(m.DeviceIDs) > 0 {
		return int64(len(m.DeviceIDs))
	}
	n := int64(1)
	for _, a := range m.Axes {
		if a.Size <= 0 || n > 1<<40/a.Size {
			return 0
		}
		n *= a.Size
	}
	return n
}

// AxesText writes the mesh's axes as "[d=2, m=4]".
func (m SdyMesh) AxesText() string {
	b := []byte{'['}
	for i, a := range m.Axes {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, a.Name...)
		b = append(b, '=')
		b = strconv.AppendInt(b, a.Size, 10)
	}
	return string(append(b, ']'))
}
