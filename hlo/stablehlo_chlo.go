package hlo

// CHLO's elementwise ops in the StableHLO text.
//
// jax.jit(f).lower(...).as_text() keeps the CHLO ops JAX's lowering
// writes (jax/_src/lax/lax.py, special.py): jnp.sinh, cosh, arcsin,
// arccos, arctan, arcsinh, arccosh, arctanh as chlo.sinh ... chlo.atanh,
// jax.scipy.special.erfc, gammaln and digamma as chlo.erfc, chlo.lgamma,
// chlo.digamma (jax.random.gamma, beta and dirichlet hold them too), and
// jnp.nextafter as chlo.next_after (jax.random.truncated_normal, the
// initializer behind Flax's default variance scaling, holds two). XLA
// never sees them: its export legalizes CHLO to HLO first
// (xla/mlir_hlo's chlo_legalize_to_hlo, stablehlo's
// ChloDecompositionPatterns), each op an elementwise expression of HLO
// ops on the same shape, which XLA:CPU's fusion then puts into the
// consumer's loop fusion. On f16 and bf16 the decomposition computes in
// f32 between two converts (its materializeWithUpcast), next_after aside,
// whose result is a neighbour in the operand's own type.
//
// The reader writes each as such an expression, so the planner sees what
// XLA sees: elementwise HLO of one shape, no buffer of its own once fused.
// The expressions are the textbook identities (sinh x = (expm1 x -
// expm1 -x)/2, asin x = 2 atan2(x, 1 + sqrt(1 - x²)), lgamma and digamma
// by Lanczos' series with Godfrey's g = 7, n = 9 coefficients, the ones
// XLA's math library uses), not XLA's own instruction lists: the values
// agree to rounding, the bits of a module written with --emit-hlo need
// not, and erfc is written 1 - erf(x), which loses its tail beyond x ≈ 4
// (XLA evaluates the tail by its own polynomial). chlo.polygamma (the
// gradient of digamma) and chlo.zeta are Hurwitz's zeta summed by
// Euler-Maclaurin as Cephes does; chlo.bessel_i1e is refused with the
// hint to read the HLO text.

import (
	"strconv"
	"strings"
)

