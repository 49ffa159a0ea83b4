package hlo

// Shardings say how a value of an SPMD program is split over the devices of
// a mesh. XLA writes one as an instruction attribute, sharding={...}, in a
// small grammar of its own (hlo_parser.cc's ParseSharding):
//
//	{replicated}                          every device holds the whole value
//	{maximal device=3}                    one device holds it
//	{manual}                              the program already works per device
//	{unknown}                             left to the partitioner
//	{devices=[4,1,2]<=[8] last_tile_dim_replicate}
//	                                      a tile assignment: dimension 0 in 4
//	                                      tiles, the last dimension of the
//	                                      assignment a group of 2 devices
//	                                      holding the same tile
//	{devices=[2,4]<=[4,2]T(1,0)}          the same with an iota device list:
//	                                      iota(8) reshaped to [4,2], transposed
//	                                      by (1,0), read in row-major order
//	{devices=[2,2]0,2,1,3}                an explicit device list
//	{devices=[2,1,2]<=[4] last_tile_dims={manual}}
//	                                      subgroups: the trailing dimensions of
//	                                      the assignment are replicated,
//	                                      manual, ... groups
//	{{replicated}, {devices=[2]<=[2]}}    a tuple: one sharding per leaf
//
// Items are separated by white space; metadata={...}, shard_as N and
// shard_like N may follow and are kept only as text. Shardy, the newer
// propagation framework, writes its own attributes next to these
// (frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\"x\"},
// {}]>"} over a mesh the module header declares); ParseSdySharding turns
// them into the same Sharding.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ShardingKind says what a sharding is.
type ShardingKind int

const (
	// ShardReplicated: every device holds the whole value.
	ShardReplicated ShardingKind = iota
	// ShardMaximal: device Device holds the whole value.
	ShardMaximal
	// ShardManual: the value is already per device (shard_map regions).
	ShardManual
	// ShardUnknown: the partitioner decides.
	ShardUnknown
	// ShardTiled: a tile assignment splits the value.
	ShardTiled
	// ShardTuple: one sharding per tuple leaf, in Tuple.
	ShardTuple
)

// SubgroupKind is the kind of one trailing subgroup dimension of a tile
// assignment (last_tile_dims={...}).
type SubgroupKind string

// Sharding is a parsed sharding={...} attribute, or Shardy's equivalent.
type Sharding struct {
	Kind ShardingKind
	// Device is the device of a maximal sharding.
	Device int64
	// TileDims are the dimensions of the tile assignment (devices=[...]),
	// data dimensions first, then one per subgroup: the replication group
	// when LastTileDimReplicate, the groups of Subgroups otherwise.
	TileDims []int64
	// Devices is an explicit device list in row-major order of TileDims;
	// nil for an iota list.
	Devices []int64
	// IotaReshape and IotaPerm describe an iota device list <=[r...]T(p...):
	// iota(product) reshaped to IotaReshape and transposed by IotaPerm (nil
	// for none). Both are nil for an explicit list.
	IotaReshape []int64
	IotaPerm    []int
	// LastTileDimReplicate says the last tile dimension is a replication
	// group.
	LastTileDimReplicate bool
	// Subgroups are the kinds of last_tile_dims={...}, one per trailing
	// dimension of TileDims.
	Subgroups []SubgroupKind
	// Tuple holds the leaf shardings of a tuple sharding, in order.
	Tuple []*Sharding
	// Extra keeps items not modelled (metadata={...}, shard_as 1), as text.
	Extra []string
}

// Replicated is the replicated sharding.
func Replicated() *Sharding { return &Sharding{Kind: ShardReplicated} }

// IsReplicated reports whether every device holds the whole value: a
// replicated sharding, or a tile assignment whose data dimensions are all 1.
func (s *Sharding) IsReplicated() bool {
	if s == nil {
		return true
	}
	switch s.Kind {
	case ShardReplicated:
		return true
	case ShardTiled:
		for _, d := range s.DataDims() {
			if d != 1 {
				return false
			}
		}
		for _, k := range s.Subgroups {
			if k == "manual" {
				return false
			}
		}
		return true
	case ShardTuple:
		for _, t := range s.Tuple {
			if !t.IsReplicated() {
				return false
			}
		}
		return true
	}
	return false
}

