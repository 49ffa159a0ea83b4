package report

import (
	"bytes"
	"strings"

	planner "github.com/planner-dev/planner"
)

// htmlFastPane adds the fast memory of a two-level plan to m as a second
// pane on the same time axis: one rectangle per fast interval (a double
// buffer's is its two slots), and the copies as lines at the interval's
// offset from their issue to their deadline. Buffers that live only in
// fast memory get their own entries in m's Info table.
func htmlFastPane(m *htmlModule, r *planner.Result, strs *strTable) {
	fm := r.FastMemory
	if fm == nil {
		return
	}
	var sb bytes.Buffer
	WriteFastMemory(&sb, r, false)
	for _, line := range strings.Split(strings.TrimSpace(sb.String()), "\n") {
		m.Stats = append(m.Stats, line)
	}
	lv := r.Liveness
	steps := lv.Steps
	info := make(map[int]int, len(r.Buffers)) // liveness index -> Info index
	for i, li := range r.Buffers {
		info[li] = i
	}
	copies := planner.CopiesOf(lv)
	mem := htmlMemory{Name: "fast memory", Peak: fm.Peak, Capacity: fm.Capacity, Steps: steps,
		Info: []int{}, Start: []int64{}, End: []int64{}, Offset: []int64{}, Size: []int64{}, Kind: []int{}}
	diff := make([][]int64, len(htmlKinds))
	for k := range diff {
		diff[k] = make([]int64, steps+1)
	}
	for li, ivs := range fm.Fast {
		if len(ivs) == 0 {
			continue
		}
		b := &lv.Buffers[li]
		j, ok := info[li]
		if !ok {
			src, op := "", ""
			if len(b.Values) > 0 {
				md := b.Values[0].Instruction.Meta()
				src, op = planner.Source(md), md.OpName
			}
			j = len(m.Info.ID)
			m.Info.ID = append(m.Info.ID, b.ID)
			m.Info.Name = append(m.Info.Name, strs.id(ValueList(b, copies)))
			m.Info.Shape = append(m.Info.Shape, strs.id(planner.ShapeString(b.Shape)))
			m.Info.Unpadded = append(m.Info.Unpadded, b.Size-planner.PaddingBytes(r.Policy, b))
			m.Info.OpName = append(m.Info.OpName, strs.id(op))
			m.Info.Source = append(m.Info.Source, strs.id(src))
			m.Info.CopyOf = append(m.Info.CopyOf, strs.id(copies[b.ID]))
		}
		k := kindIndex(b.Kind)
		size := fm.Size(lv, li)
		for _, iv := range ivs {
			mem.Info = append(mem.Info, j)
			mem.Start = append(mem.Start, iv.Start)
			mem.End = append(mem.End, iv.End)
			mem.Offset = append(mem.Offset, iv.Offset)
			mem.Size = append(mem.Size, size)
			mem.Kind = append(mem.Kind, k)
			diff[k][iv.Start] += size
			diff[k][iv.End] -= size
		}
	}
	var total []int64
	mem.Profile, total = profileOf(diff, steps)
	for t, v := range total {
		if v > mem.LowerBound {
			mem.LowerBound, mem.PeakTime = v, int64(t)
		}
	}
	byID := map[int]int{}
	for li := range lv.Buffers {
		byID[lv.Buffers[li].ID] = li
	}
	for _, c := range fm.Copies {
		for _, iv := range fm.Fast[byID[c.Buffer]] {
			if iv.Start <= c.Issue && c.Deadline <= iv.End {
				kind := 0
				if c.Kind == "eviction" {
					kind = 1
				}
				mem.Copies = append(mem.Copies, [4]int64{c.Issue, c.Deadline, iv.Offset, int64(kind)})
				break
			}
		}
	}
	m.Memories = append(m.Memories, mem)
}