// chloUnary are the CHLO ops the reader expands, each writing its value
// of x (a float of the element type b.et) with b.
var chloUnary = map[string]func(b *chloBuilder, x string) string{
	"sinh": func(b *chloBuilder, x string) string {
		return b.mul(b.k("0.5"), b.sub(b.op("exponential-minus-one", x), b.op("exponential-minus-one", b.op("negate", x))))
	},
	"cosh": func(b *chloBuilder, x string) string {
		return b.mul(b.k("0.5"), b.add(b.op("exponential", x), b.op("exponential", b.op("negate", x))))
	},
	"asin": func(b *chloBuilder, x string) string {
		one := b.k("1")
		root := b.op("sqrt", b.mul(b.sub(one, x), b.add(one, x)))
		return b.mul(b.k("2"), b.op2("atan2", x, b.add(one, root)))
	},
	"acos": func(b *chloBuilder, x string) string {
		one := b.k("1")
		root := b.op("sqrt", b.mul(b.sub(one, x), b.add(one, x)))
		v := b.mul(b.k("2"), b.op2("atan2", root, b.add(one, x)))
		return b.sel(b.cmp(x, b.k("-1"), "NE"), v, b.k("3.141592653589793"))
	},
	"atan": func(b *chloBuilder, x string) string {
		return b.op2("atan2", x, b.k("1"))
	},
	"asinh": func(b *chloBuilder, x string) string {
		// sign(x) log1p(|x| + x²/(1 + sqrt(1 + x²))); log|x| + log 2 where
		// x² overflows.
		a := b.op("abs", x)
		sq := b.mul(a, a)
		small := b.op("log-plus-one", b.add(a, b.div(sq, b.add(b.k("1"), b.op("sqrt", b.add(b.k("1"), sq))))))
		large := b.add(b.op("log", a), b.k("0.6931471805599453"))
		return b.mul(b.op("sign", x), b.sel(b.cmp(a, b.k(b.big()), "GT"), large, small))
	},
	"acosh": func(b *chloBuilder, x string) string {
		one := b.k("1")
		v := b.op("log", b.add(x, b.op("sqrt", b.mul(b.add(x, one), b.sub(x, one)))))
		large := b.add(b.op("log", x), b.k("0.6931471805599453"))
		return b.sel(b.cmp(x, b.k(b.big()), "GT"), large, v)
	},
	"atanh": func(b *chloBuilder, x string) string {
		return b.mul(b.k("0.5"), b.sub(b.op("log-plus-one", x), b.op("log-plus-one", b.op("negate", x))))
	},
	"erfc": func(b *chloBuilder, x string) string {
		return b.sub(b.k("1"), b.op("erf", x))
	},
	"lgamma": func(b *chloBuilder, x string) string {
		z, reflect, t, a, _ := b.lanczos(x)
		// (z + 1/2) log t - t + log A + log(2π)/2 is lgamma(z + 1).
		y := b.add(b.sub(b.mul(b.add(z, b.k("0.5")), b.op("log", t)), t), b.add(b.op("log", a), b.k("0.9189385332046727")))
		// lgamma(x) = log π - log|sin πx| - lgamma(1 - x) for x < 1/2;
		// |sin πx| is sin π(f) for f the fraction of |x| folded to at
		// most 1/2, which keeps the argument small and exact near zero.
		ax := b.op("abs", x)
		frac := b.sub(ax, b.op("floor", ax))
		frac = b.sel(b.cmp(frac, b.k("0.5"), "GT"), b.sub(b.k("1"), frac), frac)
		sin := b.op("sine", b.mul(b.k("3.141592653589793"), frac))
		refl := b.sub(b.sub(b.k("1.1447298858494002"), b.op("log", sin)), y)
		v := b.sel(reflect, refl, y)
		return b.sel(b.cmp(b.op("abs", x), b.k("inf"), "EQ"), b.k("inf"), v)
	},
	"digamma": func(b *chloBuilder, x string) string {
		_, reflect, t, a, da := b.lanczos(x)
		// The derivative of lgamma's series: log t - g/t + A'/A.
		y := b.add(b.sub(b.op("log", t), b.div(b.k("7"), t)), b.div(da, a))
		// digamma(x) = digamma(1 - x) - π/tan πx for x < 1/2; NaN at the
		// poles (x a non-positive integer).
		pi := b.k("3.141592653589793")
		refl := b.sub(y, b.div(pi, b.op("tan", b.mul(pi, x))))
		v := b.sel(reflect, refl, y)
		pole := b.emit(b.pred, "and("+b.cmp(x, b.k("0"), "LE")+", "+b.cmp(x, b.op("floor", x), "EQ")+")")
		return b.sel(pole, b.k("nan"), v)
	},
}

// chloBinary are the two-operand CHLO ops the reader expands (next_after
// aside, which works on bits): polygamma(n, x) and Hurwitz's zeta(x, q).
var chloBinary = map[string]func(b *chloBuilder, x, y string) string{
	"polygamma": func(b *chloBuilder, n, x string) string {
		// polygamma(0, x) = digamma(x); else (-1)^(n+1) n! zeta(n+1, x),
		// infinite at x's poles; NaN where n is no non-negative integer.
		n1 := b.add(n, b.k("1"))
		fact := b.op("exponential", chloUnary["lgamma"](b, n1))
		sign := b.sel(b.cmp(b.op2("remainder", n, b.k("2")), b.k("0"), "EQ"), b.k("-1"), b.k("1"))
		v := b.mul(b.mul(sign, fact), b.zeta(n1, x))
		// At the poles (x a non-positive integer) zeta is NaN, polygamma
		// infinite.
		pole := b.emit(b.pred, "and("+b.cmp(x, b.k("0"), "LE")+", "+b.cmp(x, b.op("floor", x), "EQ")+")")
		v = b.sel(pole, b.k("inf"), v)
		v = b.sel(b.cmp(n, b.k("0"), "EQ"), chloUnary["digamma"](b, x), v)
		bad := b.emit(b.pred, "or("+b.cmp(n, b.op("floor", n), "NE")+", "+b.cmp(n, b.k("0"), "LT")+")")
		return b.sel(bad, b.k("nan"), v)
	},
	"zeta": func(b *chloBuilder, x, q string) string { return b.zeta(x, q) },
}