// NumSubgroupDims is the number of trailing tile dimensions that are not
// data dimensions.
func (s *Sharding) NumSubgroupDims() int {
	if s.LastTileDimReplicate {
		return 1
	}
	return len(s.Subgroups)
}

// DataDims returns the tile counts of the data dimensions: TileDims
// without the subgroup dimensions.
func (s *Sharding) DataDims() []int64 {
	if s.Kind != ShardTiled {
		return nil
	}
	n := len(s.TileDims) - s.NumSubgroupDims()
	if n < 0 {
		n = 0
	}
	return s.TileDims[:n]
}

// NumDevices is the number of devices the tile assignment names.
func (s *Sharding) NumDevices() int64 {
	n := int64(1)
	for _, d := range s.TileDims {
		n *= d
	}
	return n
}

// DeviceList returns the devices of a tile assignment in row-major order
// of TileDims, expanding an iota list.
func (s *Sharding) DeviceList() []int64 {
	if s.Devices != nil {
		return s.Devices
	}
	return IotaDevices(s.IotaReshape, s.IotaPerm)
}

// IotaDevices expands iota(product(reshape)) reshaped to reshape and
// transposed by perm (nil for the identity), in row-major order.
func IotaDevices(reshape []int64, perm []int) []int64 {
	n := int64(1)
	for _, d := range reshape {
		n *= d
	}
	out := make([]int64, n)
	if len(perm) == 0 {
		for i := range out {
			out[i] = int64(i)
		}
		return out
	}
	// strides of the source (reshaped) array.
	r := len(reshape)
	stride := make([]int64, r)
	acc := int64(1)
	for i := r - 1; i >= 0; i-- {
		stride[i] = acc
		acc *= reshape[i]
	}
	// Walk the transposed array in row-major order: its dimension k is the
	// source's dimension perm[k].
	idx := make([]int64, r)
	for i := range out {
		var src int64
		for k := 0; k < r; k++ {
			src += idx[k] * stride[perm[k]]
		}
		out[i] = src
		for k := r - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < reshape[perm[k]] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// Equal reports whether two shardings place every element on the same
// devices (an iota list and the explicit list it expands to are equal).
func (s *Sharding) Equal(t *Sharding) bool {
	if s == nil || t == nil {
		return s.IsReplicated() && t.IsReplicated()
	}
	if s.IsReplicated() && t.IsReplicated() {
		return true
	}
	if s.Kind != t.Kind {
		return false
	}
	switch s.Kind {
	case ShardMaximal:
		return s.Device == t.Device
	case ShardManual, ShardUnknown:
		return true
	case ShardTuple:
		if len(s.Tuple) != len(t.Tuple) {
			return false
		}
		for i := range s.Tuple {
			if !s.Tuple[i].Equal(t.Tuple[i]) {
				return false
			}
		}
		return true
	}
	if !slices.Equal(s.TileDims, t.TileDims) || s.LastTileDimReplicate != t.LastTileDimReplicate || len(s.Subgroups) != len(t.Subgroups) {
		return false
	}
	for i := range s.Subgroups {
		if s.Subgroups[i] != t.Subgroups[i] {
			return false
		}
	}
	return slices.Equal(s.DeviceList(), t.DeviceList())
}

// String writes the sharding as XLA does, braces included.
func (s *Sharding) String() string {
	if s == nil {
		return "{replicated}"
	}
	var b strings.Builder
	s.write(&b)
	return b.String()
}

func (s *Sharding) write(b *strings.Builder) {
	b.WriteByte('{')
	items := []string{}
	switch s.Kind {
	case ShardReplicated:
		items = append(items, "replicated")
	case ShardMaximal:
		items = append(items, "maximal device="+strconv.FormatInt(s.Device, 10))
	case ShardManual:
		items = append(items, "manual")
	case ShardUnknown:
		items = append(items, "unknown")
	case ShardTuple:
		for i, t := range s.Tuple {
			if i > 0 {
				b.WriteString(", ")
			}
			t.write(b)
		}
		b.WriteByte('}')
		return
	case ShardTiled:
		var d strings.Builder
		d.WriteString("devices=")
		d.WriteString(intList(s.TileDims))
		if s.Devices != nil {
			for i, x := range s.Devices {
				if i > 0 {
					d.WriteByte(',')
				}
				d.WriteString(strconv.FormatInt(x, 10))
			}
		} else {
			d.WriteString("<=")
			d.WriteString(intList(s.IotaReshape))
			if len(s.IotaPerm) > 0 {
				d.WriteString("T(")
				for i, p := range s.IotaPerm {
					if i > 0 {
						d.WriteByte(',')
					}
					d.WriteString(strconv.Itoa(p))
				}
				d.WriteByte(')')
			}
		}
		items = append(items, d.String())
		if s.LastTileDimReplicate {
			items = append(items, "last_tile_dim_replicate")
		}
		if len(s.Subgroups) > 0 {
			ks := make([]string, len(s.Subgroups))
			for i, k := range s.Subgroups {
				ks[i] = string(k)
			}
			items = append(items, "last_tile_dims={"+strings.Join(ks, ", ")+"}")
		}
	}
	items = append(items, s.Extra...)
	b.WriteString(strings.Join(items, " "))
	b.WriteByte('}')
}

func intList(xs []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	b.WriteByte(']')
	return b.String()
}

// ParseSharding reads the text of a sharding attribute's value, braces
// included, as XLA writes it. An error names the byte offset in text.
func ParseSharding(text string) (*Sharding, error) {
	sc := &attrScanner{s: text}
	sh := sc.sharding()
	if sc.err == nil {
		sc.space()
		if sc.i < len(sc.s) {
			sc.failf("expected end of sharding, found %s", sc.found())
		}
	}
	if sc.err != nil {
		return nil, sc.err
	}
	return sh, nil
}

// AttrError is an error at byte offset Off of an attribute's text.
type AttrError struct {
	Off int
	Msg string
}

// Error writes the error with its byte offset in the attribute value.
func (e *AttrError) Error() string { return fmt.Sprintf("offset %d: %s", e.Off, e.Msg) }

// attrScanner reads the small grammars inside attribute values (shardings,
// replica groups, Shardy attributes). It stops at the first error.
type attrScanner struct {
	s     string     // the text
	i     int        // offset of the next byte
	err   *AttrError // first error, nil while none
	depth int        // nesting of tuple shardings, at most maxDepth
}

func (sc *attrScanner) failf(format string, args ...any) {
	if sc.err == nil {
		sc.err = &AttrError{Off: sc.i, Msg: fmt.Sprintf(format, args...)}
	}
	sc.i = len(sc.s)
}

func (sc *attrScanner) found() string {
	if sc.i >= len(sc.s) {
		return "end of value"
	}
	c := sc.s[sc.i]
	if isIdentChar(int(c)) {
		j := sc.i
		for j < len(sc.s) && isIdentChar(int(sc.s[j])) {
			j++
		}
		w := sc.s[sc.i:j]
		if len(w) > 24 {
			w = w[:24] + "..."
		}
		return strconv.Quote(w)
	}
	return fmt.Sprintf("'%c'", c)
}

// space skips white space and /*...*/ comments (XLA writes /*index=5*/
// inside long tuple shardings).
func (sc *attrScanner) space() {
	for sc.i < len(sc.s) {
		switch c := sc.s[sc.i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			sc.i++
		case c == '/' && strings.HasPrefix(sc.s[sc.i:], "/*"):
			j := strings.Index(sc.s[sc.i+2:], "*/")
			if j < 0 {
				return
			}
			sc.i += j + 4
		default:
			return
		}
	}
}

// accept consumes tok (after white space) when it comes next.
func (sc *attrScanner) accept(tok string) bool {
	sc.space()
	if strings.HasPrefix(sc.s[sc.i:], tok) {
		sc.i += len(tok)
		return true
	}
	return false
}

func (sc *attrScanner) expect(tok, what string) {
	if !sc.accept(tok) {
		sc.failf("expected %s, found %s", what, sc.found())
	}
}

// word reads an identifier-like word ([A-Za-z0-9_.-]+).
func (sc *attrScanner) word() string {
	sc.space()
	j := sc.i
	for j < len(sc.s) && (isIdentChar(int(sc.s[j]))) {
		j++
	}
	w := sc.s[sc.i:j]
	sc.i = j
	return w
}

// int reads a non-negative decimal integer that fits an int64.
func (sc *attrScanner) int(what string) int64 {
	sc.space()
	j := sc.i
	for j < len(sc.s) && sc.s[j] >= '0' && sc.s[j] <= '9' {
		j++
	}
	if j == sc.i {
		sc.failf("expected %s, found %s", what, sc.found())
		return 0
	}
	v, err := strconv.ParseInt(sc.s[sc.i:j], 10, 64)
	if err != nil {
		sc.failf("%s %s overflows int64", what, sc.s[sc.i:j])
		return 0
	}
	sc.i = j
	return v
}

// intList reads "[a,b,...]" of positive integers.
func (sc *attrScanner) intList(what string, positive bool) []int64 {
	sc.expect("[", "'[' starting "+what)
	var out []int64
	if sc.accept("]") {
		return out
	}
	for sc.err == nil {
		start := sc.i
		v := sc.int("an integer in " + what)
		if positive && v == 0 && sc.err == nil {
			sc.i = start
			sc.space()
			sc.failf("%s must be positive, found 0", what)
		}
		out = append(out, v)
		if sc.accept("]") {
			break
		}
		sc.expect(",", "',' or ']' in "+what)
	}
	return out
}

// balanced skips a {...} group starting at the current '{'.
func (sc *attrScanner) balanced() string {
	sc.space()
	start := sc.i
	depth := 0
	for sc.i < len(sc.s) {
		switch c := sc.s[sc.i]; c {
		case '{', '[', '(':
			depth++
		case '}', ']', ')':
			depth--
			if depth == 0 {
				sc.i++
				return sc.s[start:sc.i]
			}
		case '"':
			sc.i++
			for sc.i < len(sc.s) && sc.s[sc.i] != '"' {
				if sc.s[sc.i] == '\\' {
					sc.i++
				}
				sc.i++
			}
		}
		sc.i++
	}
	sc.failf("unterminated group: expected '}'")
	return ""
}

// maxShardingDevices bounds the devices a tile assignment may name, so
// that a typo cannot make the parser allocate a huge device list.
const maxShardingDevices = 1 << 20

// sharding reads one sharding, a tuple or a single one.
func (sc *attrScanner) sharding() *Sharding {
	sc.expect("{", "'{' starting a sharding")
	if sc.err != nil {
		return nil
	}
	sc.space()
	if sc.i < len(sc.s) && sc.s[sc.i] == '{' || sc.i < len(sc.s) && sc.s[sc.i] == '}' {
		t := &Sharding{Kind: ShardTuple}
		if sc.accept("}") {
			return t
		}
		// XLA's own parser reads a tuple's elements as single shardings
		// (hlo_parser.cc, ParseSharding / ParseTupleSharding); nested
		// tuples are read here like tuple shapes, at most maxDepth deep, so
		// that 10^6 braces are an error, not a stack overflow.
		if sc.depth >= maxDepth {
			sc.failf("expected a sharding, found tuple shardings nested deeper than %d levels", maxDepth)
			return t
		}
		sc.depth++
		defer func() { sc.depth-- }()
		for sc.err == nil {
			t.Tuple = append(t.Tuple, sc.sharding())
			if sc.accept("}") {
				break
			}
			sc.expect(",", "',' or '}' between tuple shardings")
		}
		return t
	}
	s := &Sharding{Kind: -1}
	setKind := func(k ShardingKind, at int) {
		if s.Kind != -1 {
			sc.i = at
			sc.failf("a sharding has one kind: found %s after another", sc.found())
		}
		s.Kind = k
	}
	for sc.err == nil {
		sc.space()
		at := sc.i
		if sc.accept("}") {
			break
		}
		w := sc.word()
		switch w {
		case "replicated":
			setKind(ShardReplicated, at)
		case "maximal":
			setKind(ShardMaximal, at)
		case "manual":
			setKind(ShardManual, at)
		case "unknown":
			setKind(ShardUnknown, at)
		case "unreduced":
			s.Extra = append(s.Extra, w)
		case "device":
			sc.expect("=", "'=' after device")
			s.Device = sc.int("a device number")
		case "devices":
			setKind(ShardTiled, at)
			sc.expect("=", "'=' after devices")
			s.TileDims = sc.intList("the tile assignment dimensions", true)
			if sc.err != nil {
				break
			}
			n := int64(1)
			for _, d := range s.TileDims {
				if d > maxShardingDevices || n*d > maxShardingDevices {
					sc.failf("tile assignment %s names more than %d devices", intList(s.TileDims), maxShardingDevices)
					break
				}
				n *= d
			}
			if sc.err != nil {
				break
			}
			if len(s.TileDims) == 0 {
				sc.i = at
				sc.failf("a tile assignment needs at least one dimension")
				break
			}
			if sc.accept("<=") {
				rat := sc.i
				s.IotaReshape = sc.intList("the iota reshape dimensions", true)
				m := int64(1)
				for _, d := range s.IotaReshape {
					if d > maxShardingDevices || m*d > maxShardingDevices {
						m = -1
						break
					}
					m *= d
				}
				if sc.err == nil && m != n {
					sc.i = rat
					sc.space()
					sc.failf("iota reshape %s holds %d devices, the tile assignment %s needs %d", intList(s.IotaReshape), m, intList(s.TileDims), n)
					break
				}
				if sc.accept("T(") {
					pat := sc.i
					seen := make([]bool, len(s.IotaReshape))
					for sc.err == nil {
						v := sc.int("a transpose dimension")
						if sc.err == nil && (v >= int64(len(s.IotaReshape)) || seen[v]) {
							sc.i = pat
							sc.failf("T(...) must be a permutation of 0..%d", len(s.IotaReshape)-1)
							break
						}
						if sc.err == nil {
							seen[v] = true
							s.IotaPerm = append(s.IotaPerm, int(v))
						}
						if sc.accept(")") {
							break
						}
						sc.expect(",", "',' or ')' in T(...)")
					}
					if sc.err == nil && len(s.IotaPerm) != len(s.IotaReshape) {
						sc.i = pat
						sc.failf("T(...) must be a permutation of 0..%d", len(s.IotaReshape)-1)
					}
				}
			} else {
				lat := sc.i
				for sc.err == nil {
					v := sc.int("a device number or '<='")
					s.Devices = append(s.Devices, v)
					sc.space()
					if !sc.accept(",") {
						break
					}
				}
				if sc.err == nil && int64(len(s.Devices)) != n {
					sc.i = lat
					sc.space()
					sc.failf("the tile assignment %s needs %d devices, the list has %d", intList(s.TileDims), n, len(s.Devices))
				}
				seen := map[int64]bool{}
				for _, d := range s.Devices {
					if seen[d] && sc.err == nil {
						sc.i = lat
						sc.space()
						sc.failf("device %d appears twice in the tile assignment", d)
					}
					seen[d] = true
				}
			}
		case "last_tile_dim_replicate":
			s.LastTileDimReplicate = true
		case "last_tile_dims":
			sc.expect("=", "'=' after last_tile_dims")
			sc.expect("{", "'{' after last_tile_dims=")
			for sc.err == nil {
				k := sc.word()
				switch k {
				case "manual", "replicated", "maximal", "unreduced":
					s.Subgroups = append(s.Subgroups, SubgroupKind(k))
				default:
					sc.failf("expected manual, replicated or maximal in last_tile_dims, found %s", strconv.Quote(k))
				}
				if sc.accept("}") {
					break
				}
				sc.expect(",", "',' or '}' in last_tile_dims")
			}
		case "metadata":
			sc.expect("=", "'=' after metadata")
			s.Extra = append(s.Extra, "metadata="+sc.balanced())
		case "shard_as", "shard_like":
			n := sc.int("a group number after " + w)
			s.Extra = append(s.Extra, w+" "+strconv.FormatInt(n, 10))
		case "":
			sc.failf("expected a sharding item or '}', found %s", sc.found())
		default:
			sc.i = at
			sc.failf("expected replicated, maximal, manual, unknown, devices=, last_tile_dim_replicate or last_tile_dims=, found %s", strconv.Quote(w))
		}
	}
	if sc.err != nil {
		return nil
	}
	switch s.Kind {
	case -1:
		if s.Device != 0 {
			sc.failf("device= belongs to a maximal sharding")
			return nil
		}
		// {} alone is an empty tuple; an attribute with only metadata
		// is replicated, as XLA reads it.
		s.Kind = ShardReplicated
	case ShardTiled:
		sub := s.NumSubgroupDims()
		if s.LastTileDimReplicate && len(s.Subgroups) > 0 {
			sc.failf("last_tile_dim_replicate and last_tile_dims exclude each other")
			return nil
		}
		if sub > len(s.TileDims) {
			sc.failf("the tile assignment %s has fewer dimensions than its %d subgroup dimensions", intList(s.TileDims), sub)
			return nil
		}
	}
	return s
}

// ForShape checks that the sharding fits a value of shape sh: a tile
// assignment has one data dimension per array dimension, a tuple sharding
// one leaf per array leaf of the tuple. It returns "" when it fits, or
// what is wrong.
func (s *Sharding) ForShape(sh Shape) string {
	if s == nil {
		return ""
	}
	switch s.Kind {
	case ShardTuple:
		leaves := countLeaves(sh)
		if sh.Element != "tuple" {
			if len(s.Tuple) == 1 {
				return s.Tuple[0].ForShape(sh)
			}
			return fmt.Sprintf("a tuple sharding of %d elements on the array shape %s", len(s.Tuple), sh)
		}
		if len(s.Tuple) != leaves {
			return fmt.Sprintf("a tuple sharding of %d elements on a shape of %d leaves %s", len(s.Tuple), leaves, sh)
		}
		i := 0
		var msg string
		forEachLeaf(sh, func(l Shape) {
			if msg == "" {
				msg = s.Tuple[i].ForShape(l)
			}
			i++
		})
		return msg
	case ShardTiled:
		if sh.Element == "tuple" {
			return "" // XLA applies a single sharding to every leaf
		}
		if len(s.DataDims()) != len(sh.Dims) {
			return fmt.Sprintf("tile assignment %s has %d data dimensions, the shape %s has %d", intList(s.TileDims), len(s.DataDims()), sh, len(sh.Dims))
		}
	}
	return ""
}

// countLeaves counts the non-tuple leaves of a shape.
func countLeaves(sh Shape) int {
	n := 0
	forEachLeaf(sh, func(Shape) { n++ })
	return n
}

func forEachLeaf(sh Shape, f func(Shape)) {
	if sh.Element != "tuple" {
		f(sh)
		return
	}
	for _, e := range sh.Tuple {
		forEachLeaf(e, f)
	}
}

// Leaf returns the sharding of the leaf'th array leaf of a value of shape
// sh: a tuple sharding's element, or the sharding itself.
func (s *Sharding) Leaf(i int) *Sharding {
	if s == nil || s.Kind != ShardTuple {
		return s
	}
	if i < len(s.Tuple) {
		return s.Tuple[i]
	}
	return nil
}
