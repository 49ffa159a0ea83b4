package hlo

import "strconv"

// replicaGroups checks a collective's replica_groups (or a
// collective-permute's source_target_pairs) against the module, as XLA's
// verifier does: no device in two groups or twice in one (XLA's
// "Replica N is repeated"), no negative device, and, when the module
// states its devices (num_partitions and replica_count above 1), every
// device among them: a mesh of 3×5 devices over num_partitions=8 names
// devices 8 to 14, which do not exist. A source_target_pairs list may name
// a device once as a source and once as a target, not twice as either.
// Errors are at the attribute's value.
func (v *verifier) replicaGroups(m *Module, in *Instruction) {
	groups := in.Groups()
	if groups == nil {
		return
	}
	gpos := in.Collective.ReplicaGroupsPos
	attr := "replica_groups"
	if in.Opcode == "collective-permute" || in.Opcode == "collective-permute-start" {
		attr = "source_target_pairs"
	}
	n := max(m.NumPartitions, 1) * max(m.ReplicaCount, 1)
	known := n > 1
	if attr == "source_target_pairs" {
		var src, dst [][]int64
		for _, p := range groups {
			if len(p) != 2 {
				v.errorf(gpos, attr+" of "+what(in)+": expected pairs {source,target}, found a group of "+strconv.Itoa(len(p)))
				return
			}
			src = append(src, []int64{p[0]})
			dst = append(dst, []int64{p[1]})
		}
		if v.devices(in, attr+" (sources)", src, n, known) {
			v.devices(in, attr+" (targets)", dst, n, known)
		}
		return
	}
	if known && len(groups) > 0 {
		total := 0
		for _, g := range groups {
			total += len(g)
		}
		if gpos.Line > 0 && int64(total) > n {
			v.errorf(gpos, attr+" of "+what(in)+": the groups name "+strconv.Itoa(total)+
				" devices, the module has "+strconv.FormatInt(n, 10)+devicesFrom(m))
			return
		}
	}
	v.devices(in, attr, groups, n, known)
}

// devices checks that no device of groups is negative, repeated, or (when
// known) at or above n; it reports the first fault and whether there was
// none.
func (v *verifier) devices(in *Instruction, attr string, groups [][]int64, n int64, known bool) bool {
	var gpos Pos // the replica groups' position: groups are in.Collective's
	if in.Collective != nil {
		gpos = in.Collective.ReplicaGroupsPos
	}
	seen := map[int64]bool{}
	for _, g := range groups {
		for _, d := range g {
			switch {
			case d < 0:
				v.errorf(gpos, attr+" of "+what(in)+": device "+strconv.FormatInt(d, 10)+": expected a device number from 0")
				return false
			case known && d >= n:
				v.errorf(gpos, attr+" of "+what(in)+": device "+strconv.FormatInt(d, 10)+
					" is not among the module's "+strconv.FormatInt(n, 10)+" devices")
				return false
			case seen[d]:
				v.errorf(gpos, attr+" of "+what(in)+": device "+strconv.FormatInt(d, 10)+
					" is repeated: expected each device in at most one group")
				return false
			}
			seen[d] = true
		}
	}
	return true
}

// devicesFrom says where the module's device count comes from.
func devicesFrom(m *Module) string {
	switch {
	case m.NumPartitions > 1 && m.ReplicaCount > 1:
		return " (num_partitions × replica_count)"
	case m.NumPartitions > 1:
		return " (num_partitions)"
	}
	return " (replica_count)"
}