// zetaCoefficients are (2j)!/B_2j for j = 1..12, the Euler-Maclaurin
// tail's divisors (Cephes' zeta.c, the series XLA's math library sums).
var zetaCoefficients = [...]string{
	"12.0", "-720.0", "30240.0", "-1209600.0", "47900160.0", "-1.8924375803183791606e9", "7.47242496e10",
	"-2.950130727918164224e12", "1.1646782814350067249e14", "-4.5979787224074726105e15",
	"1.8152105401943546773e17", "-7.1661652561756670113e18",
}

// zeta writes Hurwitz's zeta(x, q) = Σ (q+k)^-x by Euler-Maclaurin: the
// first ten terms, then with w = q + 10 the integral w^(1-x)/(x-1), half
// of w^-x and twelve Bernoulli terms x(x+1)...(x+2j-2) w^(-x-2j+1) /
// ((2j)!/B_2j). Infinite at x = 1; NaN for x < 1, at q a non-positive
// integer, and for q < 0 with x no integer (as XLA's expansion gives).
func (b *chloBuilder) zeta(x, q string) string {
	negx := b.op("negate", x)
	sum := b.k("0")
	for k := 0; k < 10; k++ {
		sum = b.add(sum, b.op2("power", b.add(q, b.k(strconv.Itoa(k))), negx))
	}
	w := b.add(q, b.k("10"))
	wx := b.op2("power", w, negx)
	one := b.k("1")
	sum = b.add(sum, b.div(b.mul(wx, w), b.sub(x, one)))
	sum = b.add(sum, b.mul(b.k("0.5"), wx))
	poch, pw := one, wx
	for j, a := range zetaCoefficients {
		poch = b.mul(poch, b.add(x, b.k(strconv.Itoa(2*j))))
		pw = b.div(pw, w)
		sum = b.add(sum, b.div(b.mul(poch, pw), b.k(a)))
		poch = b.mul(poch, b.add(x, b.k(strconv.Itoa(2*j+1))))
		pw = b.div(pw, w)
	}
	qPole := b.emit(b.pred, "and("+b.cmp(q, b.k("0"), "LE")+", "+b.cmp(q, b.op("floor", q), "EQ")+")")
	xInt := b.cmp(x, b.op("floor", x), "EQ")
	qBad := b.emit(b.pred, "and("+b.cmp(q, b.k("0"), "LT")+", "+b.emit(b.pred, "not("+xInt+")")+")")
	domain := b.emit(b.pred, "or("+b.emit(b.pred, "or("+b.cmp(x, one, "LT")+", "+qBad+")")+", "+qPole+")")
	return b.sel(domain, b.k("nan"), b.sel(b.cmp(x, one, "EQ"), b.k("inf"), sum))
}

// lanczosCoefficients are Godfrey's coefficients of Lanczos' series for
// g = 7, n = 9: Γ(z+1) = √(2π) t^(z+1/2) e^(-t) A(z), t = z + g + 1/2,
// A(z) = c0 + Σ c_i/(z+i).
var lanczosCoefficients = [...]string{
	"0.99999999999980993", "676.5203681218851", "-1259.1392167224028", "771.32342877765313",
	"-176.61502916214059", "12.507343278686905", "-0.13857109526572012", "9.9843695780195716e-6",
	"1.5056327351493116e-7",
}

// lanczos writes Lanczos' series at z = x - 1 (z = -x where x < 1/2,
// reflect, so that the series is summed at 1 - x): t, A(z) and A'(z).
func (b *chloBuilder) lanczos(x string) (z, reflect, t, a, da string) {
	reflect = b.cmp(x, b.k("0.5"), "LT")
	z = b.sel(reflect, b.op("negate", x), b.sub(x, b.k("1")))
	a, da = b.k(lanczosCoefficients[0]), b.k("0")
	for i := 1; i < len(lanczosCoefficients); i++ {
		d := b.add(z, b.k(strconv.Itoa(i)))
		ci := b.k(lanczosCoefficients[i])
		a = b.add(a, b.div(ci, d))
		da = b.sub(da, b.div(ci, b.mul(d, d)))
	}
	t = b.add(z, b.k("7.5"))
	return z, reflect, t, a, da
}

// chloBuilder writes one CHLO op's expansion into c: HLO instructions of
// the shape sh, element type et (f32 or f64).
type chloBuilder struct {
	r    *mlirReader
	c    *mlirComp
	off  int    // the op's offset, for every instruction written
	base string // the instruction names' base
	et   string // the element type computed in
	sh   string // the value's shape in et
	pred string // sh with element type pred
}

func newChloBuilder(r *mlirReader, c *mlirComp, off int, base, et, dims string) *chloBuilder {
	return &chloBuilder{r: r, c: c, off: off, base: base, et: et, sh: et + dims, pred: "pred" + dims}
}

func (b *chloBuilder) emit(shape, rhs string) string { return b.c.emit(b.r, b.off, b.base, shape, rhs) }

// k is the constant v broadcast to the shape.
func (b *chloBuilder) k(v string) string {
	s := b.c.emit(b.r, b.off, "constant", b.et+"[]", "constant("+v+")")
	return b.emit(b.sh, "broadcast("+s+"), dimensions={}")
}

func (b *chloBuilder) op(op, x string) string     { return b.emit(b.sh, op+"("+x+")") }
func (b *chloBuilder) op2(op, x, y string) string { return b.emit(b.sh, op+"("+x+", "+y+")") }
func (b *chloBuilder) add(x, y string) string     { return b.op2("add", x, y) }
func (b *chloBuilder) sub(x, y string) string     { return b.op2("subtract", x, y) }
func (b *chloBuilder) mul(x, y string) string     { return b.op2("multiply", x, y) }
func (b *chloBuilder) div(x, y string) string     { return b.op2("divide", x, y) }

func (b *chloBuilder) cmp(x, y, dir string) string {
	return b.emit(b.pred, "compare("+x+", "+y+"), direction="+dir)
}

func (b *chloBuilder) sel(p, x, y string) string {
	return b.emit(b.sh, "select("+p+", "+x+", "+y+")")
}

// big is a magnitude above which x² overflows et: about √max.
func (b *chloBuilder) big() string {
	if b.et == "f64" {
		return "1e150"
	}
	return "1e18"
}

// splitShape splits an HLO shape into its element type and the rest
// ("f32[4,8]{1,0}" into "f32" and "[4,8]{1,0}").
func splitShape(sh string) (et, dims string) {
	i := strings.IndexByte(sh, '[')
	if i < 0 {
		return sh, ""
	}
	return sh[:i], sh[i:]
}

// chloOp writes the CHLO op name (without "chlo.") on args as its HLO
// expansion, computing in f32 where the type is f16 or bf16.
func (r *mlirReader) chloOp(c *mlirComp, off int, name string, results []string, args []mlirValue, sh string) {
	et, dims := splitShape(sh)
	if name == "next_after" {
		if len(args) != 2 {
			r.fail(off, "chlo.next_after: want two operands, found %d", len(args))
		}
		n := r.nextAfter(c, off, args[0].name, args[1].name, et, dims)
		c.define(r, off, results, n, []string{sh})
		return
	}
	want := 1
	if chloBinary[name] != nil {
		want = 2
	}
	if len(args) != want {
		r.fail(off, "chlo.%s: want %d operands, found %d", name, want, len(args))
	}
	expand := func(b *chloBuilder, xs []string) string {
		if f := chloBinary[name]; f != nil {
			return f(b, xs[0], xs[1])
		}
		return chloUnary[name](b, xs[0])
	}
	var xs []string
	for _, a := range args {
		xs = append(xs, a.name)
	}
	switch et {
	case "f32", "f64":
		b := newChloBuilder(r, c, off, name, et, dims)
		c.define(r, off, results, expand(b, xs), []string{sh})
	case "f16", "bf16":
		b := newChloBuilder(r, c, off, name, "f32", dims)
		for i, x := range xs {
			xs[i] = b.emit(b.sh, "convert("+x+")")
		}
		v := expand(b, xs)
		c.define(r, off, results, c.emit(r, off, name, sh, "convert("+v+")"), []string{sh})
	default:
		r.fail(off, "chlo.%s: the reader expands it on real floats only, found %s; %s", name, et, stableHLOHint)
	}
}

// nextAfter writes chlo.next_after(x, y) on the element type et, as C's
// nextafter: the neighbour of x toward y in et's own bits. NaN where
// either is NaN; y where x equals y; the smallest subnormal with y's sign
// where x is zero; else x's bits as an integer, one more where the step
// moves away from zero (y > x with x > 0, or y < x with x < 0), one less
// where it moves toward it.
func (r *mlirReader) nextAfter(c *mlirComp, off int, x, y, et, dims string) string {
	it := map[string]string{"f16": "s16", "bf16": "s16", "f32": "s32", "f64": "s64"}[et]
	if it == "" {
		r.fail(off, "chlo.next_after: the reader expands it on real floats only, found %s; %s", et, stableHLOHint)
	}
	signBit := map[string]string{"s16": "-32768", "s32": "-2147483648", "s64": "-9223372036854775808"}[it]
	b := newChloBuilder(r, c, off, "next_after", et, dims)
	ib := newChloBuilder(r, c, off, "next_after", it, dims)
	xi := b.emit(ib.sh, "bitcast-convert("+x+")")
	yi := b.emit(ib.sh, "bitcast-convert("+y+")")
	zero := b.k("0")
	away := b.emit(b.pred, "compare("+b.cmp(y, x, "GT")+", "+b.cmp(x, zero, "GT")+"), direction=EQ")
	step := ib.sel(away, ib.k("1"), ib.k("-1"))
	moved := ib.add(xi, step)
	tiny := ib.op2("or", ib.op2("and", yi, ib.k(signBit)), ib.k("1"))
	v := ib.sel(b.cmp(x, zero, "EQ"), tiny, moved)
	v = b.emit(b.sh, "bitcast-convert("+v+")")
	v = b.sel(b.cmp(x, y, "EQ"), y, v)
	nan := b.emit(b.pred, "or("+b.cmp(x, x, "NE")+", "+b.cmp(y, y, "NE")+")")
	return b.sel(nan, b.add(x, y), v)
}

// composite reads stablehlo.composite "NAME" %a, ... {composite_attributes
// = {...}, decomposition = @f, version = N} : (types) -> types. The
// StableHLO spec defines the op by its decomposition (a call of @f may
// replace it), and XLA's export writes it so: a call of f with
// is_composite=true and the name, attributes and version as frontend
// attributes (as_text(dialect="hlo") shows it), which XLA:CPU inlines
// like any call (CallInliner). The reader writes the call alone: the
// attributes name the op for other compilers and change nothing the
// planner models.
func (r *mlirReader) composite(c *mlirComp, off int, results []string, readSig func() ([]string, []string)) {
	r.skipInline()
	name := r.str()
	args := r.operandList(c)
	r.skipInline()
	if r.off >= len(r.src) || r.src[r.off] != '{' {
		r.fail(r.off, "stablehlo.composite: expected its attributes {...}, found %s", r.describe())
	}
	attrs := r.balanced()
	r.skipInline()
	r.expect(":")
	_, res := readSig()
	i := strings.Index(attrs, "decomposition = @")
	if i < 0 {
		r.fail(off, "stablehlo.composite %q: no decomposition", name)
	}
	callee := attrs[i+len("decomposition = @"):]
	if strings.HasPrefix(callee, `"`) {
		callee = callee[1:]
		callee = callee[:strings.IndexByte(callee, '"')]
	} else if j := strings.IndexAny(callee, ", }"); j >= 0 {
		callee = callee[:j]
	}
	var shapes []string
	for _, t := range res {
		shapes = append(shapes, r.shape(off, t))
	}
	if known, ok := r.results[funcName(callee)]; ok && len(known) == len(shapes) {
		shapes = known
	}
	rhs := "call(" + names(args) + "), to_apply=" + funcName(callee)
	var n string
	if len(shapes) == 1 {
		n = c.emit(r, off, "call", shapes[0], rhs)
	} else {
		n = c.emit(r, off, "call", tupleShape(shapes), rhs)
	}
	c.define(r, off, results, n, shapes)
}

// erfInv64 writes chlo.erf_inv on f64 (jax.random.normal under
// jax_enable_x64 holds one). Giles' approximation with the f32
// coefficients (erfInvCoefficients), evaluated in f64 with w =
// -log1p(-x²) taken in f64, is good to about 1e-7 relative where it was
// fitted (w < 16: 1 - |x| > 1e-7). From it: where |x| < 0.9999 (erf's
// slope above 5e-4, so that x's rounding moves y by little) two Newton
// steps on erf(y) = x, y -= (erf(y) - x) / (2/√π · exp(-y²)), reach
// f64's precision; where q = 1 - |x| < 1e-7 (y above 3.8, where erf(y)
// rounds to 1 and only q holds the value) four Newton steps on log
// erfc(y) = log q, with log erfc(y) = -y² - log(y√π) + log S(y), S the
// first eleven terms of erfc's asymptotic series Σ (-1)^n (2n-1)!! /
// (2y²)^n (good to 1e-6 of S at y = 3.8, 1e-11 at y = 5.8) and the
// slope -2y - 1/y. ±inf at x = ±1 and NaN beyond, as in f32. XLA's own
// expansion is Giles' f64 polynomial: the values agree to rounding in
// the centre and to about 1e-7 relative in the tails (checked on a grid
// to 1 - 1e-16), the bits need not.
func (r *mlirReader) erfInv64(c *mlirComp, off int, results []string, x, dims string) {
	b := newChloBuilder(r, c, off, "erf_inv", "f64", dims)
	w := b.op("negate", b.op("log-plus-one", b.mul(x, b.op("negate", x))))
	lt := b.cmp(w, b.k("5"), "LT")
	var coef [9]string
	for i := range coef {
		coef[i] = b.sel(lt, b.k(erfInvCoefficients[0][i]), b.k(erfInvCoefficients[1][i]))
	}
	t := b.sel(lt, b.sub(w, b.k("2.5")), b.sub(b.op("sqrt", w), b.k("3")))
	p := coef[0]
	for i := 1; i < len(coef); i++ {
		p = b.add(coef[i], b.mul(p, t))
	}
	y0 := b.mul(p, x)
	// The centre: Newton on erf(y) = x.
	y := y0
	for i := 0; i < 2; i++ {
		slope := b.mul(b.k("1.1283791670955126"), b.op("exponential", b.op("negate", b.mul(y, y))))
		y = b.sub(y, b.div(b.sub(b.op("erf", y), x), slope))
	}
	// The tails: Newton on log erfc(y) = log q, on |y|, from at least 3.8.
	abs := b.op("abs", x)
	logQ := b.op("log", b.sub(b.k("1"), abs))
	z := b.op2("maximum", b.op("abs", y0), b.k("3.8"))
	for i := 0; i < 4; i++ {
		u := b.div(b.k("0.5"), b.mul(z, z))
		sum, term := b.k("1"), b.k("1")
		for n := 1; n <= 10; n++ {
			term = b.mul(term, b.mul(u, b.k(strconv.Itoa(-(2*n-1)))))
			sum = b.add(sum, term)
		}
		logErfc := b.add(b.sub(b.op("negate", b.mul(z, z)), b.add(b.op("log", z), b.k("0.5723649429247001"))), b.op("log", sum))
		slope := b.sub(b.mul(b.k("-2"), z), b.div(b.k("1"), z))
		z = b.sub(z, b.div(b.sub(logErfc, logQ), slope))
	}
	tail := b.mul(b.op("sign", x), z)
	v := b.sel(b.cmp(abs, b.k("0.9999"), "LT"), y, y0)
	v = b.sel(b.cmp(b.sub(b.k("1"), abs), b.k("1e-7"), "LT"), tail, v)
	v = b.sel(b.cmp(abs, b.k("1"), "EQ"), b.mul(x, b.k("inf")), v)
	v = b.sel(b.cmp(abs, b.k("1"), "GT"), b.k("nan"), v)
	c.define(r, off, results, v, []string{"f64" + dims})
}
